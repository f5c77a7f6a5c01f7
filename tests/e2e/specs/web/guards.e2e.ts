import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, fillSignIn, signIn } from '../../fixtures/web.js';

const REDIRECT_KEY = 'lantern.postLoginRedirect';

test.describe('guards and redirects', () => {
  test('should send a signed-out visitor to sign in, then back to the page they wanted', async ({ page }) => {
    await page.goto('/teacher/dashboard?tab=sections');
    await expect(page).toHaveURL('/login');
    await fillSignIn(page, 'teacher');
    await expect(page).toHaveURL('/teacher/dashboard?tab=sections');
    await expect(page.getByRole('row', { name: /Algebra I — Period 1/ })).toBeVisible();
  });

  for (const stored of ['https://evil.example/phish', '//evil.example/phish', '/\\evil.example']) {
    test(`should ignore the stored redirect ${stored}`, async ({ page }) => {
      await page.goto('/login/student');
      await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
        REDIRECT_KEY,
        stored,
      ] as const);
      await fillSignIn(page, 'student');
      await expect(page).toHaveURL('/student/dashboard');
    });
  }

  test('should send / to the student sign-in, or home once signed in', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/login/student');
    await fillSignIn(page, 'student');
    await expect(page).toHaveURL('/student/dashboard');
    await page.goto('/');
    await expect(page).toHaveURL('/student/dashboard');
  });

  test('should send the old dashboard addresses to the student dashboard', async ({ page }) => {
    await signIn(page, 'student');
    for (const path of ['/dashboard', '/dashboard-v2']) {
      await page.goto(path);
      await expect(page).toHaveURL('/student/dashboard');
    }
  });

  test('should show a real not-found page for unknown addresses', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { name: 'We can’t find that page' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Lantern');
  });

  test('should send a user without the role back to sign in', async ({ page }) => {
    await signIn(page, 'student');
    await page.goto('/teacher/dashboard');
    await expect(page).toHaveURL('/login');
    // The page's own notice, not the app's announcer (a second, empty status region).
    await expect(
      page.getByRole('status').filter({ hasText: 'You are signed in as Ava Martinez (Student).' }),
    ).toBeVisible();
  });

  test('should keep school 285 students on library account completion', async ({ page }) => {
    await signIn(page, 'student285');
    await expect(page).toHaveURL('/fulton-account-library-completion');
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await expect(page.getByRole('alert')).toContainText('Please enter a valid email address.');
  });

  test('should hide the dashboard link for school 134 and keep its student out of the classroom', async ({
    page,
  }) => {
    await signIn(page, 'student134');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
      'Review center',
    ]);
    await page.goto('/student/classroom');
    await expect(page).toHaveURL('/student/review-center');
  });
});

test.describe('onboarding', () => {
  test('should force a new student through onboarding, then let them in', async ({ page }) => {
    await signIn(page, 'newstudent');
    await expect(page).toHaveURL('/student/onboarding');
    await page.goto('/student/dashboard');
    await expect(page).toHaveURL('/student/onboarding');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Let’s start' }).click();
    // Interests and confidence may be left empty; onboarding.e2e.ts answers them.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /How sure do you feel/ })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Grade 7')).toBeVisible();
    await page.getByRole('button', { name: 'Yes, that’s me' }).click();
    await page.getByRole('button', { name: 'I Agree' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Please, check the checkbox before clicking the I Agree button.',
    );
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'I Agree' }).click();

    await expect(page).toHaveURL('/student/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hi, Noah!');
    await page.goto('/student/onboarding');
    await expect(page).toHaveURL('/student/dashboard');
  });
});
