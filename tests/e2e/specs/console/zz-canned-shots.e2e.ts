import { expect, signInToConsole, test } from './console-fixtures.js';

test('screens', async ({ page }) => {
  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.context().clearCookies();
    await signInToConsole(page, 'manager');
    await expect(page).toHaveURL(/services\/summary$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Canned replies' }).click().catch(async () => {
      await page.getByRole('button', { name: /menu/i }).first().click();
      await page.getByRole('link', { name: 'Canned replies' }).click();
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Canned replies' })).toBeVisible();
    await page.screenshot({ path: `/tmp/canned-manager-${w}.png`, fullPage: true });
    await page.getByRole('button', { name: 'New snippet' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Shortcut').fill('two words');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Title is required.')).toBeVisible();
    await page.screenshot({ path: `/tmp/canned-dialog-${w}.png` });
    await form.getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/console/login');
  }
});
