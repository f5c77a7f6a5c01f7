import { linkPath, mailTo } from '../../fixtures/mail.js';
import { createPeople } from '../../fixtures/people.js';
import {
  DEMO_PASSWORD,
  expect,
  expectNoSeriousA11yViolations,
  signInToConsole,
  test,
} from './console-fixtures.js';

// A manager makes a tutor without choosing a password: the tutor gets an e-mail, chooses their own
// from its link and signs in to the console; later the manager sends them a fresh link. A tutor
// changes their own password in the console's settings.

test('should let a manager e-mail a new tutor a link to choose their own password', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const username = `e2e.linked.${stamp}`;
  const email = `${username}@lantern.example`;
  await signInToConsole(page, 'manager');
  await page.waitForURL(/\/console\/tutor-manager\//);
  await page.goto('/console/tutor-manager/services/tutors/create');
  await page.getByLabel('First name').fill('Lina');
  await page.getByLabel('Last name').fill(`Linked ${stamp}`);
  await page.getByLabel('Username').fill(username);
  // From the keyboard, as the tutors form's other journey ticks its boxes.
  const link = page.getByRole('checkbox', { name: /E-mail them a link to choose their own password/ });
  await link.focus();
  await link.press('Space');
  await expect(link).toBeChecked();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Create tutor' }).click();
  await expect(page.getByRole('alert')).toContainText('Email is needed to e-mail a set-password link.');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Create tutor' }).click();
  await expect(page.getByRole('status').filter({ hasText: `We e-mailed ${email} a link` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const tutor = await browser.newContext();
  const tutorPage = await tutor.newPage();
  await tutorPage.goto(linkPath(await mailTo(email, /Set your Lantern password/), '/password/reset/'));
  await expect(tutorPage.getByText(`Choose a new password for ${username}.`)).toBeVisible();
  await tutorPage.getByLabel('New password', { exact: true }).fill('MyOwn#Pass1');
  await tutorPage.getByLabel('Type the new password again').fill('MyOwn#Pass1');
  await tutorPage.getByRole('button', { name: 'Save new password' }).click();
  await expect(tutorPage.getByRole('status').filter({ hasText: 'Your new password is saved' })).toBeVisible();
  await signInToConsole(tutorPage, username, 'MyOwn#Pass1');
  // Signed in: a new tutor is first asked to accept the code of conduct.
  await expect(tutorPage.getByRole('heading', { level: 1, name: 'Our code of conduct' })).toBeVisible();
  await tutor.close();

  await page.getByRole('button', { name: 'E-mail a set-password link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `We e-mailed ${email} a link to choose a new password.` }),
  ).toBeVisible();
});

test('should let a tutor change their password in the console’s settings', async ({ page }) => {
  const [tutor] = createPeople([
    { prefix: 'settings.tutor', firstName: 'Tariq', email: `settings.${Date.now()}@lantern.example` },
  ]);
  await signInToConsole(page, tutor!.username);
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/console\/tutor\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByLabel('Current password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('Console#2027');
  await page.getByLabel('Type the new password again').fill('Console#2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password is changed.' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
