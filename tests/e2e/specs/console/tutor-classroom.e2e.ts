import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { signIn } from '../../fixtures/web.js';
import {
  clickDesktopNotification,
  desktopAlerts,
  expect,
  expectNoSeriousA11yViolations,
  recordDesktopAlerts,
  signInToConsole,
  test,
} from './console-fixtures.js';
import { bearer, dataOf, tokenFor } from '../../fixtures/api.js';
import { createPeople, tutorTraits } from '../../fixtures/people.js';

// Two people at once: a student in the web app asks about Computer Science, and the journey's own
// Kai (the one Computer Science tutor who goes on shift in these tests, so the question reaches
// him and nobody else) punches in to a tutoring segment a manager scheduled from two minutes ago,
// lands in the classroom, gets the student with a notification and a chime, and they chat. The
// student writes through the socket as the web classroom does. She is `ella.garcia`, a demo
// classmate with a month of sessions behind her (her record's pages), whom no other journey asks as.

const COMPUTER_SCIENCE = 6;
const STUDENT = 'ella.garcia';
let TUTOR = '';
// The same tutor on a retry: one the failed attempt left on shift is this one, not a rival.
test.beforeAll(() => {
  [TUTOR] = createPeople(
    [
      {
        prefix: 'e2e.classroom.kai',
        firstName: 'Kai',
        lastName: 'Tamura',
        ...tutorTraits([COMPUTER_SCIENCE]),
      },
    ],
    { sameOnRetry: true },
  ).map((person) => person.username) as [string];
});
const MINUTE = 60;
const NEW_STUDENT = 'New student: Ella — Computer Science';
/** The `message` chime's one note (desktop/src/common/chime.ts). */
const MESSAGE_CHIME_HZ = 1046.5;

/**
 * A manager gives the tutor one tutoring segment from two minutes ago to an hour ahead: a punch
 * window open now, and students from the moment he punches in. The student's open session from
 * another journey is ended first.
 */
async function prepareWorld(request: APIRequestContext): Promise<void> {
  const manager = bearer(await tokenFor(request, 'manager'));
  const tutor = await dataOf<{ id: number }>(
    await request.get('/api/me', { headers: bearer(await tokenFor(request, TUTOR)) }),
    'who the tutor is',
  );
  const now = Math.floor(Date.now() / 1000);
  const listed = await dataOf<{ shifts: { shift: { id: number } }[] }>(
    await request.get('/api/schedules/shifts', {
      headers: manager,
      params: { user_id: tutor.id, from: now - 3 * 60 * MINUTE, to: now + 3 * 60 * MINUTE },
    }),
    "the tutor's shifts",
  );
  expect(listed.shifts, 'the tutor has no shift around now yet').toEqual([]);
  const span = { start_time: now - 2 * MINUTE, end_time: now + 60 * MINUTE };
  await dataOf(
    await request.post('/api/schedules/shifts', {
      headers: manager,
      data: { user_id: tutor.id, ...span, segments: [{ type: 'Tutoring Session', ...span }] },
    }),
    'a manager schedules the tutor',
  );
  const student = bearer(await tokenFor(request, STUDENT));
  const open = await dataOf<{ data: { id: number }[] }>(
    await request.get('/api/sessions', { headers: student, params: { scope: 'open' } }),
    "the student's open sessions",
  );
  for (const session of open.data)
    await request.post(`/api/sessions/${session.id}/end`, { headers: student });
}

/** The tutor's console in a context of its own, recording what its bridge notifies and chimes. */
async function tutorConsole(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await recordDesktopAlerts(context);
  const page = await context.newPage();
  await signInToConsole(page, TUTOR);
  await expect(page).toHaveURL(/\/console\/tutor$/);
  return page;
}

/** The student in the web app; asking and writing go through the API and the socket as the app's do. */
async function webStudent(browser: Browser, request: APIRequestContext, baseURL: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, STUDENT);
  // A sign-in of its own (not the page's), so the web app's session is left as it is.
  const token = await tokenFor(request, STUDENT);
  const socket: Socket = io(baseURL, { path: '/v4', transports: ['websocket'], auth: { token } });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const command = async (name: string, payload: object) => {
    const answer = (await socket.timeout(5000).emitWithAck(name, payload)) as { ok: boolean; data?: unknown };
    expect(answer.ok, `${name}: ${JSON.stringify(answer)}`).toBe(true);
    return answer.data;
  };
  return {
    page,
    ask: async (question: string) =>
      dataOf<{ id: number }>(
        await page.request.post('/api/sessions', {
          headers: bearer(token),
          data: { chat_type: 'tutor', question, subject_id: COMPUTER_SCIENCE },
        }),
        'the student asks',
      ),
    say: (sessionId: number, text: string) =>
      command('classroom.message.send', { session_id: sessionId, client_id: crypto.randomUUID(), text }),
    typing: (sessionId: number, isTyping: boolean) =>
      command('classroom.typing.set', { session_id: sessionId, is_typing: isTyping }),
    markRead: (sessionId: number, upToSeq: number) =>
      command('classroom.messages.mark-read', { session_id: sessionId, up_to_seq: upToSeq }),
    end: (sessionId: number) =>
      page.request.post(`/api/sessions/${sessionId}/end`, { headers: bearer(token) }),
    session: async (sessionId: number) =>
      dataOf<{ status: string; ended_by: number | null; last_seq: number }>(
        await page.request.get(`/api/sessions/${sessionId}`, { headers: bearer(token) }),
        'the session as the student sees it',
      ),
    close: async () => {
      socket.close();
      await page.context().close();
    },
  };
}

/** The tutor sends the rest of the session's assessment: the side panel's Assessments tab shows it. */
async function finishAssessment(request: APIRequestContext, sessionId: number): Promise<void> {
  const tutor = bearer(await tokenFor(request, TUTOR));
  const assessment = await dataOf<{ id: number }>(
    await request.get(`/api/sessions/${sessionId}/assessment`, { headers: tutor }),
    'the assessment begun in the classroom',
  );
  for (const step of [
    { step: 'question', student_goal: 'Make a loop print every number' },
    { step: 'tag', topic_ids: [] },
    { step: 'nonAcademic', non_academic: '' },
    { step: 'feedback', feedback: 'You found the misplaced print yourself!' },
    { step: 'submit' },
  ])
    await dataOf(
      await request.post(`/api/assessments/${assessment.id}`, { headers: tutor, data: step }),
      `the assessment's ${step.step} step`,
    );
}

/** Punches in from the dashboard: the tutoring segment's punch role type leads to the classroom. */
async function punchIntoClassroom(tutor: Page): Promise<void> {
  const clock = tutor.getByRole('region', { name: 'Punch clock' });
  await expect(clock).toContainText(/\d+ min late/);
  await clock.getByRole('button', { name: 'Punch In' }).click();
  await expect(tutor).toHaveURL(/\/console\/tutor\/classroom$/);
  await expect(tutor).toHaveTitle('Classroom | Lantern');
  await expect(tutor.getByRole('main')).toContainText('Taking new students');
}

test.describe('the tutor classroom', () => {
  // No retry: an attempt leaves the tutor a started shift, which is pay data and stays; a second
  // attempt could not schedule him another one over it.
  test.describe.configure({ timeout: 90_000, retries: 0 });

  test('should bring a new student to the punched-in tutor, chat both ways live, count unread and end the session', async ({
    browser,
    request,
    baseURL,
  }) => {
    await prepareWorld(request);
    const tutor = await tutorConsole(browser);
    await punchIntoClassroom(tutor);
    await expect(tutor.getByRole('main')).toContainText(
      'No students yet — you’ll get one as soon as someone asks about a subject you teach',
    );
    const nav = tutor.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Classroom' })).toHaveAttribute('aria-current', 'page');

    const student = await webStudent(browser, request, baseURL!);
    const question = 'Why does my loop print 10 only once?';
    const asked = await student.ask(question);

    // The student arrives live, announced through the desktop bridge with a chime.
    const chatTab = tutor.getByRole('tab', { name: /^Ella Garcia/ });
    await expect(chatTab).toBeVisible();
    await expect.poll(async () => (await desktopAlerts(tutor)).notifications).toContain(NEW_STUDENT);
    expect((await desktopAlerts(tutor)).tones).toContain(MESSAGE_CHIME_HZ);
    const log = tutor.getByRole('log', { name: 'Conversation with Ella' });
    await expect(log).toContainText(question);
    await expect(log).toContainText('Ella asked');

    // Clicking the notification puts the cursor in Ella's reply box.
    await tutor.getByRole('heading', { level: 1 }).focus();
    await clickDesktopNotification(tutor, NEW_STUDENT);
    const reply = tutor.getByRole('textbox', { name: 'Reply to Ella' });
    await expect(reply).toBeFocused();

    // Keyboard only: Shift+Enter starts a new line, Enter sends.
    await reply.pressSequentially('Hi Ella!');
    await reply.press('Shift+Enter');
    await reply.pressSequentially('Can you paste the loop?');
    await reply.press('Enter');
    await expect(reply).toHaveValue('');
    const mine = log.getByRole('listitem').filter({ hasText: 'Can you paste the loop?' });
    await expect(mine).toContainText('Hi Ella!\nCan you paste the loop?');
    await expect(mine).toContainText('Sent');

    // The student reads it, types, and writes: all of it reaches the tutor at once.
    await student.markRead(asked.id, (await student.session(asked.id)).last_seq);
    await expect(mine).toContainText('Read');
    await student.typing(asked.id, true);
    await expect(tutor.getByText('Ella is typing…')).toBeVisible();
    await student.say(asked.id, 'for i in range(10): print(i)');
    await expect(log).toContainText('for i in range(10): print(i)');
    await expect(tutor.getByText('Ella is typing…')).toHaveCount(0);

    // Away from the classroom the student's messages count on its navbar item, with a chime each.
    const tonesBefore = (await desktopAlerts(tutor)).tones.length;
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(tutor).toHaveURL(/\/console\/tutor$/);
    // The address changes before the dashboard replaces the chat: until then the chat is on screen
    // and reads what arrives.
    await expect(tutor.getByRole('heading', { level: 1, name: 'Hello, Kai Tamura' })).toBeVisible();
    await student.say(asked.id, 'oh wait');
    await student.say(asked.id, 'the print was outside the loop');
    const classroomLink = nav.getByRole('link', { name: /^Classroom/ });
    await expect(classroomLink).toHaveAccessibleName(/^Classroom\s*2 new notifications$/);
    await expect
      .poll(async () => (await desktopAlerts(tutor)).tones.length)
      .toBeGreaterThanOrEqual(tonesBefore + 2);
    await classroomLink.click();
    await expect(log).toContainText('the print was outside the loop');
    // On screen, they are read: the badge goes.
    await expect(classroomLink).toHaveAccessibleName('Classroom');
    await expectNoSeriousA11yViolations(tutor);

    // The tutor reacts to the student's message and bookmarks it, and opens the shared whiteboard.
    const theirs = log.getByRole('listitem').filter({ hasText: 'the print was outside the loop' });
    await theirs.getByRole('button', { name: 'Add a reaction' }).click();
    await tutor
      .getByRole('dialog', { name: 'Choose a reaction' })
      .getByRole('button', { name: 'Thumbs up' })
      .click();
    await expect(theirs.getByRole('button', { name: 'Thumbs up: 1, including you' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await theirs.getByRole('button', { name: 'Bookmark' }).click();
    await expect(theirs.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
    await tutor.getByRole('button', { name: 'Whiteboard', exact: true }).click();
    await expect(tutor.getByRole('img', { name: 'Whiteboard: empty' })).toBeVisible();
    await expectNoSeriousA11yViolations(tutor);
    await tutor.getByRole('button', { name: 'Hide whiteboard', expanded: true }).click();
    await expect(tutor.getByRole('img', { name: 'Whiteboard: empty' })).toHaveCount(0);

    // Ending asks first; Escape keeps the session and gives focus back.
    const end = tutor.getByRole('button', { name: 'End session' });
    await end.click();
    const confirm = tutor.getByRole('alertdialog', { name: 'End the session with Ella?' });
    await expect(confirm.getByRole('button', { name: 'Keep chatting' })).toBeFocused();
    await expectNoSeriousA11yViolations(tutor);
    await tutor.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(end).toBeFocused();
    await end.press('Enter');
    await confirm.getByRole('button', { name: 'End session' }).click();

    // Ended: the chat says so and takes no more replies; the list keeps it, marked, until closed.
    await expect(log).toContainText('You ended the session');
    await expect(tutor.getByRole('textbox', { name: 'Reply to Ella' })).toHaveCount(0);
    await expect(tutor.getByText('This session has ended.')).toBeVisible();
    await expect(chatTab).toContainText('Ended');
    const me = await dataOf<{ id: number }>(
      await request.get('/api/me', { headers: bearer(await tokenFor(request, TUTOR)) }),
      'who the tutor is',
    );
    expect(await student.session(asked.id)).toMatchObject({ status: 'ended', ended_by: me.id });

    // The ended chat offers the assessment, saved a step at a time, with Back and Finish later.
    await tutor.getByRole('button', { name: 'Complete assessment' }).click();
    const assessment = tutor.getByRole('dialog', { name: 'Assessment of the session with Ella' });
    await expect(assessment).toContainText('Step 1 of 6: Recognitions');
    await assessment.getByText('Perseverance').click();
    await expect(assessment.getByRole('checkbox', { name: 'Perseverance' })).toBeChecked();
    await expectNoSeriousA11yViolations(tutor);
    await assessment.getByRole('button', { name: 'Save and continue' }).click();
    await expect(assessment).toContainText('Step 2 of 6: Question');
    await assessment.getByRole('button', { name: 'Back' }).click();
    await expect(assessment.getByRole('checkbox', { name: 'Perseverance' })).toBeChecked();
    await assessment.getByRole('button', { name: 'Finish later' }).click();
    await expect(assessment).toHaveCount(0);

    await tutor.getByRole('button', { name: 'Close chat' }).click();
    await expect(chatTab).toHaveCount(0);
    await finishAssessment(request, asked.id);

    // A second question: the side panel's history has the first. This time the student ends the
    // session while the tutor's end is on its way, and the tutor is told so in the spec's words.
    const second = await student.ask('What is a variable?');
    await expect(chatTab).toBeVisible();
    await tutor.getByRole('tab', { name: 'History' }).click();
    const side = tutor.getByRole('complementary', { name: 'About Ella Garcia' });
    await expect(side).toContainText(question);

    // The message bookmarked in the first chat is in the Bookmarks tab, said by Ella; its star
    // takes it off there, as in the chat.
    await side.getByRole('tab', { name: 'Bookmarks' }).click();
    const bookmarksPanel = side.getByRole('tabpanel', { name: 'Bookmarks' });
    await expect(bookmarksPanel).toContainText('1 bookmarked message, latest first');
    const kept = bookmarksPanel.getByRole('listitem').filter({ hasText: 'the print was outside the loop' });
    await expect(kept).toContainText(/^Ella ·/);
    await expectNoSeriousA11yViolations(tutor);
    await kept.getByRole('button', { name: 'Bookmarked' }).click();
    await expect(kept.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'false');

    // Her record from the API: every tutor's sessions with her (the demo month's too), a page at a
    // time, the assessment just sent, and the other students of her classes.
    await side.getByRole('tab', { name: 'Sessions' }).click();
    const sessionsPanel = side.getByRole('tabpanel', { name: 'Sessions' });
    const latest = sessionsPanel.getByRole('listitem').first();
    await expect(latest).toContainText(question);
    await expect(latest).toContainText('With you');
    await expect(latest).toContainText(/\d+ minutes?/);
    const sessionPages = sessionsPanel.getByRole('navigation', { name: 'Pages of past sessions' });
    await expect(sessionPages).toContainText(/Page 1 of \d+/);
    await expect(sessionsPanel.getByRole('listitem')).toHaveCount(10);
    await expectNoSeriousA11yViolations(tutor);
    await sessionPages.getByRole('button', { name: 'Next' }).click();
    await expect(sessionPages).toContainText(/Page 2 of \d+/);
    await expect(sessionsPanel.getByRole('list')).toBeFocused();
    await expect(sessionsPanel).not.toContainText(question);

    // The tabs are one row of keys: the arrows move along them.
    await side.getByRole('tab', { name: 'Sessions' }).focus();
    await tutor.keyboard.press('ArrowRight');
    await expect(side.getByRole('tab', { name: 'Assessments' })).toHaveAttribute('aria-selected', 'true');
    const assessmentsPanel = side.getByRole('tabpanel', { name: 'Assessments' });
    await expect(assessmentsPanel.getByRole('listitem').first()).toContainText(
      'You found the misplaced print yourself!',
    );
    await expect(assessmentsPanel.getByRole('listitem').first()).toContainText('By you');
    await expect(assessmentsPanel.getByRole('listitem').first()).toContainText('Perseverance');

    await tutor.keyboard.press('ArrowRight');
    const membersPanel = side.getByRole('tabpanel', { name: 'Group Members' });
    await expect(membersPanel).toContainText('Algebra I — Period 1');
    await expect(membersPanel.getByRole('listitem').filter({ hasText: 'Ava Martinez' })).toBeVisible();
    await expect(membersPanel.getByRole('listitem').filter({ hasText: 'Ella Garcia' })).toHaveCount(0);

    await side.getByRole('tab', { name: 'Assignment details' }).click();
    const assignmentPanel = side.getByRole('tabpanel', { name: 'Assignment details' });
    await expect(assignmentPanel).toContainText('What is a variable?');
    await expect(assignmentPanel).toContainText('Ella has not attached any files in this chat.');
    await expectNoSeriousA11yViolations(tutor);

    // A note for the tutors who help Ella next, from the keyboard: saved, listed, still there after
    // a reload, and changed in place.
    await side.getByRole('tab', { name: 'Student Profile' }).click();
    const comments = side
      .getByRole('tabpanel', { name: 'Student Profile' })
      .getByRole('region', { name: 'Tutor comments' });
    await expect(comments).toContainText('No tutor has left a note about Ella yet.');
    const note = comments.getByRole('textbox', { name: 'A note about Ella for the next tutors' });
    await note.fill('x'.repeat(1001));
    await comments.getByRole('button', { name: 'Save note' }).click();
    await expect(comments.getByRole('alert')).toHaveText(
      'A note can be at most 1000 characters; this one has 1001. Shorten it, then save.',
    );
    await note.fill('Prefers worked examples');
    await expect(comments.getByRole('alert')).toHaveCount(0);
    await expect(comments).toContainText('23 of 1000 characters');
    await note.press('Control+Enter');
    await expect(note).toHaveValue('');
    const saved = comments.getByRole('listitem').filter({ hasText: 'Prefers worked examples' });
    await expect(saved).toContainText(/^You · /);
    await expect(comments).toContainText('1 note, newest first');
    await expectNoSeriousA11yViolations(tutor);

    await tutor.reload();
    await expect(chatTab).toBeVisible();
    await expect(saved).toBeVisible();
    await expect(saved).not.toContainText('edited');
    await saved.getByRole('button', { name: /^Edit your note from / }).click();
    const change = saved.getByRole('textbox', { name: 'Change your note' });
    await expect(change).toBeFocused();
    await change.fill('Prefers worked examples, then one on her own');
    await saved.getByRole('button', { name: 'Save change' }).click();
    await expect(saved).toContainText('Prefers worked examples, then one on her own');
    await expect(saved).toContainText('edited');
    await expect(saved.getByRole('button', { name: /^Edit your note from / })).toBeFocused();

    await tutor.route('**/api/sessions/*/end', async (route) => {
      expect((await student.end(second.id)).ok()).toBe(true);
      await route.continue();
    });
    await tutor.getByRole('button', { name: 'End session' }).click();
    await tutor
      .getByRole('alertdialog', { name: 'End the session with Ella?' })
      .getByRole('button', { name: 'End session' })
      .click();
    await expect(tutor.getByRole('alert')).toHaveText(/Ella already ended this session\./);
    await expect(tutor.getByRole('log', { name: 'Conversation with Ella' })).toContainText(
      'Ella ended the session',
    );
    await tutor.getByRole('alert').getByRole('button', { name: 'Dismiss' }).click();
    await expect(tutor.getByRole('alert')).toHaveCount(0);

    await student.close();
    await tutor.context().close();
  });
});
