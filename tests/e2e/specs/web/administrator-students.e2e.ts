import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { endedSession, punchedInNow, tokenFor } from '../../fixtures/api.js';
import { DESKTOP, expectNoSidewaysScroll, PHONE } from '../../fixtures/layout.js';
import { createPeople, STUDENT_TRAITS, tutorTraits } from '../../fixtures/people.js';
import { expectNoSeriousA11yViolations, signIn } from '../../fixtures/web.js';

// An administrator of the demo world's first school finds one of its students in student analytics,
// sorts and exports the table, then reads the student's session with a tutor. The journey's tutor
// teaches Glaciology (subject 36), which no other journey asks about, so the question reaches her
// alone; the student sits in no section, so no teacher journey counts them.

const GLACIOLOGY = 36;
const QUESTION = 'Why do glaciers look blue?';
const SHOTS = 'artifacts/screens/administrator-students';

let people: { tutor: string; student: string; admin: string; otherAdmin: string; manager: string };
let studentName: string;
let lastName: string;
test.beforeAll(() => {
  const [tutor, student] = createPeople(
    [
      { prefix: 'e2e.as.tutor', firstName: 'Sigrun', lastName: 'Berg', ...tutorTraits([GLACIOLOGY]) },
      {
        prefix: 'e2e.as.student',
        firstName: 'Nils',
        lastName: 'Halvorsen',
        ...STUDENT_TRAITS,
        sections: [],
      },
    ],
    { sameOnRetry: true },
  );
  const [admin, otherAdmin, manager] = createPeople([
    { prefix: 'e2e.as.admin', firstName: 'Greta', roles: ['administrator'], school: 1, schools: [1] },
    { prefix: 'e2e.as.other', firstName: 'Omar', roles: ['administrator'], school: 2, schools: [2] },
    { prefix: 'e2e.as.manager', firstName: 'Dana', roles: ['district-manager'], district: 1 },
  ]);
  people = {
    tutor: tutor!.username,
    student: student!.username,
    admin: admin!.username,
    otherAdmin: otherAdmin!.username,
    manager: manager!.username,
  };
  lastName = student!.lastName;
  studentName = `${student!.firstName} ${student!.lastName}`;
});

let ended: Promise<number> | null = null;

/** The student's session, once: matched, a message each way, then ended by the student. */
function pastSession(request: APIRequestContext, baseURL: string): Promise<number> {
  ended ??= (async () => {
    const tutor = await punchedInNow(request, people.tutor);
    return endedSession(
      request,
      baseURL,
      { studentToken: await tokenFor(request, people.student), tutorToken: tutor.token },
      {
        question: QUESTION,
        subjectId: GLACIOLOGY,
        studentSays: 'Is the ice painted blue somehow?',
        tutorSays: 'Thick ice absorbs red light, so the blue is what comes back.',
      },
    );
  })();
  return ended;
}

async function shoot(page: Page, name: string): Promise<void> {
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe('an administrator’s students', () => {
  test('should filter and sort student analytics, export it as CSV and open a student’s transcript', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const sessionId = await pastSession(request, baseURL!);
    await page.setViewportSize(DESKTOP);
    await signIn(page, people.admin);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Students' }).click();
    await expect(page).toHaveURL('/administrator/students');
    await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(lastName);
    await expect(page.getByRole('row').filter({ hasText: studentName })).toContainText(
      'Maplewood High School',
    );
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'students-1280');

    // Analytics: the name filter goes to the address, so a reload keeps the view.
    await page.getByRole('link', { name: 'Analytics' }).click();
    await expect(page).toHaveURL('/administrator/students/analytics');
    const filters = page.getByRole('form', { name: 'Student analytics filters' });
    await filters.getByLabel('Student name').fill(lastName);
    await filters.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${lastName}`));
    const table = page.getByRole('grid');
    const row = table.getByRole('row').filter({ hasText: studentName });
    await expect(row).toContainText('Maplewood High School');
    await expect(row.getByRole('gridcell').nth(2)).toHaveText(/^[1-9]$/);

    // Sorting by a column header: most sessions first, in the address.
    await table.getByRole('columnheader', { name: 'Sessions' }).click();
    await expect(page).toHaveURL(/sort=sessions&dir=desc/);
    await expect(table.getByRole('columnheader', { name: 'Sessions' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // And from the keyboard: along the header row with the arrows, Enter sorts.
    await table.getByRole('columnheader', { name: 'Sessions' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=last_activity&dir=desc/);
    await expect(table.getByRole('columnheader', { name: 'Last activity' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await page.reload();
    await expect(filters.getByLabel('Student name')).toHaveValue(lastName);
    await expect(page.getByRole('grid').getByRole('row').filter({ hasText: studentName })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'analytics-1280');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^lantern-students-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = (await readFile(await file.path(), 'utf8')).trim().split('\r\n');
    expect(header).toBe(
      'student_id,first_name,last_name,username,school,grade,sessions,essays,last_activity',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^\\d+,Nils,${lastName},${people.student},Maplewood High School,`));

    // The student's page and the session's transcript, read-only.
    await page.getByRole('grid').getByRole('link', { name: studentName }).click();
    await expect(page).toHaveURL(/\/administrator\/students\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: studentName })).toBeVisible();
    const sessions = page.getByRole('region', { name: 'Tutoring sessions, latest first' });
    await expect(sessions.getByRole('row').filter({ hasText: QUESTION })).toContainText('Glaciology');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'student-1280');
    await sessions.getByRole('row').filter({ hasText: QUESTION }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/administrator/students/\\d+/sessions/${sessionId}$`));
    const conversation = page.getByRole('region', { name: 'Conversation' });
    await expect(conversation.getByRole('listitem').filter({ hasText: 'painted blue' })).toContainText(
      /Nils H\.\s*Student/,
    );
    await expect(conversation.getByRole('listitem').filter({ hasText: 'absorbs red light' })).toContainText(
      /Sigrun B\.\s*Tutor/,
    );
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'transcript-1280');

    await page.setViewportSize(PHONE);
    await page.goto(`/administrator/students/analytics?q=${lastName}`);
    await expect(page.getByRole('grid').getByRole('row').filter({ hasText: studentName })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'analytics-390');
  });

  test('should show a district manager the district’s students, and hide them from another school’s administrator', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    await pastSession(request, baseURL!);
    await page.setViewportSize(DESKTOP);
    await signIn(page, people.manager);
    await page.goto(`/district-manager/students/analytics?q=${lastName}`);
    const link = page.getByRole('grid').getByRole('link', { name: studentName });
    await expect(link).toBeVisible();
    const studentPath = new URL((await link.getAttribute('href'))!, baseURL).pathname;
    await page.goto('/district-manager/students');
    // A district manager lists every school of the district at once.
    await expect(page.getByLabel('School')).toHaveValue('');
    await expect(page.getByRole('option', { name: 'All schools' })).toHaveCount(1);

    // Another school's administrator, in a browser of their own.
    const other = await browser.newContext({ baseURL: baseURL!, viewport: DESKTOP });
    const theirs = await other.newPage();
    await signIn(theirs, people.otherAdmin);
    await theirs.goto(studentPath.replace('/district-manager/', '/administrator/'));
    await expect(theirs.getByRole('heading', { level: 1, name: 'Not one of your students' })).toBeVisible();
    await expect(theirs.getByText('This student is not in any of your schools.')).toBeVisible();
    await theirs.goto(`/administrator/students/analytics?q=${lastName}`);
    await expect(
      theirs.getByRole('heading', { level: 2, name: 'No students match these filters' }),
    ).toBeVisible();
    await other.close();
  });
});
