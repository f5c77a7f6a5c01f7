import {
  expect,
  expectNoSeriousA11yViolations,
  inPageTray,
  signInToConsole,
  test,
} from './console-fixtures.js';
import { scheduleLater } from '../../fixtures/api.js';
import { createTutor } from '../../fixtures/people.js';

// Each test's own tutor, whose shift a manager places four minutes ahead: its punch window is open.
let tutor = '';
test.beforeEach(async ({ request }) => {
  tutor = createTutor('Ines', [1]).username;
  await scheduleLater(request, tutor, {
    startsIn: 4 * 60,
    segments: [
      { type: 'Tutoring Session', minutes: 50 },
      { type: 'Paid Break', minutes: 10 },
      { type: 'Writing Review', minutes: 60 },
    ],
  });
});

test.describe('tutor punch clock', () => {
  test('should show the open punch window, refuse a failed punch unchanged, then punch in to the classroom', async ({
    page,
  }) => {
    await signInToConsole(page, tutor);
    const clock = page.getByRole('region', { name: 'Punch clock' });
    await expect(clock).toContainText('Upcoming');
    await expect(clock).toContainText(/Shift starting in \d+ min/);
    const shifts = page.getByRole('region', { name: 'Your shifts in the next 24 hours' });
    const segments = shifts.getByRole('list', { name: /^Segments of the shift / }).first();
    await expect(segments.getByRole('listitem')).toHaveCount(3);
    await expect(segments.getByRole('listitem').first()).toContainText('Tutoring Session');
    await expect(segments.getByRole('listitem').first()).toContainText('Upcoming');
    await expect(inPageTray(page)).toContainText(/Upcoming · Shift starting in \d+ min/);

    // A refused punch shows the spec's text and leaves the shift as it was.
    await page.route('**/api/schedules/shifts/*/state', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 500, message: 'boom' } } }),
    );
    await clock.getByRole('button', { name: 'Punch In' }).click();
    await expect(clock.getByRole('alert')).toHaveText(
      /You were not able to punch into your shift\. Please refresh the page and try again\./,
    );
    await expect(clock).toContainText('Upcoming');
    await page.unroute('**/api/schedules/shifts/*/state');
    await clock.getByRole('button', { name: 'Dismiss' }).click();
    await expect(clock.getByRole('alert')).toHaveCount(0);

    // The in-page tray's menu offers the desktop tray's commands, enabled by the same rule, and
    // works from the keyboard: Escape gives focus back, Enter on "Punch in" punches in.
    const tray = inPageTray(page);
    const menuButton = tray.getByRole('button', { name: 'Shift actions' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Shift actions' });
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Punch in',
      'Punch out',
      'Take a bio break',
      'Return to my segment',
      'Book a rest break…',
      'Ask for a meal break…',
      'Sign out',
    ]);
    await expect(menu.getByRole('menuitem', { name: 'Punch in' })).toBeFocused();
    await expect(menu.getByRole('menuitem', { name: 'Punch in' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(menu.getByRole('menuitem', { name: 'Punch out' })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem', { name: 'Punch in' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveCount(0);
    // The shift starts with a tutoring segment (punch role type 1): punching in opens the classroom.
    await expect(page).toHaveURL(/\/console\/tutor\/classroom$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Classroom');
    await expect(inPageTray(page)).toContainText('In progress');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(clock).toContainText('In progress');
    // Punched in, the menu follows: no second punch in, and punch out waits for the last 15 minutes.
    await menuButton.click();
    await expect(menu.getByRole('menuitem', { name: 'Punch in' })).toHaveAttribute('aria-disabled', 'true');
    await expect(menu.getByRole('menuitem', { name: 'Punch out' })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    // Punch out opens only in the shift's last 15 minutes, which this test does not reach.
    const started = clock.getByRole('button', { name: 'Shift Started' });
    await expect(started).toBeDisabled();
    await expect(started).toHaveAccessibleDescription(
      'You can punch out in the last 15 minutes of your shift.',
    );
    await expect(inPageTray(page)).toContainText('In progress');
    await expectNoSeriousA11yViolations(page);
  });
});
