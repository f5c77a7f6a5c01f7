import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { createPeople } from '../../fixtures/people.js';
import { signIn } from '../../fixtures/web.js';
import { expect, expectNoSeriousA11yViolations, signInToConsole, test } from './console-fixtures.js';

// A superuser makes a section by hand on a school's page, with a teacher and students of the
// school found by name, takes one student out again, and the teacher then signs in to the web app
// and finds the section with exactly its students; the students find it (or not) in their settings.

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
// The demo world's Maplewood High School.
const SCHOOL = 1;

/** `fullPage` false for a dialog: a whole-page picture would show the page scrolled under it. */
async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-phone.png`), fullPage });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-desktop.png`), fullPage });
}

test('should let a superuser make a section with a teacher and students, whom the teacher then sees', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const [teacher, stays, leaves] = createPeople([
    {
      prefix: 'sections.teacher',
      firstName: 'Imogen',
      roles: ['teacher'],
      school: SCHOOL,
      schools: [SCHOOL],
    },
    { prefix: 'sections.student', firstName: 'Oskar', roles: ['student'], school: SCHOOL, grade: 9 },
    { prefix: 'sections.student', firstName: 'Wren', roles: ['student'], school: SCHOOL, grade: 9 },
  ]);
  const sectionName = `Robotics ${Date.now().toString(36)}`;
  const name = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

  await page.setViewportSize(DESKTOP);
  await signInToConsole(page, 'superuser');
  await page.waitForURL(/\/console\/superuser/);
  await page.goto(`/console/superuser/customers/schools/${SCHOOL}`);
  const panel = page.getByRole('region', { name: 'Sections' });
  await patient(panel.getByRole('table')).toBeVisible();

  await panel.getByRole('button', { name: 'New section' }).click();
  const dialog = page.getByRole('dialog', { name: 'New section' });
  await dialog.getByLabel('Name').fill(sectionName);
  await dialog.getByLabel('Course', { exact: true }).fill('Engineering');
  await dialog.getByRole('checkbox', { name: 'Math', exact: true }).check();
  await dialog.getByLabel('Find a teacher of the school').fill(teacher!.lastName);
  await patient(dialog.getByRole('button', { name: `Add ${name(teacher!)}` })).toBeVisible();
  await dialog.getByRole('button', { name: `Add ${name(teacher!)}` }).click();
  for (const student of [stays!, leaves!]) {
    await dialog.getByLabel('Find a student of the school').fill(student.lastName);
    await patient(dialog.getByRole('button', { name: `Add ${name(student)}` })).toBeVisible();
    await dialog.getByRole('button', { name: `Add ${name(student)}` }).click();
  }
  await expect(dialog.getByRole('group', { name: 'Students (2)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'console-superuser-section-dialog', false);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await patient(dialog).toBeHidden();

  await panel.getByLabel('Name or course').fill(sectionName);
  await panel.getByRole('button', { name: 'Filter' }).click();
  const row = panel.getByRole('row', { name: new RegExp(sectionName) });
  await patient(row).toContainText('Engineering (Math)');
  await expect(row).toContainText(name(teacher!));
  await expect(row).toContainText('Made here');
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();

  // One student leaves the section again.
  await row.getByRole('button', { name: `Edit ${sectionName}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${sectionName}` });
  await patient(edit.getByRole('button', { name: `Remove ${name(leaves!)}` })).toBeVisible();
  await edit.getByRole('button', { name: `Remove ${name(leaves!)}` }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await patient(edit).toBeHidden();
  await patient(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'console-superuser-sections');

  const teacherContext = await browser.newContext();
  const web = await teacherContext.newPage();
  await web.setViewportSize(DESKTOP);
  await signIn(web, teacher!.username);
  await web.waitForURL((url) => url.pathname.startsWith('/teacher'));
  await patient(web.getByRole('link', { name: sectionName })).toBeVisible();
  await web.getByRole('link', { name: sectionName }).click();
  await patient(web.getByRole('heading', { level: 1, name: sectionName })).toBeVisible();
  await patient(web.getByRole('rowheader', { name: name(stays!) })).toBeVisible();
  await expect(web.getByText(leaves!.lastName)).toHaveCount(0);
  await expectNoSeriousA11yViolations(web);
  await shoot(web, 'web-teacher-hand-made-section');
  await teacherContext.close();

  // The student who stayed finds it among their classes in settings; the one who left does not.
  for (const [student, listed] of [
    [stays!, 1],
    [leaves!, 0],
  ] as const) {
    const context = await browser.newContext();
    const studentPage = await context.newPage();
    await signIn(studentPage, student.username);
    await studentPage.goto('/student/settings?tab=sections');
    await patient(studentPage.getByRole('heading', { name: 'Your classes' })).toBeVisible();
    await expect(studentPage.getByRole('listitem').filter({ hasText: sectionName })).toHaveCount(listed);
    await context.close();
  }

  await page.getByRole('link', { name: 'Audit trail' }).click();
  await patient(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  await patient(page.getByText(`name: — → "${sectionName}"`)).toBeVisible();
});
