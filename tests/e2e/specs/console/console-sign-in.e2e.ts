import { expect, expectNoSeriousA11yViolations, signInToConsole, test } from './console-fixtures.js';

test.describe('console sign-in', () => {
  test('should ask for the empty field only, next to it, before calling the server', async ({ page }) => {
    await page.goto('/console/login');
    await page.getByLabel('Username or email').fill('tutor');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Enter your password.');
    await expect(page.getByLabel('Username or email')).toHaveAttribute('aria-invalid', 'false');
    await expect(page).toHaveURL(/\/console\/login$/);
  });

  test('should say the credentials are wrong and offer the forgot-password link', async ({ page }) => {
    // An account that does not exist, so the failed-login counter of real demo accounts stays untouched.
    await signInToConsole(page, 'nobody.in.particular', 'not-the-password');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Your username or password is incorrect.');
    await expect(alert.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/trouble-logging-in',
    );
    await expect(page).toHaveURL(/\/console\/login$/);
  });

  test('should tell a student the console is for tutors and managers and link to the web app', async ({
    page,
  }) => {
    await signInToConsole(page, 'student');
    await expect(page.getByRole('heading', { name: 'The console is for tutors and managers' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open Lantern on the web' })).toHaveAttribute('href', '/');
    await expectNoSeriousA11yViolations(page);
    await page.goto('/console/tutor');
    await expect(page).toHaveURL(/\/console\/login$/);
    await page.getByRole('button', { name: 'Sign out of the console' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('should bring a signed-out visitor back to the page they asked for after sign-in', async ({
    page,
  }) => {
    await page.goto('/console/tutor-manager/services/summary');
    await expect(page).toHaveURL(/\/console\/login$/);
    await signInToConsole(page, 'manager');
    await expect(page).toHaveURL(/\/console\/tutor-manager\/services\/summary$/);
  });

  test('should show a not-found page for a console address that does not exist', async ({ page }) => {
    await signInToConsole(page, 'tutor');
    await expect(page).toHaveURL(/\/console\/tutor$/);
    await page.goto('/console/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Lantern');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Go to your home page' }).click();
    await expect(page).toHaveURL(/\/console\/tutor$/);
  });

  test('should have no serious accessibility problem on the sign-in page', async ({ page }) => {
    await page.goto('/console/login');
    await expect(page).toHaveTitle('Sign in | Lantern');
    await expectNoSeriousA11yViolations(page);
  });
});
