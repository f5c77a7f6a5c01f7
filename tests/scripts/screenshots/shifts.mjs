// Shifts as issue 18 left them: the breaks center's tabs with their record of what was approved or
// refused (by whom, when, with an undo before the break begins), and a tutor's dashboard with a
// meal break waiting for approval and a rest break booked. Three new tutors on six-hour shifts.
import { call, newTutor, punchedInNow, shiftAction, shoot, signInToConsole, tr, wanted } from './lib.mjs';

const MANAGER = 'manager';
const SUMMARY = '/console/tutor-manager/services/summary';

/** Asks for a break on the tutor's current shift, some minutes from now; the pending request's id. */
async function askForBreak(username, action, minutes) {
  const shift = await call(username, 'GET', '/schedules/shifts/current');
  await call(username, 'POST', `/schedules/shifts/${shift.shift.id}/state`, {
    action,
    start_time: Math.floor(Date.now() / 1000) + minutes * 60,
    app: 'console',
  });
}

/** The tutor's pending meal break request, as the breaks center lists it. */
async function pendingMeal(username) {
  const me = await call(username, 'GET', '/me');
  const requests = await call(MANAGER, 'GET', '/schedule-break-requests?kind=meal');
  return requests.data.find((request) => request.user.id === me.id);
}

export async function shiftScreens() {
  if (!wanted('console-breaks-center', 'console-tutor-breaks')) return;
  const approved = await newTutor({ firstName: 'Rosa', lastName: 'Vidal', subjects: [13] });
  const refused = await newTutor({ firstName: 'Omar', lastName: 'Haddad', subjects: [13] });
  const waiting = await newTutor({ firstName: 'Lena', lastName: 'Moreau', subjects: [13] });
  for (const tutor of [approved, refused, waiting]) {
    await punchedInNow(tutor, 'Tutoring Session', 6);
    await askForBreak(tutor, 'request_meal_break', 150);
  }
  await askForBreak(waiting, 'schedule_rest_break', 60);
  await call(MANAGER, 'POST', `/schedule-break-requests/${(await pendingMeal(approved)).id}/approve`);
  await call(MANAGER, 'POST', `/schedule-break-requests/${(await pendingMeal(refused)).id}/reject`);
  await shoot('console-tutor-breaks-booked', {
    people: [waiting],
    run: async (page) => {
      await signInToConsole(page, waiting, '/console/tutor');
      await page.locator('.break-phase').first().waitFor();
    },
  });
  const bio = await shiftAction(approved, 'start_bio_break');
  try {
    for (const [tab, path] of [
      ['Meal breaks', 'meal-breaks'],
      ['Rest breaks', 'rest-breaks'],
      ['Bio breaks', 'bio-breaks'],
    ])
      await shoot(`console-breaks-center-${path}`, {
        people: [MANAGER],
        run: async (page) => {
          await signInToConsole(page, MANAGER, SUMMARY);
          // The summary's own link to the breaks center, whatever address the menu's takes.
          await page.locator('main a[href*="breaks-center"]').first().click();
          await page.waitForURL('**/breaks-center/**');
          await page.getByRole('tab', { name: tr(tab) }).click();
          await page.waitForURL(`**/breaks-center/${path}`);
          const panel = page.getByRole('region', { name: tr(tab) });
          await panel.waitFor();
          await panel.getByText(tr('Loading…')).first().waitFor({ state: 'detached' });
        },
      });
  } finally {
    if (bio) await shiftAction(approved, 'return_to_segment');
    for (const tutor of [approved, refused, waiting]) await shiftAction(tutor, 'punch_out');
  }
}
