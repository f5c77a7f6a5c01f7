import { expect, test } from '@playwright/test';
import { signIn } from '../../fixtures/web.js';

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('should be a labelled modal dialog whose Tab cycle includes its close button', async ({ page }) => {
    await signIn(page, 'teacher');
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-modal', 'true');

    const close = menu.getByRole('button', { name: 'Close menu' });
    const link = menu.getByRole('link', { name: 'Dashboard' });
    const settings = menu.getByRole('link', { name: 'Settings' });
    const logout = menu.getByRole('button', { name: 'Log out' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    for (const name of ['Students', 'Activity', 'Groups']) {
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(settings).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(logout).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(logout).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('should lock the page scroll while open and restore it on close', async ({ page }) => {
    // A short window, so the dashboard is taller than the screen and can scroll.
    await page.setViewportSize({ width: 390, height: 480 });
    await signIn(page, 'teacher');
    await expect(page.getByRole('heading', { name: 'Your sections' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 200));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await page.keyboard.press('Escape');
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });

  test('should close when a link is chosen', async ({ page }) => {
    await signIn(page, 'teacher');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    await expect(page).toHaveURL('/teacher/dashboard');
  });

  test('should not show the menu button on a desktop-width screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'teacher');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();
  });
});

test.describe('user dropdown', () => {
  test('should close on Escape, on an outside click and when Tab leaves its last item', async ({ page }) => {
    await signIn(page, 'teacher');
    const trigger = page.getByRole('button', { name: 'DR — Account menu for Daniel Rivera' });
    const logout = page.getByRole('button', { name: 'Log out' });

    await trigger.click();
    await expect(logout).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(logout).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(logout).toBeHidden();

    await trigger.click();
    await logout.focus();
    await page.keyboard.press('Tab');
    await expect(logout).toBeHidden();
  });
});

test.describe('view as', () => {
  test('should view as another held role with a clear bar, and stop', async ({ page }) => {
    await signIn(page, 'superuser');
    await page.getByRole('button', { name: 'View as' }).click();
    await page.getByRole('button', { name: 'Teacher' }).click();
    await expect(page).toHaveURL('/teacher/dashboard');
    const bar = page.getByRole('region', { name: 'Viewing as another role' });
    await expect(bar).toContainText('you are viewing Lantern as Teacher');
    await page.reload();
    await expect(bar).toBeVisible();

    await bar.getByRole('button', { name: 'Stop viewing as' }).click();
    await expect(page).toHaveURL('/superuser');
    await expect(bar).toHaveCount(0);
  });
});

test.describe('return banner and titles', () => {
  test('should default the banner title to Back and refuse script addresses', async ({ page }) => {
    await signIn(page, 'teacher');
    await page.goto('/teacher/dashboard?return_url=https%3A%2F%2Fexample.org%2F');
    await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeVisible();
    await page.goto('/teacher/dashboard?return_url=javascript%3Aalert(1)');
    await expect(page.getByRole('region', { name: 'Return to the previous page' })).toHaveCount(0);
  });
});

test.describe('feature flags', () => {
  test('should let a superuser switch a flag live, each switch named in words', async ({ page }) => {
    // Switched for everyone, so a flag no other journey's screen reads: this one gates the web
    // app's tutor navigation, and tutors work in the console.
    await signIn(page, 'superuser');
    const flag = page.getByRole('switch', { name: 'Tutors’ practice area' });
    await expect(flag).toHaveAttribute('aria-checked', 'false');
    await flag.click();
    await expect(flag).toHaveAttribute('aria-checked', 'true');
    const response = await page.request.get('/api/feature-flags');
    const flags = (await response.json()).data as { key: string; enabled: boolean }[];
    expect(flags.find((row) => row.key === 'tutor-practice')?.enabled).toBe(true);
    await flag.click();
    await expect(flag).toHaveAttribute('aria-checked', 'false');
  });
});
