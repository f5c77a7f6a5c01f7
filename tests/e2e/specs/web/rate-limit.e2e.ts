import { expect, test } from '@playwright/test';
import { fillSignIn, unknownUsername } from '../../fixtures/web.js';

test('should send the browser to the 429 page after too many sign-in attempts', async ({ page }) => {
  const username = unknownUsername('limited');
  await page.goto('/login');
  // The test server allows 5 failures per name and address (LOGIN_MAX_FAILURES=5).
  for (let attempt = 0; attempt < 5; attempt++) {
    await fillSignIn(page, username, 'wrong-password');
    await expect(page.getByRole('alert')).toContainText('incorrect');
  }
  await fillSignIn(page, username, 'wrong-password');
  await expect(page).toHaveURL('/error/429');
  await expect(page.getByRole('heading', { name: 'Let’s take a short break' })).toBeVisible();
  await expect(page).toHaveTitle('Too many attempts | Lantern');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL('/login/student');
});
