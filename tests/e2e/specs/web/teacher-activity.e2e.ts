import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bearer, dataOf, endedSession, punchedInNow, tokenFor } from '../../fixtures/api.js';
import { DESKTOP, expectNoSidewaysScroll, PHONE } from '../../fixtures/layout.js';
import { createPeople, STUDENT_TRAITS, tutorTraits } from '../../fixtures/people.js';
import { typeDay } from '../../fixtures/shared.js';
import { expectNoSeriousA11yViolations, signIn } from '../../fixtures/web.js';

// A teacher reads the summary Lantern wrote of a student's session, sees their students' activity
// over the last month (and exports it as CSV), and invites by e-mail a classmate who never used Lantern. The journey's
// tutor teaches Meteorology (subject 33), which no other journey asks about, so the question
// reaches her alone; the section and its students are new on every attempt.

const METEOROLOGY = 33;
const QUESTION = 'Why do thunderstorms happen in the afternoon?';
const SHOTS = 'artifacts/screens/teacher-activity';

let people: {
  tutor: string;
  student: string;
  teacher: string;
  studentId: number;
  idleName: string;
  studentName: string;
};
test.beforeAll(async ({ request }) => {
  const [tutor] = createPeople(
    [{ prefix: 'e2e.ta.tutor', firstName: 'Nimbus', lastName: 'Ortega', ...tutorTraits([METEOROLOGY]) }],
    { sameOnRetry: true },
  );
  const [student, idle, teacher] = createPeople([
    { prefix: 'e2e.ta.student', firstName: 'Stormy', ...STUDENT_TRAITS, sections: [] },
    {
      prefix: 'e2e.ta.idle',
      firstName: 'Idris',
      ...STUDENT_TRAITS,
      sections: [],
      email: `idle.${Date.now().toString(36)}@lantern.example`,
    },
    { prefix: 'e2e.ta.teacher', firstName: 'Wendy', roles: ['teacher'], school: 1, schools: [1] },
  ]);
  people = {
    tutor: tutor!.username,
    student: student!.username,
    teacher: teacher!.username,
    studentId: student!.id,
    studentName: `${student!.firstName} ${student!.lastName}`,
    idleName: `${idle!.firstName} ${idle!.lastName}`,
  };
  await dataOf(
    await request.post('/api/sections', {
      headers: bearer(await tokenFor(request, 'superuser')),
      data: {
        name: `Weather club ${Date.now().toString(36)}`,
        school_id: 1,
        teacher_ids: [teacher!.id],
        student_ids: [student!.id, idle!.id],
      },
    }),
    'the superuser makes the section',
  );
});

/** The student's session: matched, a message each way, ended by the student; then its summary is written. */
async function summarisedSession(request: APIRequestContext, baseURL: string): Promise<number> {
  const tutor = await punchedInNow(request, people.tutor);
  const studentToken = await tokenFor(request, people.student);
  const id = await endedSession(
    request,
    baseURL,
    { studentToken, tutorToken: tutor.token },
    {
      question: QUESTION,
      subjectId: METEOROLOGY,
      // The fake AI provider fails any request holding this marker: the summary is Lantern's own.
      studentSays: 'Is it because the ground gets hot? (the model is down)',
      tutorSays: 'Yes: the sun heats the ground, warm air rises and builds clouds by afternoon.',
    },
  );
  // The summary job sweeps ended sessions every minute.
  const teacher = bearer(await tokenFor(request, people.teacher));
  await expect
    .poll(
      async () => {
        const detail = await dataOf<{ sessions: { id: number; summary: unknown }[] }>(
          await request.get(`/api/teacher/students/${people.studentId}`, { headers: teacher }),
          'the student’s page',
        );
        return detail.sessions.find((session) => session.id === id)?.summary ?? null;
      },
      { timeout: 150_000, intervals: [2000] },
    )
    .not.toBeNull();
  return id;
}

async function shoot(page: Page, name: string): Promise<void> {
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe('a teacher’s view of their students’ use of Lantern', () => {
  test.setTimeout(300_000);

  test('should show a session’s summary, the activity over time, and invite a student who never used Lantern', async ({
    page,
    request,
    baseURL,
  }) => {
    const sessionId = await summarisedSession(request, baseURL!);
    await page.setViewportSize(DESKTOP);
    await signIn(page, people.teacher);

    // The student's page: the session's summary in its row.
    await page.goto(`/teacher/students/${people.studentId}`);
    const sessions = page.getByRole('region', { name: 'Tutoring sessions, latest first' });
    const row = sessions.getByRole('row').filter({ hasText: QUESTION });
    await expect(row).toContainText('The student ended the session.');
    await expect(row).toContainText('Summary picked out of the session by Lantern');
    await row.getByText('1 key exchange').click();
    await expect(row).toContainText('warm air rises and builds clouds');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'student-summary-desktop');
    await row.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/sessions/${sessionId}$`));
    const summary = page.getByRole('region', { name: 'Summary of the session' });
    await expect(summary.getByRole('heading', { name: '1 key exchange' })).toBeVisible();
    await expect(summary).toContainText('Is it because the ground gets hot?');
    await expectNoSeriousA11yViolations(page);

    // Activity over the last month: the session is counted, in the chart's table too.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
    await expect(page).toHaveURL('/teacher/activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Chart of 1 sessions and 0 essays/ })).toBeVisible();
    await expect(page.getByText('1 of 2')).toBeVisible();
    const table = page.getByRole('table', { name: 'Sessions and essays per period' });
    // One period holds the session; a narrow table names each cell by its column.
    await expect(table.getByRole('cell', { name: /^(Tutoring sessions )?1$/ })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'activity-desktop');

    // The same numbers as a CSV file, as the dashboard's widgets export theirs: headed in the
    // reader's language, a line per period, the session's period holding it.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV: Activity' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^lantern-activity-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = (await readFile(await file.path(), 'utf8')).trim().split('\r\n');
    expect(header).toBe('Period,Tutoring sessions,Essays');
    expect(lines.length).toBeGreaterThan(27);
    expect(lines.filter((line) => /^\d{4}-\d{2}-\d{2},1,0$/.test(line))).toHaveLength(1);
    expect(lines.filter((line) => !/,0,0$/.test(line))).toHaveLength(1);

    // A range backwards is said on the field, and asks nothing.
    await typeDay(page, 'From', '2099-01-01');
    await expect(page.getByRole('alert')).toHaveText('The start date must not be after the end date.');

    // The classmate who never used Lantern, invited by e-mail once.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Students' }).click();
    await page.getByRole('link', { name: 'Never used Lantern' }).click();
    await expect(page).toHaveURL('/teacher/students/never-used');
    await expect(page.getByText('1 student never used Lantern.')).toBeVisible();
    const idle = page.getByRole('row').filter({ hasText: people.idleName });
    await expect(page.getByRole('row').filter({ hasText: people.studentName })).toHaveCount(0);
    await idle.getByRole('button', { name: `Invite ${people.idleName} by e-mail` }).click();
    await expect(idle.getByRole('status')).toContainText(`Invitation sent to ${people.idleName}.`);
    await expect(idle.getByRole('button')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'never-used-desktop');

    // The same screens at phone size.
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(idle).toContainText('Invited');
    await shoot(page, 'never-used-phone');
    await page.goto('/teacher/activity');
    await expect(page.getByRole('img', { name: /Chart of 1 sessions/ })).toBeVisible();
    await shoot(page, 'activity-phone');
    await page.goto(`/teacher/students/${people.studentId}/sessions/${sessionId}`);
    await expect(page.getByRole('region', { name: 'Summary of the session' })).toBeVisible();
    await shoot(page, 'transcript-summary-phone');
  });
});
