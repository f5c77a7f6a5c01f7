import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bearer, dataOf, endedSession, punchedInNow, tokenFor } from '../../fixtures/api.js';
import { DESKTOP, expectNoSidewaysScroll, PHONE } from '../../fixtures/layout.js';
import { createPeople, STUDENT_TRAITS, tutorTraits } from '../../fixtures/people.js';
import { expectNoSeriousA11yViolations, signIn } from '../../fixtures/web.js';

// A teacher finds one of their students, reads a session the student had with a tutor, and makes a
// group of their students. The journey's tutor teaches Oceanography (subject 28), which no other
// journey asks about, so the student's question reaches her alone; the section is the journey's
// own, so the teacher's students are exactly its two.

const OCEANOGRAPHY = 28;
const QUESTION = 'Why are there two high tides a day?';
const SHOTS = 'artifacts/screens/teacher-students';

let people: { tutor: string; student: string; classmate: string; teacher: string; studentName: string };
test.beforeAll(async ({ request }) => {
  const [tutor, student, classmate, teacher] = createPeople(
    [
      { prefix: 'e2e.ts.tutor', firstName: 'Marina', lastName: 'Quist', ...tutorTraits([OCEANOGRAPHY]) },
      {
        prefix: 'e2e.ts.student',
        firstName: 'Coral',
        lastName: 'Abernathy',
        ...STUDENT_TRAITS,
        sections: [],
      },
      { prefix: 'e2e.ts.classmate', firstName: 'Reef', lastName: 'Bello', ...STUDENT_TRAITS, sections: [] },
      {
        prefix: 'e2e.ts.teacher',
        firstName: 'Tomasz',
        lastName: 'Lind',
        roles: ['teacher'],
        school: 1,
        schools: [1],
      },
    ],
    { sameOnRetry: true },
  );
  people = {
    tutor: tutor!.username,
    student: student!.username,
    classmate: classmate!.username,
    teacher: teacher!.username,
    studentName: `${student!.firstName} ${student!.lastName}`,
  };
  const superuser = bearer(await tokenFor(request, 'superuser'));
  const sections = await dataOf<{ data: { name: string }[] }>(
    await request.get('/api/sections.filter', {
      headers: superuser,
      params: { search: 'Tides club', teacher_id: teacher!.id },
    }),
    'the journey’s section, made on an earlier attempt',
  );
  if (!sections.data.length)
    await dataOf(
      await request.post('/api/sections', {
        headers: superuser,
        data: {
          name: 'Tides club',
          school_id: 1,
          teacher_ids: [teacher!.id],
          student_ids: [student!.id, classmate!.id],
        },
      }),
      'the superuser makes the section',
    );
});

let ended: Promise<number> | null = null;

/** The student's session, once: matched, a message each way, then ended by the student. */
function pastSession(request: APIRequestContext, baseURL: string): Promise<number> {
  ended ??= (async () => {
    const tutor = await punchedInNow(request, people.tutor);
    const studentToken = await tokenFor(request, people.student);
    const id = await endedSession(
      request,
      baseURL,
      { studentToken, tutorToken: tutor.token },
      {
        question: QUESTION,
        subjectId: OCEANOGRAPHY,
        studentSays: 'I thought the moon pulls the water only once.',
        tutorSays: 'The moon pulls the near side; the far side bulges too.',
      },
    );
    return id;
  })();
  return ended;
}

async function shoot(page: Page, name: string): Promise<void> {
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe('a teacher’s students', () => {
  test('should let a teacher find a student, read their session’s transcript and make a group', async ({
    page,
    request,
    baseURL,
  }) => {
    const sessionId = await pastSession(request, baseURL!);
    await page.setViewportSize(DESKTOP);
    await signIn(page, people.teacher);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Students' }).click();
    await expect(page).toHaveURL('/teacher/students');
    await expect(page.getByRole('heading', { level: 1, name: 'Your students' })).toBeVisible();
    await expect(page.getByText('2 students')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'students-desktop');

    // Searching by name narrows the list to the one student.
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('Abernathy');
    await expect(page.getByText('1 student', { exact: true })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: people.studentName });
    // Its session (a retry's student also has the first attempt's).
    await expect(row.getByRole('cell').nth(1)).toHaveText(/^[1-9]$/);
    await row.getByRole('link', { name: people.studentName }).click();

    await expect(page).toHaveURL(/\/teacher\/students\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: people.studentName })).toBeVisible();
    await expect(page.getByText('In your sections: Tides club')).toBeVisible();
    const sessions = page.getByRole('region', { name: 'Tutoring sessions, latest first' });
    await expect(sessions.getByRole('row').filter({ hasText: QUESTION })).toContainText('Oceanography');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'student-desktop');

    await sessions.getByRole('row').filter({ hasText: QUESTION }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/teacher/students/\\d+/sessions/${sessionId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Oceanography session' })).toBeVisible();
    const conversation = page.getByRole('region', { name: 'Conversation' });
    await expect(
      conversation.getByRole('listitem').filter({ hasText: 'pulls the water only once' }),
    ).toContainText(/Coral A\.\s*Student/);
    await expect(
      conversation.getByRole('listitem').filter({ hasText: 'the far side bulges too' }),
    ).toContainText(/Marina Q\.\s*Tutor/);
    // Read-only: nothing to write with.
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'transcript-desktop');
    await page.getByRole('link', { name: `Back to ${people.studentName}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: people.studentName })).toBeVisible();

    // A group: made, refused a second time under the same name (the 422 on the field), filled, deleted.
    const groupName = `Tide watchers ${Date.now().toString(36)}`;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Groups' }).click();
    await expect(page).toHaveURL('/teacher/user-groups');
    await page.getByRole('button', { name: 'New group' }).click();
    const create = page.getByRole('dialog', { name: 'New group' });
    await create.getByRole('textbox', { name: 'Group name' }).fill(groupName);
    await page.keyboard.press('Enter');
    await expect(create).toBeHidden();
    await expect(page.getByRole('status').getByText(`Saved “${groupName}”.`)).toBeVisible();

    await page.getByRole('button', { name: 'New group' }).click();
    await create.getByRole('textbox', { name: 'Group name' }).fill(groupName.toUpperCase());
    await create.getByRole('button', { name: 'Save' }).click();
    await expect(create.getByRole('alert')).toHaveText(
      `you already have a group called “${groupName.toUpperCase()}”`,
    );
    await expect(create.getByRole('textbox', { name: 'Group name' })).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Escape');
    await expect(create).toBeHidden();

    await page.getByRole('button', { name: `Choose the students of ${groupName}` }).click();
    const members = page.getByRole('dialog', { name: `Students of “${groupName}”` });
    await members.getByRole('checkbox', { name: new RegExp(people.studentName) }).check();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'group-members-desktop');
    await members.getByRole('button', { name: 'Save' }).click();
    await expect(members).toBeHidden();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: groupName }) });
    await expect(card).toContainText('1 student');
    await expect(card).toContainText(people.studentName);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'groups-desktop');

    await page.setViewportSize(PHONE);
    await shoot(page, 'groups-phone');
    await page.goto('/teacher/students');
    await expect(page.getByRole('heading', { level: 1, name: 'Your students' })).toBeVisible();
    await shoot(page, 'students-phone');
    await page.setViewportSize(DESKTOP);

    await page.goto('/teacher/user-groups');
    await page.getByRole('button', { name: `Delete ${groupName}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete “${groupName}”?` });
    await confirm.getByRole('button', { name: 'Delete the group' }).click();
    await expect(page.getByRole('status').getByText(`Deleted “${groupName}”.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: groupName })).toHaveCount(0);
  });

  test('should not show another teacher’s student', async ({ page, request }) => {
    const [stranger] = createPeople([
      { prefix: 'e2e.ts.stranger', firstName: 'Lena', roles: ['teacher'], school: 1, schools: [1] },
    ]);
    const studentId = await dataOf<{ data: { id: number }[] }>(
      await request.get('/api/teacher/students', {
        headers: bearer(await tokenFor(request, people.teacher)),
        params: { search: 'Abernathy' },
      }),
      'the teacher’s list',
    );
    await signIn(page, stranger!.username);
    await page.goto(`/teacher/students/${studentId.data[0]!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Not one of your students' })).toBeVisible();
    await expect(page.getByText(people.studentName)).toHaveCount(0);
  });
});
