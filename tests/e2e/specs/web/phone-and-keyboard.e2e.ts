import { expect, test } from '@playwright/test';
import {
  avatarButton,
  DESKTOP,
  expectNoSidewaysScroll,
  expectWithinScreen,
  PHONE,
} from '../../fixtures/layout.js';
import { expectNoSeriousA11yViolations, fillSignIn, signIn, WEB_HOMES } from '../../fixtures/web.js';

// The administrator's school counts are checked on a phone in held-roles.e2e.ts, which owns that account.
const TABLES = [
  { username: 'superuser', table: 'People by role', key: 'Student' },
  { username: 'teacher', table: 'Students in each of your sections', key: 'Algebra I — Period 1' },
  { username: 'district', table: /^Schools in /, key: 'Maplewood High School' },
] as const;

test.describe('tables on a phone', () => {
  test.use({ viewport: PHONE });

  for (const { username, table, key } of TABLES) {
    test(`should show the ${username}'s key column without scrolling the page sideways`, async ({ page }) => {
      await signIn(page, username);
      const data = page.getByRole('table', { name: table });
      await expect(data).toBeVisible();
      await expectWithinScreen(page, data.getByRole('rowheader', { name: key }));
      await expectNoSidewaysScroll(page);
      // The box around the table takes focus (axe scrollable-region-focusable) and is named.
      const region = page.getByRole('region', { name: table });
      await expect(region).toHaveAttribute('tabindex', '0');
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('should say the teacher’s total counts each student once', async ({ page }) => {
    await signIn(page, 'teacher');
    await expect(page.locator('.stat-card').filter({ hasText: 'Unique students' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Students in each of your sections' });
    await expect(table.getByRole('rowheader', { name: 'Unique students' })).toBeVisible();
    await expect(page.getByText('A student in more than one of your sections counts once')).toBeVisible();
  });
});

test.describe('the account button', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`should be wholly on screen on every signed-in home at ${name} size`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const [username, home] of Object.entries(WEB_HOMES).filter(([username]) => username !== 'admin')) {
        await signIn(page, username);
        await expect(page).toHaveURL(home);
        await expectWithinScreen(page, avatarButton(page));
        await expectNoSidewaysScroll(page);
        await page.goto('/logout');
        await expect(page).toHaveURL('/login/student');
      }
    });
  }

  test('should be named starting with the initials it shows (label in name)', async ({ page }) => {
    await signIn(page, 'teacher');
    await expect(avatarButton(page)).toHaveText('DR');
    await expect(avatarButton(page)).toHaveAccessibleName('DR — Account menu for Daniel Rivera');
  });
});

test.describe('focus after a page change', () => {
  test('should land on the new page’s heading after sign-in, and Tab on to the page', async ({ page }) => {
    await page.goto('/login/student');
    await fillSignIn(page, 'teacher');
    await expect(page).toHaveURL(WEB_HOMES.teacher);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Good to see you, Daniel');
    await expect(heading).toBeFocused();
    // Tab continues from the heading into the page, not from where the sign-in button used to be.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('region', { name: 'Students in each of your sections' })).toBeFocused();
  });

  test('should land on the sign-in heading after sign-out and say so', async ({ page }) => {
    await signIn(page, 'teacher');
    await avatarButton(page).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/login/student');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'You have signed out.' })).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  test('should go back to the language button after a language switch', async ({ page }) => {
    await page.goto('/login/student');
    await page.getByRole('button', { name: 'EN — Language: English' }).click();
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Hola! ¿Listo para aprender?');
    await expect(page.getByRole('button', { name: 'ES — Idioma: Español' })).toBeFocused();
  });
});

test.describe('the 429 page', () => {
  test('should not show students a raw status code, and keep its buttons their natural height', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/error/429');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Let’s take a short break');
    await expect(page.getByText('429')).toBeHidden();
    const back = page.getByRole('link', { name: 'Back to sign in' });
    const help = page.getByRole('link', { name: 'Trouble signing in?' });
    for (const button of [back, help]) {
      const box = await button.boundingBox();
      expect(box?.height, 'button height').toBeLessThanOrEqual(56);
    }
    // Side by side, each as wide as its words.
    const [backBox, helpBox] = [await back.boundingBox(), await help.boundingBox()];
    expect(backBox?.width).not.toBe(helpBox?.width);
    await page.getByText('Details for school staff').click();
    await expect(page.getByText('HTTP status 429 (too many requests).')).toBeVisible();
  });

  test('should stack full-width buttons on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/error/429');
    const back = await page.getByRole('link', { name: 'Back to sign in' }).boundingBox();
    const help = await page.getByRole('link', { name: 'Trouble signing in?' }).boundingBox();
    expect(back?.width).toBe(help?.width);
    expect(back?.width ?? 0).toBeGreaterThan(PHONE.width / 2);
    expect(back?.height ?? 99).toBeLessThanOrEqual(56);
    expect(help?.y ?? 0).toBeGreaterThan(back?.y ?? 0);
    await expectNoSidewaysScroll(page);
  });
});
