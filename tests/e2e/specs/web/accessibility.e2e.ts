import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn, WEB_HOMES } from '../../fixtures/web.js';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const PUBLIC_PAGES = [
  '/login',
  '/login/noSchool',
  '/login/student',
  '/login/student/riverside-unified/maplewood-high',
  '/trouble-logging-in',
  '/trouble-logging-in/student/riverside-unified/maplewood-high',
  '/noschool',
  '/password/reset/some-token',
  '/code-of-conduct',
  '/error/429',
  '/maintenance',
  '/no/such/page',
];

test.describe('accessibility (axe with its experimental rules: no serious or critical violations)', () => {
  for (const size of SIZES) {
    test(`should pass on every public page at ${size.name} size`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(size.viewport);
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      }
    });
  }

  test('should pass on the sign-in form with an error, the reset request with a problem and a reset link that does not work', async ({
    page,
  }) => {
    await page.goto('/login/student');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your password.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/trouble-logging-in');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please type your username or e-mail address.');
    await expectNoSeriousA11yViolations(page);
    await page.goto('/password/reset/some-token');
    await expect(page.getByRole('alert')).toContainText('This link does not work.');
    await expectNoSeriousA11yViolations(page);
  });

  // The administrator's pages are checked in held-roles.e2e.ts, which owns that account's current role.
  for (const [username, home] of Object.entries(WEB_HOMES).filter(([username]) => username !== 'admin')) {
    for (const size of SIZES) {
      test(`should pass on the ${username} home at ${size.name} size, with the account menu open`, async ({
        page,
      }) => {
        await page.setViewportSize(size.viewport);
        await signIn(page, username);
        await expect(page).toHaveURL(home);
        await expect(page.locator('.lt-state[role="status"]')).toHaveCount(0);
        await expectNoSeriousA11yViolations(page);
        await page.getByRole('button', { name: /Account menu for/ }).click();
        await expectNoSeriousA11yViolations(page);
      });
    }
  }

  test('should pass on library completion and with the mobile menu open', async ({ page }) => {
    await signIn(page, 'student285');
    await expect(page).toHaveURL('/fulton-account-library-completion');
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/logout');
    await expect(page).toHaveURL('/login/student');
    await signIn(page, 'teacher');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('in the dark scheme', () => {
    test.use({ colorScheme: 'dark' });

    test('should pass on the sign-in page and the student home', async ({ page }) => {
      await page.goto('/login/student');
      await expectNoSeriousA11yViolations(page);
      await signIn(page, 'student');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
});
