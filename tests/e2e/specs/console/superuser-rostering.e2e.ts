import { rosterFiles, smallDistrict, zipOf } from '../../../../api/test/oneroster-fixtures.js';
import { createPeople, setPassword } from '../../fixtures/people.js';
import { signIn } from '../../fixtures/web.js';
import { expect, expectNoSeriousA11yViolations, signInToConsole, test } from './console-fixtures.js';

test.describe('importing a district’s roster', () => {
  test('should show the refused row, take the fixed export, and let the teacher in it see their class', async ({
    browser,
    page,
  }) => {
    test.setTimeout(180_000);
    const [superuser] = createPeople([
      { prefix: 'roster.superuser', firstName: 'Rosa', roles: ['superuser'] },
    ]);
    const prefix = `e2e${Date.now().toString(36)}`;
    const district = smallDistrict(prefix);
    const maya = district.people.find((person) => person.givenName === 'Maya')!;
    const broken = rosterFiles(district);
    broken['users.csv'] = broken['users.csv']!.replace(maya.email!, 'maya-at-home');

    await signInToConsole(page, superuser!.username);
    await expect(page).toHaveURL(/\/console\/superuser$/);
    await page.getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('link', { name: 'Roster imports' }).click();
    await expect(page).toHaveURL(/\/console\/superuser\/customers\/rostering$/);
    const upload = async (name: string, zip: Buffer) => {
      await page.getByLabel('Export (ZIP)').setInputFiles({ name, mimeType: 'application/zip', buffer: zip });
      await page.getByRole('button', { name: 'Read the export' }).click();
    };

    // The preview: nothing written yet, one person refused with the reason on their line.
    await upload(`${prefix}-broken.zip`, zipOf(broken));
    const changes = page.getByRole('table', { name: 'What applying it changes' });
    await expect(changes.getByRole('row', { name: /People/ })).toContainText('5');
    const refused = page.getByRole('region', { name: /refused row/ });
    await expect(refused).toContainText('users.csv');
    await expect(refused.getByRole('row', { name: /email/ })).toContainText(
      'email “maya-at-home” is not an e-mail address',
    );
    await expect(refused.getByRole('row', { name: /roles\.csv/ })).toContainText('which was refused');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByText('Applied on')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('table', { name: 'What applying it changed' })).toBeVisible();

    // The fixed export: Maya arrives, everyone else is as they were, nothing is refused.
    await upload(`${prefix}-fixed.zip`, zipOf(rosterFiles(district)));
    const people = changes.getByRole('row', { name: /People/ });
    await expect(people.getByRole('cell').nth(0)).toHaveText('1');
    await expect(people.getByRole('cell').nth(3)).toHaveText('5');
    await expect(page.getByText('No row was refused.')).toBeVisible();
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByText('Applied on')).toBeVisible({ timeout: 60_000 });
    const recent = page.getByRole('table', { name: 'The latest imports, newest first' });
    await expect(recent.getByRole('row', { name: new RegExp(`${prefix}-fixed`) })).toContainText('Applied');
    await expect(recent.getByRole('row', { name: new RegExp(`${prefix}-broken`) })).toContainText('Applied');

    // The teacher the roster made signs in (a password given for them) and sees their class.
    const teacher = district.people.find((person) => person.role === 'teacher')!;
    setPassword([teacher.username]);
    const teacherContext = await browser.newContext();
    const teacherPage = await teacherContext.newPage();
    await signIn(teacherPage, teacher.username);
    await teacherPage.getByRole('checkbox', { name: /I have read the code of conduct/ }).check();
    await teacherPage.getByRole('button', { name: 'I Agree' }).click();
    await expect(teacherPage).toHaveURL(/\/teacher\/dashboard$/);
    await expect(teacherPage.getByRole('heading', { name: 'Good to see you, Ada' })).toBeVisible();
    const sections = teacherPage.getByRole('table', { name: 'Students in each of your sections' });
    await expect(sections.getByRole('row', { name: /Algebra I - Period 1/ })).toContainText('3');
    // Opening the class lists its students by name: Maya, whose row was fixed, among them.
    await sections.getByRole('link', { name: 'Algebra I - Period 1' }).click();
    await expect(teacherPage.getByRole('heading', { level: 1, name: 'Algebra I - Period 1' })).toBeVisible();
    for (const student of ['Maya Okafor', 'Noah Reyes', 'Lena Fischer'])
      await expect(teacherPage.getByRole('rowheader', { name: student })).toBeVisible();
    // Omar takes Biology only.
    await expect(teacherPage.getByText('Omar Haddad')).toHaveCount(0);
    await teacherContext.close();
  });
});
