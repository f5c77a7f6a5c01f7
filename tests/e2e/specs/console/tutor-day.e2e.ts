import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { bearer, dataOf, punchedInNow, tokenFor } from '../../fixtures/api.js';
import { createPeople, createTutor, type Person } from '../../fixtures/people.js';
import {
  desktopAlerts,
  expect,
  expectNoSeriousA11yViolations,
  inPageTray,
  recordDesktopAlerts,
  signInToConsole,
  test,
} from './console-fixtures.js';

// A day on shift, two people at once: the journey's own tutor, punched into a three-hour shift
// (room for a meal break, which must end by the shift's end), asks for a meal break; the journey's
// own manager approves it in the breaks center, and the tutor sees the decision without a reload;
// then the tutor takes a bio break and comes back.

let tutor: Person;
let tutorRow: RegExp;
test.beforeEach(async ({ request }) => {
  // Teaching nothing, so on shift for three hours they take no other journey's question.
  tutor = createTutor('Paloma', []);
  tutorRow = new RegExp(tutor.lastName);
  await punchedInNow(request, tutor.username, { minutes: 180 });
});

async function signedInPage(
  browser: Browser,
  username: string,
  prepare: (context: BrowserContext) => Promise<void> = async () => {},
): Promise<Page> {
  const context = await browser.newContext();
  await prepare(context);
  const page = await context.newPage();
  await signInToConsole(page, username);
  return page;
}

/** "HH:MM" moved on by some minutes, around midnight. */
function later(value: string, minutes: number): string {
  const [hours, mins] = value.split(':').map(Number) as [number, number];
  const total = (hours * 60 + mins + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

async function startBioBreakThroughApi(request: APIRequestContext, username: string): Promise<void> {
  const headers = bearer(await tokenFor(request, username));
  const current = await dataOf<{ shift: { id: number } }>(
    await request.get('/api/schedules/shifts/current', { headers }),
    `${username}'s current shift`,
  );
  await dataOf(
    await request.post(`/api/schedules/shifts/${current.shift.id}/state`, {
      headers,
      data: { action: 'start_bio_break' },
    }),
    'start_bio_break through the API',
  );
}

/** When the tutor's newest approved meal break ends (unix seconds), as the breaks center lists it. */
async function approvedMealEnd(
  request: APIRequestContext,
  manager: string,
  tutorId: number,
): Promise<number> {
  const listed = await dataOf<{ data: { id: number; end_time: number | null; user: { id: number } }[] }>(
    await request.get('/api/schedule-break-requests?kind=meal&status=approved', {
      headers: bearer(await tokenFor(request, manager)),
    }),
    'approved meal breaks',
  );
  const newest = listed.data.filter((item) => item.user.id === tutorId).sort((a, b) => b.id - a.id)[0];
  expect(newest?.end_time, 'an approved meal break of the tutor').toEqual(expect.any(Number));
  return newest!.end_time!;
}

test.describe('a tutor day with breaks', () => {
  test('should take a meal request through the breaks center to the tutor live, then a bio break', async ({
    browser,
    request,
  }) => {
    // The approval is the manager's record (who decided, when): a manager of the journey's own.
    const managerPerson = createPeople([
      { prefix: 'manager.day', firstName: 'Dana', roles: ['tutor-manager'] },
    ])[0]!;
    // The tutor's page records what its browser bridge notifies and chimes, on a clock the test
    // can move on (it runs in real time until then).
    const tutorPage = await signedInPage(browser, tutor.username, async (context) => {
      await recordDesktopAlerts(context);
      await context.clock.install();
    });
    const manager = await signedInPage(browser, managerPerson.username);

    const clock = tutorPage.getByRole('region', { name: 'Punch clock' });
    await expect(clock).toContainText('In progress');
    const meal = tutorPage.getByRole('region', { name: 'Meal break (30 min, unpaid)' });
    const start = meal.getByLabel('Meal break start time');
    // The tray's "Ask for a meal break…" opens the planner at the meal's start time: the tutor picks it.
    const trayMenu = tutorPage.getByRole('menu', { name: 'Shift actions' });
    await inPageTray(tutorPage).getByRole('button', { name: 'Shift actions' }).click();
    await trayMenu.getByRole('menuitem', { name: 'Ask for a meal break…' }).click();
    await expect(trayMenu).toHaveCount(0);
    await expect(start).toBeFocused();
    await expect(start).toHaveAccessibleDescription(/You can ask to start it between .+ and .+\./);
    // Far enough ahead that the break does not begin while the test runs.
    await start.fill(later(await start.inputValue(), 20));

    // The manager's list is open before the request: it must arrive live.
    // In the app, from the services summary the manager lands on: a full load would sign out.
    await manager.getByRole('main').getByRole('link', { name: 'Breaks center' }).click();
    await expect(manager).toHaveURL(/\/breaks-center\/meal-breaks$/);
    const list = manager.getByRole('region', { name: 'Meal breaks', exact: true });
    const row = list.getByRole('row', { name: tutorRow });
    // Other journeys running beside this one may have requests of their own waiting: only this one counts.
    await expect(list).not.toContainText('Loading…');
    await expect(row).toHaveCount(0);

    // Keyboard: the request is sent from the field with Enter.
    await start.press('Enter');
    await expect(meal.getByRole('status').filter({ hasText: 'Requesting your meal break…' })).toBeVisible();
    await expect(meal).toContainText('Your meal break request was sent.');
    await expect(meal).toContainText('Waiting for approval');
    // One meal break at a time: the tray greys out asking for another.
    await inPageTray(tutorPage).getByRole('button', { name: 'Shift actions' }).click();
    await expect(trayMenu.getByRole('menuitem', { name: 'Ask for a meal break…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await tutorPage.keyboard.press('Escape');

    await expect(row).toBeVisible();
    await expectNoSeriousA11yViolations(manager);
    await row.getByRole('button', { name: /^Approve/ }).click();
    await expect(row).toHaveCount(0);

    // The tutor sees the approval at once, with no reload.
    await expect(meal).toContainText('Approved');
    await expect(meal).not.toContainText('Waiting for approval');

    // The manager's bio tab lists the tutor while the bio break lasts; the tab has its own address.
    await manager.getByRole('tab', { name: 'Bio breaks' }).click();
    await expect(manager).toHaveURL(/\/breaks-center\/bio-breaks$/);
    await expect(manager.getByRole('tab', { name: 'Bio breaks' })).toHaveAttribute('aria-selected', 'true');
    const bio = manager.getByRole('region', { name: 'Bio breaks' });
    const onBio = bio.getByRole('row', { name: tutorRow });
    // Tutors of journeys running beside this one may be on a bio break: only this one counts.
    await expect(bio).not.toContainText('Loading…');
    await expect(onBio).toHaveCount(0);

    await clock.getByRole('button', { name: 'Start bio break' }).click();
    await expect(clock).toContainText('On a bio break');
    await expect(onBio).toBeVisible();
    await clock.getByRole('button', { name: 'Return to my segment' }).click();
    await expect(clock).toContainText('In progress');
    await expect(onBio).toHaveCount(0);
    await expect(meal).toContainText('Approved');
    await expect.poll(async () => (await desktopAlerts(tutorPage)).notifications).toContain('Break approved');

    // Half a minute before the approved break ends on the tutor's clock, the "about to end" chime
    // (two even notes) plays through the bridge, on by default. One jump: the console takes the
    // server's time again when its socket reconnects, which a long jump also causes.
    const endTime = await approvedMealEnd(request, managerPerson.username, tutor.id);
    const { tones } = await desktopAlerts(tutorPage);
    const pageNow = await tutorPage.evaluate(() => Date.now());
    await tutorPage.clock.fastForward(endTime * 1000 - 30_000 - pageNow);
    await expect
      .poll(async () => (await desktopAlerts(tutorPage)).tones.slice(tones.length))
      .toEqual([587.33, 587.33]);

    await tutorPage.context().close();
    await manager.context().close();
  });

  test('should start a bio break and return, and show a break started elsewhere at once', async ({
    page,
    request,
  }) => {
    await signInToConsole(page, tutor.username);
    const clock = page.getByRole('region', { name: 'Punch clock' });
    await expect(clock).toContainText('In progress');
    await expect(clock).toContainText(/\d+ mins left/);

    // From another screen, the tray's "Book a rest break…" comes back to the dashboard's planner,
    // at the rest break's start time, and books nothing by itself.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Availability' }).click();
    await expect(page).toHaveURL(/\/console\/tutor\/availability$/);
    await inPageTray(page).getByRole('button', { name: 'Shift actions' }).click();
    await page
      .getByRole('menu', { name: 'Shift actions' })
      .getByRole('menuitem', { name: 'Book a rest break…' })
      .click();
    await expect(page).toHaveURL(/\/console\/tutor$/);
    const rest = page.getByRole('region', { name: 'Rest break (10 min, paid)' });
    await expect(rest.getByLabel('Rest break start time')).toBeFocused();
    await expect(rest.getByRole('button', { name: 'Schedule rest break' })).toBeVisible();

    await clock.getByRole('button', { name: 'Start bio break' }).click();
    await expect(clock).toContainText('On a bio break');
    await expect(clock.getByRole('button', { name: 'Start bio break' })).toHaveCount(0);
    await clock.getByRole('button', { name: 'Return to my segment' }).click();
    await expect(clock).toContainText('In progress');

    // From another device: the socket brings the new state without a reload.
    await startBioBreakThroughApi(request, tutor.username);
    await expect(clock).toContainText('On a bio break');
    await expect(inPageTray(page)).toContainText('On a bio break');
    await clock.getByRole('button', { name: 'Return to my segment' }).click();
    await expect(clock.getByRole('button', { name: 'Start bio break' })).toBeVisible();
  });
});
