import type { Page } from '@playwright/test';
import { bearer, dataOf, endOpenSessions, openSocket, punchedInNow, tokenFor } from '../../fixtures/api.js';
import { createPeople, journeyStudent, tutorTraits } from '../../fixtures/people.js';
import { expect, expectNoSeriousA11yViolations, signInToConsole, test } from './console-fixtures.js';

// Three people at once. The journey's own Rio teaches Astronomy, which no other journey asks about
// and no demo tutor teaches, so the question of the journey's own Noa reaches him alone. The
// journey's own manager, Dana, opens their chat from the live tutors list, reads it as it goes on
// and can change nothing; Rio is told Dana is watching until she leaves.

const ASTRONOMY = 14;
let TUTOR = '';
let MANAGER = '';
let STUDENT = '';
// The same people on a retry: a tutor the failed attempt left on shift is this one, not a rival.
test.beforeAll(() => {
  [TUTOR, MANAGER] = createPeople(
    [
      { prefix: 'e2e.observe.rio', firstName: 'Rio', lastName: 'Okafor', ...tutorTraits([ASTRONOMY]) },
      { prefix: 'e2e.observe.dana', firstName: 'Dana', lastName: 'Whitfield', roles: ['tutor-manager'] },
    ],
    { sameOnRetry: true },
  ).map((person) => person.username) as [string, string];
  STUDENT = journeyStudent('e2e.observe.noa', 'Noa', 'Lindqvist');
});

const QUESTION = 'Why is the sky dark at night if there are so many stars?';

async function openClassroom(page: Page): Promise<void> {
  await signInToConsole(page, TUTOR);
  await expect(page).toHaveURL(/\/console\/tutor$/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Classroom/ })
    .click();
  await expect(page.getByRole('main')).toContainText('Taking new students');
}

test.describe('a manager observing a live session', () => {
  test.describe.configure({ timeout: 120_000 });

  test('should open the chat read-only from the live tutors list, follow it live, and tell the tutor until she leaves', async ({
    browser,
    request,
    baseURL,
  }) => {
    await punchedInNow(request, TUTOR);
    await endOpenSessions(request, STUDENT);
    const [tutorContext, managerContext] = await Promise.all([browser.newContext(), browser.newContext()]);
    const [tutor, manager] = (await Promise.all([tutorContext.newPage(), managerContext.newPage()])) as [
      Page,
      Page,
    ];
    await openClassroom(tutor);

    const studentToken = await tokenFor(request, STUDENT);
    const asked = await dataOf<{ id: number; status: string }>(
      await request.post('/api/sessions', {
        headers: bearer(studentToken),
        data: { chat_type: 'tutor', question: QUESTION, subject_id: ASTRONOMY },
      }),
      'the student asks',
    );
    expect(asked.status).toBe('matched');
    const student = await openSocket(baseURL!, studentToken);
    const say = async (text: string) => {
      const answer = (await student.timeout(5000).emitWithAck('classroom.message.send', {
        session_id: asked.id,
        client_id: crypto.randomUUID(),
        text,
      })) as { ok: boolean };
      expect(answer.ok, `the student says "${text}"`).toBe(true);
    };
    await say('I thought all that starlight would fill the sky.');
    await expect(tutor.getByRole('tab', { name: /^Noa Lindqvist/ })).toBeVisible();
    const tutorLog = tutor.getByRole('log', { name: 'Conversation with Noa' });
    await expect(tutorLog).toContainText('I thought all that starlight would fill the sky.');

    // The manager finds the session under its tutor in the live tutors list, and opens it by keyboard.
    await signInToConsole(manager, MANAGER);
    await expect(manager).toHaveURL(/\/console\/tutor-manager\/services\/summary$/);
    const liveTutors = manager.getByRole('table', { name: 'Live tutors' });
    const rioRow = liveTutors.getByRole('row').filter({ hasText: 'Rio Okafor' });
    const observe = rioRow.getByRole('link', { name: 'Observe Noa Lindqvist’s session' });
    await expect(observe).toBeVisible();
    await expect(rioRow).toContainText('Astronomy');
    await observe.focus();
    await manager.keyboard.press('Enter');
    await expect(manager).toHaveURL(new RegExp(`/services/summary/observe/${asked.id}$`));
    await expect(
      manager.getByRole('heading', { level: 1, name: 'Noa Lindqvist with Rio Okafor' }),
    ).toBeVisible();
    const watched = manager.getByRole('log', { name: 'Conversation between Noa and Rio' });
    await expect(watched).toContainText(QUESTION);
    await expect(watched).toContainText('I thought all that starlight would fill the sky.');
    await expect(manager.getByText('Read-only: you can neither write nor draw.')).toBeVisible();
    // Nothing to write with, draw with, end or hand on.
    await expect(manager.getByRole('textbox')).toHaveCount(0);
    for (const action of [/End session/, /Hand off/, /Clear/, /Send/, /Bookmark/, /Add a reaction/])
      await expect(manager.getByRole('button', { name: action })).toHaveCount(0);
    await expect(manager.getByRole('img', { name: 'Whiteboard: empty' })).toBeVisible();

    // The tutor is told who watches; the chat in the list says so too.
    await expect(
      tutor.getByRole('status').filter({ hasText: 'A manager is observing: Dana Whitfield' }),
    ).toBeVisible();
    await expect(tutor.getByRole('tab', { name: /^Noa Lindqvist/ })).toContainText('Observed');

    // What is said from now on reaches the manager as it is said, from either side.
    await say('So where does the light go?');
    await expect(watched).toContainText('So where does the light go?');
    const reply = tutor.getByRole('textbox', { name: 'Reply to Noa' });
    await reply.fill('Great question: the universe is expanding, and it has an age.');
    await reply.press('Enter');
    await expect(
      watched.getByRole('listitem').filter({ hasText: 'the universe is expanding' }),
    ).toContainText('Rio');
    await expectNoSeriousA11yViolations(manager);

    // Leaving stops the observation: the tutor's notice goes.
    await manager.getByRole('link', { name: 'Stop observing' }).click();
    await expect(manager).toHaveURL(/\/services\/summary$/);
    await expect(tutor.getByText('A manager is observing')).toHaveCount(0);
    await expect(tutor.getByRole('tab', { name: /^Noa Lindqvist/ })).not.toContainText('Observed');

    // Back on the session, then gone without leaving (the window closed): the notice goes too.
    await manager.goBack();
    await expect(watched).toContainText('the universe is expanding');
    await expect(tutor.getByText('A manager is observing: Dana Whitfield')).toBeVisible();
    await managerContext.close();
    await expect(tutor.getByText('A manager is observing')).toHaveCount(0);

    student.close();
    await request.post(`/api/sessions/${asked.id}/end`, { headers: bearer(studentToken) });
    await tutorContext.close();
  });
});
