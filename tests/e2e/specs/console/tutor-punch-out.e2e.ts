import type { APIRequestContext } from '@playwright/test';
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

// The end of a working day: `tutor.amira` has no shift today in the demo world, so a manager
// schedules her one that began ten minutes ago and ends in ten. She punches in late, is in the
// shift's last 15 minutes at once, is told so, and punches out. The notifications go through the
// console's browser bridge, recorded where it hands them to the browser.

const MINUTE = 60;

async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const login = await request.post('/api/login', { data: { username, password: DEMO_PASSWORD } });
  expect(login.ok(), `sign-in as ${username}`).toBe(true);
  return ((await login.json()) as { data: { access_token: string } }).data.access_token;
}

async function scheduleEndingShift(request: APIRequestContext, username: string): Promise<void> {
  const tutorToken = await apiToken(request, username);
  const me = await request.get('/api/me', { headers: { authorization: `Bearer ${tutorToken}` } });
  const userId = ((await me.json()) as { data: { id: number } }).data.id;
  const now = Math.floor(Date.now() / 1000);
  const span = { start_time: now - 10 * MINUTE, end_time: now + 10 * MINUTE };
  const created = await request.post('/api/schedules/shifts', {
    headers: { authorization: `Bearer ${await apiToken(request, 'manager')}` },
    data: { user_id: userId, ...span, segments: [{ type: 'Tutoring Session', ...span }] },
  });
  expect(created.ok(), `a manager schedules ${username} a shift: ${await created.text()}`).toBe(true);
}

test.describe('punching out at the end of a shift', () => {
  test('should punch in late, warn that the shift ends soon, and punch out', async ({ browser, request }) => {
    await scheduleEndingShift(request, 'tutor.amira');
    const context = await browser.newContext();
    await recordDesktopAlerts(context);
    const page = await context.newPage();
    await signInToConsole(page, 'tutor.amira');

    const clock = page.getByRole('region', { name: 'Punch clock' });
    await expect(clock).toContainText('Upcoming');
    await expect(clock).toContainText(/1[01] min late/);
    await expect
      .poll(async () => (await desktopAlerts(page)).notifications)
      .toContain('Your punch window is open');

    await clock.getByRole('button', { name: 'Punch In' }).click();
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
    await page.keyboard.press('Escape');

    await expectNoSeriousA11yViolations(page);
    await clock.getByRole('button', { name: 'Punch Out' }).click();
    await expect(clock).toContainText('Punched out');
    await expect(clock.getByRole('button', { name: /Punch (In|Out)/ })).toHaveCount(0);
    await expect(tray).toContainText('Punched out');

    // Each notification once, however often the clock ticked while it was due.
    const { notifications } = await desktopAlerts(page);
    expect(notifications.filter((title) => title === 'Your shift ends soon')).toHaveLength(1);
    await context.close();
  });
});
