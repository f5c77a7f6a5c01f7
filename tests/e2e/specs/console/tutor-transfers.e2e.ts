import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createPeople, type Person } from '../../fixtures/people.js';
import {
  DEMO_PASSWORD,
  desktopAlerts,
  expect,
  expectNoSeriousA11yViolations,
  inPageTray,
  recordDesktopAlerts,
  signInToConsole,
  test,
} from './console-fixtures.js';

// Each test's own tutors, with no shift until a manager gives them one through the API. First two
// tutors at once: a manager schedules Selin a shift a few hours ahead; she offers its second
// segment, Tomás takes it, and Selin is told through the desktop bridge while her shift list loses
// the segment. Then the end of a working day: a shift that began ten minutes ago and ends in ten,
// punched into late and out of.

let offering: Person;
let taking: Person;
const TUTORING = { subjects: [2, 4], languages: [1], essayReview: false, maxWeeklyHours: 20 };
test.beforeEach(() => {
  [offering, taking] = createPeople([
    { prefix: 'tutor.selin', firstName: 'Selin', tutor: TUTORING },
    { prefix: 'tutor.tomas', firstName: 'Tomás', tutor: TUTORING },
  ]) as [Person, Person];
});
const HOUR = 3600;

async function tokenFor(request: APIRequestContext, username: string): Promise<string> {
  const login = await request.post('/api/login', { data: { username, password: DEMO_PASSWORD } });
  expect(login.ok(), `sign-in as ${username}`).toBe(true);
  return ((await login.json()) as { data: { access_token: string } }).data.access_token;
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), what).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

interface ScheduledShift {
  shift: { id: number; start_time: number; shift_segments: { id: number }[] };
}

/** A two-segment shift for the offerer, three hours ahead. */
async function scheduleOffererShift(request: APIRequestContext): Promise<ScheduledShift['shift']> {
  const headers = { authorization: `Bearer ${await tokenFor(request, 'manager')}` };
  // The test server runs on this machine's clock.
  const now = Math.floor(Date.now() / 1000);
  const start = now + 3 * HOUR - (now % 60);
  const created = await data<ScheduledShift>(
    await request.post('/api/schedules/shifts', {
      headers,
      data: {
        user_id: offering.id,
        start_time: start,
        end_time: start + 2 * HOUR,
        segments: [
          { type: 'Tutoring Session', start_time: start, end_time: start + HOUR },
          { type: 'Tutoring Session', start_time: start + HOUR, end_time: start + 2 * HOUR },
        ],
      },
    }),
    'create shift',
  );
  return created.shift;
}

/** A tutor's console in a context of its own, recording the notifications its bridge shows. */
async function consoleFor(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  await recordDesktopAlerts(context);
  const page = await context.newPage();
  await signInToConsole(page, username);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page;
}

test.describe('tutor shift transfers', () => {
  test('should let one tutor offer a segment and another take it, the first told and the segment gone from their shifts', async ({
    browser,
    request,
  }) => {
    const shift = await scheduleOffererShift(request);
    const offeredSegment = shift.shift_segments[1]?.id ?? 0;
    const taker = await consoleFor(browser, taking.username);
    const offerer = await consoleFor(browser, offering.username);

    const offererShifts = offerer.getByRole('region', { name: 'Your shifts in the next 24 hours' });
    const segments = offererShifts
      .getByRole('list', { name: /^Segments of the shift/ })
      .first()
      .getByRole('listitem');
    await expect(segments).toHaveCount(2);
    const second = segments.nth(1);

    // Offering asks first; keeping the segment changes nothing and gives focus back.
    const offerButton = second.getByRole('button', { name: /^Offer for transfer/ });
    await offerButton.click();
    const offerDialog = offerer.getByRole('dialog', { name: 'Offer this segment for transfer?' });
    await expect(offerDialog).toContainText('Other tutors can take it until it starts.');
    await expectNoSeriousA11yViolations(offerer);
    await offerer.keyboard.press('Escape');
    await expect(offerDialog).toHaveCount(0);
    await expect(offerButton).toBeFocused();

    // Offered, then withdrawn, then offered again: all by keyboard.
    await offerer.keyboard.press('Enter');
    await offerDialog.getByRole('button', { name: 'Offer segment' }).click();
    await expect(offerDialog).toHaveCount(0);
    await expect(second).toContainText('Offered for transfer');
    await second.getByRole('button', { name: /^Cancel offer/ }).click();
    await expect(second).not.toContainText('Offered for transfer');
    await second.getByRole('button', { name: /^Offer for transfer/ }).click();
    await offerDialog.getByRole('button', { name: 'Offer segment' }).click();
    await expect(second).toContainText('Offered for transfer');
    const mine = offerer.getByRole('list', { name: 'Your offers' });
    await expect(mine.getByRole('listitem')).toHaveCount(1);

    // The taker's console was open before the offer: it arrives without a reload.
    const open = taker.getByRole('region', { name: 'Shift transfers' });
    const offered = open
      .getByRole('listitem')
      .filter({ hasText: `Offered by ${offering.firstName} ${offering.lastName}` });
    await expect(offered).toHaveCount(1);
    await offered
      .getByRole('button', {
        name: new RegExp(`^Take .+, offered by ${offering.firstName} ${offering.lastName}$`),
      })
      .click();
    const takeDialog = taker.getByRole('dialog', { name: 'Take this segment?' });
    await expect(takeDialog).toContainText('Tutoring Session');
    await expect(takeDialog.getByRole('button', { name: 'Not now' })).toBeFocused();
    await expectNoSeriousA11yViolations(taker);
    await takeDialog.getByRole('button', { name: 'Take segment' }).click();
    await expect(takeDialog).toHaveCount(0);
    await expect(taker).toHaveURL(/\/console\/tutor\?shift-transfer=success$/);
    await expect(taker.getByRole('status').filter({ hasText: 'Segment taken.' })).toBeVisible();
    await expect(offered).toHaveCount(0);

    // The offerer is told, by the OS and on the dashboard, and the segment leaves their shift.
    await expect
      .poll(async () => (await desktopAlerts(offerer)).notifications)
      .toContain('Your segment was picked up');
    await expect(offerer.getByRole('region', { name: 'Shift transfers' })).toContainText(
      'Another tutor took your Tutoring Session segment',
    );
    await expect(segments).toHaveCount(1);
    await expect(mine).toHaveCount(0);

    // The spec's links: taking it again says it was picked; a segment that does not exist, not found.
    await taker.goto(`/console/tutor/schedule/${offeredSegment}/validate-transfer`);
    await expect(taker).toHaveURL(/\/console\/tutor\?shift-transfer=picked$/);
    await expect(taker.getByRole('alert')).toContainText('Another tutor took this shift transfer first.');
    await taker.goto('/console/tutor/shift-segment/999999/transfer/candidate');
    await expect(taker).toHaveURL(/\/console\/tutor\?shift-transfer=not-found$/);
    await expect(taker.getByRole('alert')).toContainText('This shift transfer no longer exists');
    await taker.getByRole('button', { name: 'Dismiss' }).click();
    await expect(taker).toHaveURL(/\/console\/tutor$/);

    await taker.context().close();
    await offerer.context().close();
  });
});

const MINUTE = 60;

/** A shift for the tutor from ten minutes ago to ten minutes ahead; returns its id and the tutor's token. */
async function scheduleEndingShift(
  request: APIRequestContext,
  username: string,
): Promise<{ shiftId: number; tutorToken: string }> {
  const tutorToken = await tokenFor(request, username);
  const me = await request.get('/api/me', { headers: { authorization: `Bearer ${tutorToken}` } });
  const userId = ((await me.json()) as { data: { id: number } }).data.id;
  const now = Math.floor(Date.now() / 1000);
  const span = { start_time: now - 10 * MINUTE, end_time: now + 10 * MINUTE };
  const created = await request.post('/api/schedules/shifts', {
    headers: { authorization: `Bearer ${await tokenFor(request, 'manager')}` },
    data: { user_id: userId, ...span, segments: [{ type: 'Tutoring Session', ...span }] },
  });
  expect(created.ok(), `a manager schedules ${username} a shift: ${await created.text()}`).toBe(true);
  const shiftId = ((await created.json()) as { data: { shift: { id: number } } }).data.shift.id;
  return { shiftId, tutorToken };
}

test.describe('punching out at the end of a shift', () => {
  test('should punch in late, warn that the shift ends soon, and punch out', async ({ browser, request }) => {
    const { shiftId, tutorToken } = await scheduleEndingShift(request, offering.username);
    const context = await browser.newContext();
    await recordDesktopAlerts(context);
    const page = await context.newPage();
    await signInToConsole(page, offering.username);

    const clock = page.getByRole('region', { name: 'Punch clock' });
    await expect(clock).toContainText('Upcoming');
    await expect(clock).toContainText(/1[01] min late/);
    await expect
      .poll(async () => (await desktopAlerts(page)).notifications)
      .toContain('Your punch window is open');

    await clock.getByRole('button', { name: 'Punch In' }).click();
    // A tutoring segment: punching in opens the classroom; the punch clock is on the dashboard.
    await expect(page).toHaveURL(/\/console\/tutor\/classroom$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(clock).toContainText('In progress');
    // Ten minutes left: straight into the punch-out window, with its notification.
    await expect(clock).toContainText(/\d+ mins left/);
    await expect
      .poll(async () => (await desktopAlerts(page)).notifications)
      .toContain('Your shift ends soon');
    const tray = inPageTray(page);
    await tray.getByRole('button', { name: 'Shift actions' }).click();
    const menu = page.getByRole('menu', { name: 'Shift actions' });
    await expect(menu.getByRole('menuitem', { name: 'Punch out' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Too late in the shift for a break that must end by its end: the planner and the tray say so.
    await expect(menu.getByRole('menuitem', { name: 'Book a rest break…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(menu.getByRole('menuitem', { name: 'Ask for a meal break…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('region', { name: 'Rest break (10 min, paid)' })).toContainText(
      'No rest break can be scheduled on this shift now.',
    );
    await expect(page.getByRole('region', { name: 'Meal break (30 min, unpaid)' })).toContainText(
      'No meal break can be requested on this shift now.',
    );

    await expectNoSeriousA11yViolations(page);
    await clock.getByRole('button', { name: 'Punch Out' }).click();
    // Punched out, the clock moves on to her next shift if she has one today, or says so.
    await expect(clock.getByRole('button', { name: 'Punch Out' })).toHaveCount(0);
    await expect(tray).not.toContainText('In progress');
    const state = await request.get(`/api/schedules/shifts/${shiftId}/state`, {
      headers: { authorization: `Bearer ${tutorToken}` },
    });
    expect(((await state.json()) as { data: { shift: { state_id: number } } }).data.shift.state_id).toBe(7);

    // Each notification once, however often the clock ticked while it was due.
    const { notifications } = await desktopAlerts(page);
    expect(notifications.filter((title) => title === 'Your shift ends soon')).toHaveLength(1);
    await context.close();
  });
});
