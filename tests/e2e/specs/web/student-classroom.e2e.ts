import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, signIn } from '../../fixtures/web.js';

// The student's side of live help on its own: the start page (the chat type first, the matcher's
// subject), the waiting room, one session at a time, leaving, and the history. Ava asks about Social
// Studies, which only an inactive tutor teaches, so nobody takes her question while these tests
// look at the waiting room. (The start page itself sends a live-tutor question about a subject
// nobody teaches right now to its "tutor unavailable" screen, so the waiting question is asked
// through the API, as the page asks it.) (The journey with a tutor at the other end is tutor-classroom.e2e.ts, with another
// student: a student has one open session at a time.)

const STUDENT = 'student';
const SOCIAL_STUDIES = 4;

async function studentApi(request: APIRequestContext) {
  const login = await request.post('/api/login', { data: { username: STUDENT, password: DEMO_PASSWORD } });
  expect(login.ok(), 'the student signs in to the API').toBe(true);
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const headers = { authorization: `Bearer ${token}` };
  const endOpenSessions = async () => {
    const open = await request.get('/api/sessions', { headers, params: { scope: 'open' } });
    expect(open.ok(), 'the open sessions').toBe(true);
    for (const session of ((await open.json()) as { data: { data: { id: number }[] } }).data.data)
      await request.post(`/api/sessions/${session.id}/end`, { headers });
  };
  const ask = async (question: string) => {
    const asked = await request.post('/api/sessions', {
      headers,
      data: { chat_type: 'tutor', question, subject_id: SOCIAL_STUDIES },
    });
    expect(asked.ok(), `asking: ${await asked.text()}`).toBe(true);
  };
  return {
    endOpenSessions,
    ask,
    async openCount() {
      const open = await request.get('/api/sessions', { headers, params: { scope: 'open' } });
      return ((await open.json()) as { data: { data: unknown[] } }).data.data.length;
    },
    /** A past session: asked, then left before anyone took it. */
    async pastSession(question: string) {
      await ask(question);
      await endOpenSessions();
    },
    async historyCount() {
      const history = await request.get('/api/sessions', { headers, params: { scope: 'history' } });
      return ((await history.json()) as { data: { meta: { pagination: { total: number } } } }).data.meta
        .pagination.total;
    },
  };
}

test.describe('the student classroom', () => {
  test.beforeEach(async ({ request }) => {
    await (await studentApi(request)).endOpenSessions();
  });

  test('should not ask before a chat type is chosen, and propose the subject from the question', async ({
    page,
    request,
  }) => {
    await signIn(page, STUDENT);
    await page.getByRole('link', { name: 'Get live help' }).click();
    await expect(page).toHaveURL('/student/start-session');
    await expect(page.getByRole('heading', { level: 1, name: 'What do you need help with?' })).toBeVisible();

    // The matcher proposes the subject (and here the topic) from the question; the student confirms it.
    await page.getByRole('textbox', { name: 'Your question' }).fill('What caused World War I?');
    await expect(page.getByText('Is this about Social Studies (World History)?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes, that’s it' }).click();
    await expect(page.getByText('Great! We’ll look for a Social Studies tutor.')).toBeVisible();

    // No chat type chosen: nothing is sent, and the choice is where the focus goes.
    await page.getByRole('button', { name: 'Ask a tutor' }).click();
    await expect(
      page.getByText('Chat type must be chosen: pick a live tutor or the AI tutor.'),
    ).toBeVisible();
    await expect(page).toHaveURL('/student/start-session');
    const liveTutor = page.getByRole('radio', { name: /A live tutor/ });
    await expect(liveTutor).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    expect(await (await studentApi(request)).openCount(), 'no session was asked for').toBe(0);

    // From the keyboard: the live tutor is chosen and the message goes away.
    await page.keyboard.press('Space');
    await expect(liveTutor).toBeChecked();
    await expect(page.getByText('Chat type must be chosen', { exact: false })).toHaveCount(0);
  });

  test('should keep a waiting question first in line, one session at a time, until the student leaves', async ({
    page,
    request,
  }) => {
    // Asked as the start page asks it; nobody teaching Social Studies is at work, so it waits.
    await (await studentApi(request)).ask('What caused World War I?');
    await signIn(page, STUDENT);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Classroom' }).click();
    await expect(page).toHaveURL('/student/classroom');
    await expect(page.getByRole('heading', { name: 'Finding you a tutor…' })).toBeVisible();
    const queue = page.getByRole('status').filter({ hasText: 'Estimated wait' });
    await expect(queue).toContainText('You’re next in line!');
    // From the subject's last matched sessions (the demo world's month of history): whole minutes.
    await expect(queue).toContainText(/Estimated wait: about \d+ minutes?/);
    await expect(page.getByText('What caused World War I?')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The waiting room survives a reload, and a second question is refused while it lasts.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Finding you a tutor…' })).toBeVisible();
    await page.goto('/student/start-session');
    const already = page.getByRole('dialog', { name: 'You’re already in a session' });
    await expect(already).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await already.getByRole('button', { name: 'Go to my session' }).click();
    await expect(page).toHaveURL('/student/classroom');

    await page.getByRole('button', { name: 'Leave' }).click();
    await expect(
      page.getByText('You left the waiting room. Your question was not sent to a tutor.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start a new session' })).toBeVisible();
    expect(await (await studentApi(request)).openCount(), 'the session ended').toBe(0);
  });

  test('should list past sessions ten a page in the history tab', async ({ page, request }) => {
    const api = await studentApi(request);
    // Enough for a second page, whatever the other tests left behind.
    const have = await api.historyCount();
    for (let n = have; n < 11; n++)
      await api.pastSession(`History question ${n + 1}: who built the pyramids?`);
    const total = await api.historyCount();
    const pages = Math.ceil(total / 10);

    await signIn(page, STUDENT);
    await page.goto('/student/classroom');
    await expect(page.getByRole('heading', { level: 1, name: 'Classroom' })).toBeVisible();
    // The tabs from the keyboard: the arrow moves to the history, whose address can be shared.
    await page.getByRole('tab', { name: 'Session' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Chat history' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL('/student/classroom?tab=history');

    const panel = page.getByRole('tabpanel', { name: 'Chat history' });
    await expect(panel.getByRole('listitem')).toHaveCount(10);
    await expect(panel.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await expect(panel.getByText('No tutor joined · Ended by you').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await panel.getByRole('button', { name: 'Next page' }).click();
    await expect(panel.getByText(`Page 2 of ${pages}`)).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveCount(Math.min(10, total - 10));
    await expect(panel.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });
});
