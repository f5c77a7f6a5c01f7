import { type Page } from '@playwright/test';
import {
  desktopAlerts,
  expect,
  expectNoSeriousA11yViolations,
  recordDesktopAlerts,
  signInToConsole,
  test,
} from './console-fixtures.js';
import { bearer, dataOf, openSocket, punchedInNow, tokenFor } from '../../fixtures/api.js';
import { newEssayReviewer } from '../../fixtures/essay-review.js';
import { createPeople, STUDENT_TRAITS, tutorTraits } from '../../fixtures/people.js';

// The action center with two tutor managers at once. The journey's own Omar, the one Health tutor
// who goes on shift, takes the Health question of the journey's own Hazel alone; she writes something that suggests self-harm. Both managers (`manager` and
// `manager.rosa`) must see the item within a second, hear it and get a notification; one picks it
// up, the other sees who; it is resolved and leaves both lists.

const HEALTH = 9;
let TUTOR = '';
let STUDENT = '';
// The same two on a retry: a tutor the failed attempt left on shift is this one, not a rival.
test.beforeAll(() => {
  [TUTOR, STUDENT] = createPeople(
    [
      { prefix: 'e2e.action-center.omar', firstName: 'Omar', lastName: 'Fadel', ...tutorTraits([HEALTH]) },
      { prefix: 'e2e.action-center.hazel', firstName: 'Hazel', lastName: 'Hart', ...STUDENT_TRAITS },
    ],
    { sameOnRetry: true },
  ).map((person) => person.username) as [string, string];
});
const FIRST_MANAGER = { username: 'manager', name: 'Maya Brooks' };
const SECOND_MANAGER = { username: 'manager.rosa', name: 'Rosa Diaz' };
/** The action center's alert chime starts on this tone (desktop/src/common/chime.ts). */
const ALERT_TONE = 783.99;

async function openActionCenter(page: Page, username: string) {
  await signInToConsole(page, username);
  await page.waitForURL(/\/console\/tutor-manager/);
  await page.getByRole('navigation').getByRole('link', { name: 'Action center' }).click();
  await expect(page).toHaveURL(/\/console\/tutor-manager\/services\/action-center\/classroom$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Action center' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Classroom/, selected: true })).toBeVisible();
}

test.describe('the action center with two managers', () => {
  // An attempt leaves the tutor a started shift (pay data, kept): a retry could not schedule another.
  test.describe.configure({ timeout: 120_000, retries: 0 });

  test('should show a self-harm item to both within a second, say who picked it up, and drop it once resolved', async ({
    browser,
    request,
    baseURL,
  }) => {
    await punchedInNow(request, TUTOR);
    const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
    await Promise.all(contexts.map((context) => recordDesktopAlerts(context)));
    const [first, second] = (await Promise.all(contexts.map((context) => context.newPage()))) as [Page, Page];
    await openActionCenter(first, FIRST_MANAGER.username);
    await openActionCenter(second, SECOND_MANAGER.username);

    const studentToken = await tokenFor(request, STUDENT);
    const asked = await dataOf<{ id: number; status: string }>(
      await request.post('/api/sessions', {
        headers: bearer(studentToken),
        data: { chat_type: 'tutor', question: 'How much sleep does a teenager need?', subject_id: HEALTH },
      }),
      'the student asks',
    );
    expect(asked.status).toBe('matched');
    const student = await openSocket(baseURL!, studentToken);
    const text = `I don't want to live anymore, nobody would notice (${asked.id})`;
    const answer = (await student.timeout(5000).emitWithAck('classroom.message.send', {
      session_id: asked.id,
      client_id: crypto.randomUUID(),
      text,
    })) as { ok: boolean };
    expect(answer.ok, 'the message reaches the tutor').toBe(true);

    const itemOn = (page: Page) => page.getByRole('listitem').filter({ hasText: text });
    // Within a second of the message being stored, on both consoles, without a reload.
    await Promise.all([
      expect(itemOn(first)).toBeVisible({ timeout: 1000 }),
      expect(itemOn(second)).toBeVisible({ timeout: 1000 }),
    ]);
    for (const page of [first, second]) {
      await expect(itemOn(page)).toContainText('Self-harm');
      await expect(itemOn(page)).toContainText('Hazel, student');
      await expect(itemOn(page)).toContainText('No action taken');
      await expect
        .poll(async () => (await desktopAlerts(page)).notifications)
        .toContain('Self-harm alert: Hazel');
      expect((await desktopAlerts(page)).tones).toContain(ALERT_TONE);
    }
    await expectNoSeriousA11yViolations(first);

    // The self-harm filter keeps it; the first manager picks it up and the second sees who.
    const selfHarmOnly = second.getByRole('switch', { name: 'Self-harm only' });
    await selfHarmOnly.focus();
    await second.keyboard.press('Space');
    await expect(selfHarmOnly).toBeChecked();
    await expect(itemOn(second)).toBeVisible();
    await itemOn(first)
      .getByRole('button', { name: /^Pick up the item about Hazel/ })
      .click();
    await expect(itemOn(first)).toContainText('Inspecting — from me');
    await expect(itemOn(second)).toContainText(
      `Inspecting — from another platform manager (${FIRST_MANAGER.name})`,
    );
    await expect(itemOn(second).getByRole('button', { name: /^Pick up the item about Hazel/ })).toHaveCount(
      0,
    );
    await expect(itemOn(second).getByRole('button', { name: /^Resolve the item about Hazel/ })).toHaveCount(
      0,
    );

    // Resolved by keyboard from the menu: it leaves both lists at once.
    await itemOn(first)
      .getByRole('button', { name: /^Resolve the item about Hazel/ })
      .click();
    await first.getByRole('menuitem', { name: 'Escalated' }).press('Enter');
    await Promise.all([
      expect(itemOn(first)).toHaveCount(0, { timeout: 1000 }),
      expect(itemOn(second)).toHaveCount(0, { timeout: 1000 }),
    ]);

    student.close();
    await request.post(`/api/sessions/${asked.id}/end`, { headers: bearer(studentToken) });
    await Promise.all(contexts.map((context) => context.close()));
  });
});

// The Coverage tab. A tutor of the journey's own (a tutor works one shift at a time, and the demo
// tutors have theirs) is given a shift that began six minutes ago, past the five-minute grace, and
// punches into it.
const MINUTE = 60;
/** The latecomer's essay language; they work a tutoring segment, so no essay reaches them anyway. */
const ENGLISH = 1;

test.describe('the Coverage tab', () => {
  test('should list a tutor late to punch in within a second of the shift, and drop the row within a second of the punch in', async ({
    page,
    request,
  }) => {
    await openActionCenter(page, FIRST_MANAGER.username);
    // Arrow keys move between the tabs, which are addresses of their own.
    await page.getByRole('tab', { name: /Classroom/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/services\/action-center\/coverage$/);
    await expect(page.getByRole('tab', { name: /Coverage/, selected: true })).toBeVisible();
    const late = page.getByRole('list', { name: 'Late to punch in' });
    await expect(late).toBeVisible();
    await expect(page.getByText('Tutors appear here 5 min after their shift starts')).toBeVisible();
    const latecomer = await newEssayReviewer(request, 'latecomer', ENGLISH);
    const name = 'Latecomer Reviewer';
    const rows = late.getByRole('listitem').filter({ hasText: name });
    await expect(rows).toHaveCount(0);

    const manager = bearer(await tokenFor(request, FIRST_MANAGER.username));
    const now = Math.floor(Date.now() / 1000);
    const span = { start_time: now - 6 * MINUTE, end_time: now + 60 * MINUTE };
    const created = await dataOf<{ shift: { id: number } }>(
      await request.post('/api/schedules/shifts', {
        headers: manager,
        data: { user_id: latecomer.id, ...span, segments: [{ type: 'Tutoring Session', ...span }] },
      }),
      'a manager schedules a shift that began six minutes ago',
    );
    await expect(rows).toHaveCount(1, { timeout: 1000 });
    await expect(rows.filter({ hasText: /[67] min late/ })).toBeVisible();
    await expect(rows.getByRole('link', { name: `Edit tutor ${name}` })).toHaveAttribute(
      'href',
      /\/tutor-manager\/services\/tutors\/edit\/\d+$/,
    );
    await expectNoSeriousA11yViolations(page);

    const tutor = bearer(await tokenFor(request, latecomer.username));
    await dataOf(
      await request.post(`/api/schedules/shifts/${created.shift.id}/state`, {
        headers: tutor,
        data: { action: 'punch_in' },
      }),
      'the late tutor punches in',
    );
    await expect(rows).toHaveCount(0, { timeout: 1000 });
  });
});
