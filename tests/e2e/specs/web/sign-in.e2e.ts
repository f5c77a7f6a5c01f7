import { expect, test } from '@playwright/test';
import { fillSignIn, signIn, unknownUsername, WEB_HOMES } from '../../fixtures/web.js';

test.describe('signing in to the web app', () => {
  test('should take a student to the dashboard with their name, school, grade and classes', async ({
    page,
  }) => {
    await signIn(page, 'student');
    await expect(page).toHaveURL(WEB_HOMES.student);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hi, Ava!');
    await expect(page.getByRole('list', { name: 'About you' })).toContainText('Maplewood High School');
    await expect(page.getByRole('list', { name: 'About you' })).toContainText('Grade 9');
    await expect(page.getByRole('heading', { name: 'Algebra I — Period 1' })).toBeVisible();
    await expect(page).toHaveTitle('Dashboard | Lantern');
  });

  test('should take a teacher to their sections with student counts', async ({ page }) => {
    await signIn(page, 'teacher');
    await expect(page).toHaveURL(WEB_HOMES.teacher);
    const row = page.getByRole('row', { name: /Algebra I — Period 1/ });
    await expect(row).toContainText('Math');
    await expect(row.getByRole('cell').last()).toHaveText(/^\d+$/);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
    ).toBeVisible();
  });

  test('should take a district manager to every school of the district', async ({ page }) => {
    await signIn(page, 'district');
    await expect(page).toHaveURL(WEB_HOMES.district);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Riverside Unified School District');
    await expect(
      page.getByRole('table', { name: /^Schools in / }).getByRole('row', { name: /Harbor Writing Academy/ }),
    ).toBeVisible();
  });

  test('should take a superuser to platform counts and the feature-flag switches', async ({ page }) => {
    await signIn(page, 'superuser');
    await expect(page).toHaveURL(WEB_HOMES.superuser);
    await expect(page.getByRole('row', { name: /Student/ }).first()).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Maintenance mode' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  test('should send a console role to the console', async ({ page }) => {
    await signIn(page, 'tutor');
    await expect(page).toHaveURL(/\/console\//);
  });

  test('should ask for each empty field next to it before calling the server', async ({ page }) => {
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/login')) logins.push(request.url());
    });
    await page.goto('/login/student');
    const username = page.getByLabel('Username or email');
    const password = page.getByLabel('Password', { exact: true });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(username).toHaveAccessibleDescription('Enter your username or email.');
    await expect(password).toHaveAccessibleDescription('Enter your password.');
    await expect(username).toBeFocused();

    await username.fill('student');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Only the password is missing: only the password says so and is marked.
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Enter your password.');
    await expect(password).toBeFocused();
    await expect(username).toHaveAttribute('aria-invalid', 'false');
    await expect(username).toHaveAccessibleDescription('');
    await expect(page.getByText('Enter your username or email.')).toHaveCount(0);
    expect(logins).toEqual([]);
  });

  test('should explain a wrong password and offer the forgot-password link', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, unknownUsername('wrong'), 'not-the-password');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Your username or password is incorrect.');
    await alert.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL('/trouble-logging-in');
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  });

  for (const [username, message] of [
    [
      'suspended',
      'Your account has been suspended for a code of conduct violation. Please contact your school: only they can lift it.',
    ],
    ['expired', 'Your account has expired. Please contact your school administrator.'],
    ['affiliate', 'Lantern no longer supports affiliate accounts'],
  ] as const) {
    test(`should tell the ${username} account why it cannot sign in`, async ({ page }) => {
      await page.goto('/login/student');
      await fillSignIn(page, username);
      await expect(page.getByRole('alert')).toHaveText(message);
      await expect(page).toHaveURL('/login/student');
    });
  }

  test('should show the school named in the sign-in link', async ({ page }) => {
    await page.goto('/login/student/riverside-unified/maplewood-high');
    await expect(page.getByRole('list', { name: 'Your school' })).toContainText('maplewood high');
    await page.getByRole('link', { name: 'Trouble signing in?' }).click();
    await expect(page).toHaveURL('/trouble-logging-in/student/riverside-unified/maplewood-high');
  });

  test('should sign out at /logout and land on the student sign-in', async ({ page }) => {
    await signIn(page, 'teacher2');
    await page.goto('/logout');
    await expect(page).toHaveURL('/login/student');
    await page.goto('/teacher/dashboard');
    await expect(page).toHaveURL('/login');
  });
});
