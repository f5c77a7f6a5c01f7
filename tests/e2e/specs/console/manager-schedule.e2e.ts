import type { Locator, Page } from '@playwright/test';
import { createTutor } from '../../fixtures/people.js';
import { expect, expectNoSeriousA11yViolations, signInToConsole, test } from './console-fixtures.js';

// The tests that create, change and delete shifts do it to a tutor of their own (a 9 AM shift some
// days ahead, which nothing else of theirs is near); the others read the demo world's Jordan Lee.
const DEMO_TUTOR = 'Jordan Lee';
const DAYS_AHEAD = 3;

/** A tutor of the test's own, with no shift yet: their name as the schedule shows it. */
function ownTutor(): string {
  const tutor = createTutor('Sage', [1]);
  return `${tutor.firstName} ${tutor.lastName}`;
}

/** The schedule, narrowed to `tutor` when the test brings its own (one row among many journeys' tutors). */
async function openSchedule(page: Page, tutor = DEMO_TUTOR): Promise<void> {
  await signInToConsole(page, 'manager');
  await expect(page).toHaveURL(/\/services\/summary$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shift schedule' }).click();
  await expect(page).toHaveURL(/\/console\/tutor-manager\/services\/schedule\/shift-schedule$/);
  if (tutor !== DEMO_TUTOR) await page.getByRole('searchbox', { name: 'Find a tutor' }).fill(tutor);
  await expect(page.getByRole('rowheader', { name: new RegExp(tutor) })).toBeVisible();
}

/** Presses a control from the keyboard: focus it, then Enter. */
async function press(control: Locator): Promise<void> {
  await control.focus();
  await control.press('Enter');
}

/** A shift's block, by its tutor and the times of its one tutoring segment. */
function block(page: Page, tutor: string, times: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^${tutor}: Tutoring Session, ${times}$`) });
}

test.describe("managers' shift schedule", () => {
  test('should create, extend and delete a shift from the keyboard, seen live by a second manager', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const tutor = ownTutor();
    await openSchedule(page, tutor);
    await expect(page).toHaveTitle('Shift schedule | Lantern');
    await expect(page.getByRole('list', { name: 'Segment type colours' })).toContainText('Essay Review');

    const other = await browser.newPage();
    await openSchedule(other, tutor);

    for (const tab of [page, other]) {
      for (let day = 0; day < DAYS_AHEAD; day += 1)
        await press(tab.getByRole('button', { name: 'Next day' }));
    }
    const range = await page.locator('#schedule-range').textContent();
    await expect(other.locator('#schedule-range')).toHaveText(range ?? '');

    // Creating: the tutor's row opens the form with the tutor chosen, 9 to 11 AM of tutoring.
    await press(page.getByRole('button', { name: `Add a shift for ${tutor}` }));
    const create = page.getByRole('dialog', { name: 'New shift' });
    await expect(create).toBeVisible();
    await expect(create.getByRole('button', { name: `${tutor} Tutor` })).toBeVisible();
    // An hour earlier end for the shift: its lone segment follows.
    const end = create.getByRole('group', { name: 'End' }).first();
    await end.getByRole('spinbutton', { name: /hour/i }).focus();
    await page.keyboard.press('ArrowDown');
    await press(create.getByRole('button', { name: 'Create shift' }));
    await expect(create).toBeHidden();

    const created = block(page, tutor, '9:00\\sAM to 10:00\\sAM');
    await expect(created).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Shift created.' })).toBeAttached();
    // The second manager sees it without reloading.
    await expect(block(other, tutor, '9:00\\sAM to 10:00\\sAM')).toBeVisible();

    // Editing the shift leads to extending it: the new end defaults to half an hour later.
    await press(created);
    const edit = page.getByRole('dialog', { name: `Shift of ${tutor}` });
    await expect(edit.getByRole('list', { name: 'Segments' })).toContainText('Tutoring Session');
    await press(edit.getByRole('button', { name: 'Extend shift' }));
    const extend = page.getByRole('dialog', { name: `Extend the shift of ${tutor}` });
    await expect(extend).toContainText('It now ends at 10:00');
    await press(extend.getByRole('button', { name: 'Extend shift' }));
    await expect(extend).toBeHidden();
    const extended = block(page, tutor, '9:00\\sAM to 10:30\\sAM');
    await expect(extended).toBeVisible();
    await expect(block(other, tutor, '9:00\\sAM to 10:30\\sAM')).toBeVisible();
    await expect(extended).toBeFocused();

    // Deleting the shift, confirmed.
    await press(extended);
    await press(
      page.getByRole('dialog', { name: `Shift of ${tutor}` }).getByRole('button', { name: 'Delete shift' }),
    );
    const confirm = page.getByRole('dialog', { name: 'Delete this shift?' });
    await expect(confirm).toContainText(`The shift of ${tutor}`);
    await press(confirm.getByRole('button', { name: 'Delete', exact: true }));
    await expect(confirm).toBeHidden();
    await expect(extended).toHaveCount(0);
    await expect(block(other, tutor, '9:00\\sAM to 10:30\\sAM')).toHaveCount(0);
    await other.close();
  });

  test('should jump to a day from the date popover, add a segment, switch off its live sessions and move a segment to the next day, from the keyboard', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const tutor = ownTutor();
    await openSchedule(page, tutor);
    const range = page.locator('#schedule-range');
    const today = await range.textContent();

    // Going to a date: the month opens on the day shown; arrows pick a day five days on.
    await press(page.getByRole('button', { name: 'Go to date' }));
    const month = page.getByRole('dialog', { name: 'Choose a day to show' });
    await expect(month.getByRole('grid')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    for (let day = 0; day < 5; day += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(month).toBeHidden();
    await expect(range).not.toHaveText(today ?? '');
    const jumped = await range.textContent();
    // The same day as five steps of "Next day" from today.
    await press(page.getByRole('button', { name: 'Today' }));
    await expect(range).toHaveText(today ?? '');
    for (let day = 0; day < 5; day += 1) await press(page.getByRole('button', { name: 'Next day' }));
    await expect(range).toHaveText(jumped ?? '');

    // A two-hour shift of tutoring from 9 AM, then its segment shortened to an hour, its live sessions off.
    await press(page.getByRole('button', { name: `Add a shift for ${tutor}` }));
    await press(
      page.getByRole('dialog', { name: 'New shift' }).getByRole('button', { name: 'Create shift' }),
    );
    const shift = block(page, tutor, '9:00\\sAM to 11:00\\sAM');
    await expect(shift).toBeVisible();
    await press(shift);
    const edit = page.getByRole('dialog', { name: `Shift of ${tutor}` });
    await press(edit.getByRole('button', { name: 'Change segment 1, Tutoring Session' }));
    const segment = page.getByRole('dialog', { name: `Tutoring Session for ${tutor}` });
    const live = segment.getByRole('switch', { name: 'Takes live sessions' });
    await expect(live).toBeChecked();
    await live.focus();
    await page.keyboard.press('Space');
    await expect(live).not.toBeChecked();
    await segment.getByRole('group', { name: 'End' }).getByRole('spinbutton', { name: /hour/i }).focus();
    await page.keyboard.press('ArrowDown');
    await press(segment.getByRole('button', { name: 'Save changes' }));
    await expect(segment).toBeHidden();
    await expect(shift).toBeFocused();
    await press(shift);
    await press(edit.getByRole('button', { name: 'Change segment 1, Tutoring Session' }));
    await expect(segment).toContainText(/9:00\sAM to 10:00\sAM/);
    await expect(live).not.toBeChecked();
    await press(segment.getByRole('button', { name: 'Back to the shift' }));

    // Adding a segment: the free hour after the tutoring, as a meeting (type-ahead in the picker).
    await press(edit.getByRole('button', { name: 'Add segment' }));
    const add = page.getByRole('dialog', { name: `Add a segment to the shift of ${tutor}` });
    await press(add.getByRole('button', { name: /Type/ }));
    await page.keyboard.type('Meeting');
    await page.keyboard.press('Enter');
    await expect(add.getByRole('button', { name: /Type/ })).toContainText('Meeting');
    await press(add.getByRole('button', { name: 'Add segment' }));
    await expect(add).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Segment added.' })).toBeAttached();
    const both = page.getByRole('button', {
      name: new RegExp(`^${tutor}: Tutoring Session, Meeting, 9:00\\sAM to 11:00\\sAM$`),
    });
    await expect(both).toBeVisible();

    // Moving the meeting to the next day with the date picker: the form says it becomes a shift of its own.
    await press(both);
    await press(edit.getByRole('button', { name: 'Change segment 2, Meeting' }));
    const meeting = page.getByRole('dialog', { name: `Meeting for ${tutor}` });
    await press(meeting.getByRole('button', { name: /^Calendar/ }));
    await expect(page.getByRole('grid')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(meeting.getByRole('status')).toContainText('becomes a shift of its own');
    await press(meeting.getByRole('button', { name: 'Save changes' }));
    await expect(meeting).toBeHidden();
    // The shift keeps its hours, with the hour the meeting left free.
    await expect(shift).toBeVisible();
    await press(page.getByRole('button', { name: 'Next day' }));
    await expect(
      page.getByRole('button', { name: new RegExp(`^${tutor}: Meeting, 10:00\\sAM to 11:00\\sAM$`) }),
    ).toBeVisible();
  });

  test('should filter tutors by name and segment types, and switch to the week', async ({ page }) => {
    await openSchedule(page);
    const rows = page.getByRole('table').getByRole('rowheader');
    await page.getByRole('searchbox', { name: 'Find a tutor' }).fill('jordan');
    await expect(rows).toHaveText([new RegExp(DEMO_TUTOR)]);
    await page.getByRole('searchbox', { name: 'Find a tutor' }).fill('nobody at all');
    await expect(page.getByText('No tutor matches these filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(rows.first()).toBeVisible();

    await press(page.getByRole('button', { name: 'Segment types' }));
    const essays = page.getByRole('checkbox', { name: 'Essay Review' });
    await essays.focus();
    await page.keyboard.press('Space');
    await expect(essays).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Segment types (1)' })).toBeFocused();
    // Only tutors with an essay review segment keep a row.
    const shown = await page
      .getByRole('table')
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) =>
          [...row.querySelectorAll('[data-shift]')].some((el) =>
            el.getAttribute('aria-label')?.includes('Essay Review'),
          ),
        ),
      );
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every(Boolean)).toBe(true);

    await page.getByRole('radio', { name: 'Week' }).click();
    await expect(page.getByRole('button', { name: 'Next week' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('columnheader', { name: /^Shifts, / })).toContainText(
      /Sun/,
    );

    // Arrow keys move between shifts, as in a calendar: along a tutor's week, back, and down a row.
    // A tutor with more than one shift in the week shown: the demo world plans six days ahead, so
    // late in the week (a Saturday) they are all in the next one.
    const tutorRows = page.getByRole('table').locator('tbody tr');
    const busyRow = () =>
      tutorRows.evaluateAll((all) => all.findIndex((row) => row.querySelectorAll('[data-shift]').length > 1));
    // The week's shifts arrive a moment after the switch: only a week still without one after a
    // few seconds sends the test to the next.
    const busyThisWeek = await expect
      .poll(busyRow, { timeout: 3000 })
      .toBeGreaterThanOrEqual(0)
      .then(
        () => true,
        () => false,
      );
    if (!busyThisWeek) await press(page.getByRole('button', { name: 'Next week' }));
    await expect.poll(busyRow).toBeGreaterThanOrEqual(0);
    const focusedLabel = () => page.locator('[data-shift]:focus').getAttribute('aria-label');
    await tutorRows
      .nth(await busyRow())
      .locator('[data-shift]')
      .first()
      .focus();
    // Shifts are told apart by their id.
    const focusedShift = () => page.locator('[data-shift]:focus').getAttribute('data-shift');
    await page.keyboard.press('Home');
    const first = await focusedShift();
    const tutor = (await focusedLabel())?.split(':')[0] ?? '';
    await page.keyboard.press('End');
    await expect.poll(focusedShift).not.toBe(first);
    const last = await focusedLabel();
    expect(last?.startsWith(`${tutor}:`)).toBe(true);
    await page.keyboard.press('Home');
    expect(await focusedShift()).toBe(first);
  });

  test('should send services/schedule to the shift schedule and pass axe, on a phone too', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // Tall enough that no tutor's row sits under the browser's stand-in for the system tray, which
    // sticks to the bottom of the window (axe would count a shift half under it as too small).
    await page.setViewportSize({ width: 1280, height: 1000 });
    await signInToConsole(page, 'manager');
    await expect(page).toHaveURL(/\/services\/summary$/);
    await page.goto('/console/tutor-manager/services/schedule');
    await expect(page).toHaveURL(/\/services\/schedule\/shift-schedule$/);
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'New shift' }).click();
    await expect(page.getByRole('dialog', { name: 'New shift' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    // A segment's form (type, date picker, live-session switch) and the new segment's form, before any
    // save: React Aria's announcement of a pending save names the closed dialog's button for a few seconds.
    // Jordan's demo shift starts three hours from now: after nine in the evening, that is tomorrow.
    const jordan = page.getByRole('button', { name: /^Jordan Lee: / }).first();
    if (!(await jordan.isVisible())) await page.getByRole('button', { name: 'Next day' }).click();
    await jordan.click();
    const shift = page.getByRole('dialog', { name: 'Shift of Jordan Lee' });
    await shift.getByRole('button', { name: 'Change segment 1, Tutoring Session' }).click();
    await expect(page.getByRole('switch', { name: 'Takes live sessions' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Back to the shift' }).click();
    await shift.getByRole('button', { name: 'Add segment' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Add a segment to the shift of Jordan Lee' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Escape steps back to the shift, then closes it.
    await page.keyboard.press('Escape');
    await expect(shift).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(shift).toBeHidden();
    await page.getByRole('button', { name: 'Today' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await page
      .getByRole('button', { name: /^Sam Patel: / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Shift of Sam Patel' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
