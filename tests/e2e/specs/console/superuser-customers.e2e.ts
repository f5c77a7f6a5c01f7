import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { linkPath, mailTo } from '../../fixtures/mail.js';
import { signIn } from '../../fixtures/web.js';
import {
  dayField,
  expect,
  expectNoSeriousA11yViolations,
  signInToConsole,
  test,
  typeDay,
} from './console-fixtures.js';

// A superuser onboards a customer from the console: a district, a school in it with a licence, and
// a teacher who gets a set-password e-mail, chooses a password and signs in to the web app.

const SCREENSHOTS = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'artifacts',
  'screenshots',
);
// Each step waits on a lazily loaded screen and a round trip that a busy CI machine makes slow.
const patient = expect.configure({ timeout: 20_000 });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Picks an option of a React Aria select, found by its label (its button ends with it). */
async function choose(scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  // The options open in a popover outside the scope, at the page's end.
  const page = 'keyboard' in scope ? scope : scope.page();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-phone.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-desktop.png`), fullPage: true });
}

test('should let a superuser create a district, a school with a licence and a teacher who then signs in', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const districtName = `Harbour District ${stamp}`;
  const schoolName = `Harbour High ${stamp}`;
  const username = `e2e.teacher.${stamp}`;
  const email = `${username}@lantern.example`;
  await page.setViewportSize(DESKTOP);
  await signInToConsole(page, 'superuser');
  await page.waitForURL(/\/console\/superuser/);
  await page.goto('/console/superuser/customers/schools');
  await patient(page.getByRole('heading', { level: 1, name: 'Districts and schools' })).toBeVisible();

  await page.getByRole('button', { name: 'New district' }).click();
  const districtDialog = page.getByRole('dialog', { name: 'New district' });
  await districtDialog.getByLabel('Name').fill(districtName);
  await districtDialog.getByRole('button', { name: 'Add a contact' }).click();
  await districtDialog.getByLabel('Contact 1: name').fill('Dana Fox');
  await districtDialog.getByLabel('Contact 1: e-mail').fill('dana@harbour.example');
  await districtDialog.getByRole('button', { name: 'Create' }).click();
  await patient(districtDialog).toBeHidden();

  await page.getByRole('button', { name: 'New school' }).click();
  const schoolDialog = page.getByRole('dialog', { name: 'New school' });
  await schoolDialog.getByLabel('Name').fill(schoolName);
  await choose(schoolDialog, 'District', districtName);
  await schoolDialog.getByLabel('Time zone').fill('Mars/Olympus');
  await schoolDialog.getByRole('button', { name: 'Create' }).click();
  // The server's rule, on the field it names.
  await patient(schoolDialog.getByText('must be an IANA time zone', { exact: false })).toBeVisible();
  await schoolDialog.getByLabel('Time zone').fill('America/Vancouver');
  await schoolDialog.getByRole('button', { name: 'Create' }).click();
  await patient(page.getByRole('heading', { level: 1, name: schoolName })).toBeVisible();

  await choose(page, 'Kind', 'Live help');
  await typeDay(page, 'First day', '2026-01-01');
  await typeDay(page, 'Last day', '2099-12-31');
  await page.getByLabel('Seats').fill('30');
  await page.getByRole('button', { name: 'Add licence' }).click();
  await patient(page.getByText('30 seats left (0 of 30 used)')).toBeVisible();
  await patient(page.getByText('Active', { exact: true })).toBeVisible();

  // The licence's dates and seats change in place; the server's date rule names its field.
  await page.getByRole('button', { name: 'Edit the Live help licence' }).click();
  const licenceDialog = page.getByRole('dialog', { name: 'Edit the Live help licence' });
  await typeDay(licenceDialog, 'Last day', '2025-12-31');
  await licenceDialog.getByRole('button', { name: 'Save' }).click();
  await patient(licenceDialog.getByText('must be on or after starts_on')).toBeVisible();
  await expect(dayField(licenceDialog, 'Last day').getByRole('spinbutton').first()).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await typeDay(licenceDialog, 'Last day', '2099-06-30');
  await licenceDialog.getByLabel('Seats').fill('40');
  await expectNoSeriousA11yViolations(page, '.console-dialog');
  await shoot(page, 'console-superuser-licence-edit');
  await licenceDialog.getByRole('button', { name: 'Save' }).click();
  await patient(licenceDialog).toBeHidden();
  await patient(page.getByText('40 seats left (0 of 40 used)')).toBeVisible();
  await expect(page.getByText('2026-01-01 – 2099-06-30')).toBeVisible();
  // Focus went back to the Edit button, low on the page: axe would count the links scrolled under
  // the sticky header as targets too small to press.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'console-superuser-school');

  // A district's own licence is on the district's page, and counts for each of its schools.
  await page.getByRole('link', { name: 'Districts and schools' }).click();
  await page.getByLabel('School name').fill(schoolName);
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('link', { name: districtName }).click();
  await patient(page.getByRole('heading', { level: 1, name: districtName })).toBeVisible();
  await patient(
    page.getByRole('heading', { name: 'No licence held by the district yet', exact: false }),
  ).toBeVisible();
  await choose(page, 'Kind', 'Reading');
  await typeDay(page, 'First day', '2026-01-01');
  await typeDay(page, 'Last day', '2099-12-31');
  await page.getByLabel('Seats').fill('500');
  await page.getByRole('button', { name: 'Add licence' }).click();
  const districtLicences = page.getByRole('table', {
    name: 'Licences of this district, for all its schools',
  });
  await patient(districtLicences.getByText('500 seats left (0 of 500 used)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'console-superuser-district');
  await page.goBack();
  await page.goBack();
  await patient(page.getByRole('heading', { level: 1, name: schoolName })).toBeVisible();
  await patient(page.getByRole('row', { name: /Reading The district/ })).toBeVisible();

  await page.getByRole('link', { name: 'People' }).click();
  await patient(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await page.getByRole('button', { name: 'New person' }).click();
  const personDialog = page.getByRole('dialog', { name: 'New person' });
  await personDialog.getByLabel('First name').fill('Rowan');
  await personDialog.getByLabel('Last name').fill(`Hale ${stamp}`);
  await personDialog.getByLabel('Username').fill(username);
  await personDialog.getByLabel('E-mail address').fill(email);
  await choose(personDialog, 'Role', 'Teacher');
  await personDialog.getByLabel('Find a school').fill(schoolName);
  await patient(async () => {
    await choose(personDialog, 'School', schoolName);
  }).toPass();
  await personDialog.getByRole('button', { name: 'Create' }).click();
  await patient(personDialog).toBeHidden();
  await page.getByLabel('Name, username or e-mail').fill(username);
  await page.getByRole('button', { name: 'Filter' }).click();
  await patient(page.getByRole('cell', { name: username })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'console-superuser-people');

  const teacher = await browser.newContext();
  const teacherPage = await teacher.newPage();
  await teacherPage.goto(linkPath(await mailTo(email, /Set your Lantern password/), '/password/reset/'));
  await teacherPage.getByLabel('New password', { exact: true }).fill('Harbour#2027');
  await teacherPage.getByLabel('Type the new password again').fill('Harbour#2027');
  await teacherPage.getByRole('button', { name: 'Save new password' }).click();
  await patient(
    teacherPage.getByRole('status').filter({ hasText: 'Your new password is saved' }),
  ).toBeVisible();
  await signIn(teacherPage, username, 'Harbour#2027');
  // A new person agrees to the code of conduct before anything else.
  await teacherPage.getByRole('checkbox', { name: /I have read the code of conduct/ }).check();
  await teacherPage.getByRole('button', { name: 'I Agree' }).click();
  await teacherPage.waitForURL((url) => url.pathname.startsWith('/teacher'));
  await teacher.close();

  // The person's own page: who they are, and what was done to them.
  const fullName = `Rowan Hale ${stamp}`;
  await page.getByRole('link', { name: fullName }).click();
  await patient(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  await expect(page.getByText(username, { exact: true })).toBeVisible();
  await expect(page.getByText('Chosen by them')).toBeVisible();
  // They signed in just now, so the page says when rather than never.
  await expect(page.getByText('Last sign-in')).toBeVisible();
  await expect(page.getByText('Never signed in')).toHaveCount(0);
  const history = page.getByRole('table', { name: `Changes made to ${fullName}` });
  await patient(history.getByText('Person created', { exact: true })).toBeVisible();

  // Deactivating asks first, saying what it does; Escape gives the safe answer.
  await page.getByRole('button', { name: `Deactivate ${fullName}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Deactivate ${fullName}?` });
  await expect(confirm).toContainText('signed out everywhere at once');
  await expect(confirm).toContainText('Nothing of theirs is deleted');
  await expectNoSeriousA11yViolations(page, '.console-dialog');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: `Deactivate ${fullName}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await confirm.getByRole('button', { name: 'Deactivate and sign out' }).click();
  await patient(page.getByRole('button', { name: `Reactivate ${fullName}` })).toBeVisible();
  await expect(page.getByText('Deactivated', { exact: true })).toBeVisible();
  await patient(history.getByText('Person deactivated', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'console-superuser-person');
  await page.getByRole('button', { name: `Reactivate ${fullName}` }).click();
  await patient(page.getByRole('button', { name: `Deactivate ${fullName}` })).toBeVisible();
  await patient(history.getByText('Person reactivated', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Audit trail' }).click();
  await patient(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  await patient(page.getByText(`name: — → "${schoolName}"`)).toBeVisible();
  await shoot(page, 'console-superuser-audit');
});
