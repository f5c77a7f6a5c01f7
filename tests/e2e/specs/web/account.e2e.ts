import { expect, type Page, test } from '@playwright/test';
import { linkPath, mailTo } from '../../fixtures/mail.js';
import { createPeople, STUDENT_TRAITS } from '../../fixtures/people.js';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, fillSignIn, signIn } from '../../fixtures/web.js';

const NEW_PASSWORD = 'Brighter#2027';

/** A student of the journey's own, with an e-mail address of their own. */
function studentWithEmail(prefix: string, firstName: string) {
  const email = `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@lantern.example`;
  const [person] = createPeople([{ prefix, firstName, ...STUDENT_TRAITS, email }]);
  return { ...person!, email };
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/student/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

test.describe('passwords and e-mail addresses', () => {
  test('should reset a forgotten password from the link in the e-mail that arrived, once', async ({
    page,
  }) => {
    const student = studentWithEmail('reset.student', 'Rosa');
    await page.goto('/login/student');
    await page.getByRole('link', { name: 'Trouble signing in?' }).click();
    await page.getByLabel('Username or e-mail').fill(student.username);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'a link is on its way' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const mail = await mailTo(student.email, /Reset your Lantern password/);
    const path = linkPath(mail, '/password/reset/');
    await page.goto(path);
    await expect(page.getByText(`Choose a new password for ${student.username}.`)).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Type the new password again').fill('short');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your password needs at least 6 characters.' }),
    ).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Type the new password again').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your new password is saved' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Sign in' }).click();
    await fillSignIn(page, student.username, DEMO_PASSWORD);
    await expect(page.getByRole('alert').filter({ hasText: 'incorrect' })).toBeVisible();
    await fillSignIn(page, student.username, NEW_PASSWORD);
    await page.waitForURL((url) => url.pathname.startsWith('/student'));

    await page.goto(path);
    await expect(page.getByRole('alert').filter({ hasText: 'This link was already used.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  });

  test('should change a password in settings with the current one, after refusing a wrong one', async ({
    page,
  }) => {
    const student = studentWithEmail('change.password', 'Omar');
    await signIn(page, student.username);
    await openSettings(page);
    await page.getByLabel('Current password', { exact: true }).fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Type the new password again').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your current password is not right.' }),
    ).toBeVisible();
    await page.getByLabel('Current password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your password is changed.' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect((await mailTo(student.email, /password was changed/)).subject).toBe(
      'Your Lantern password was changed',
    );

    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('/login/student');
    await fillSignIn(page, student.username, NEW_PASSWORD);
    await page.waitForURL((url) => url.pathname.startsWith('/student/dashboard'));
  });

  test('should change an e-mail address once the link sent to the new one is opened', async ({ page }) => {
    const student = studentWithEmail('change.email', 'Ines');
    const newEmail = `moved.${student.username}@lantern.example`;
    await signIn(page, student.username);
    await openSettings(page);
    await expect(page.getByText(student.email)).toBeVisible();
    await page.getByLabel('New e-mail address').fill(newEmail);
    await page.getByLabel('Your password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `We sent a link to ${newEmail}.` }),
    ).toBeVisible();

    const mail = await mailTo(newEmail, /Confirm your new e-mail address/);
    await page.goto(linkPath(mail, '/email/confirm/'));
    await expect(
      page.getByRole('status').filter({ hasText: `${newEmail} is now your e-mail address.` }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/student/dashboard'));
    await openSettings(page);
    await expect(page.getByText(newEmail)).toBeVisible();
    await expect(page.getByText(student.email)).toHaveCount(0);
  });
});
