import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signInToConsole, test } from './console-fixtures.js';

// Jordan Lee's demo shifts start in the afternoon; a 9 AM shift three days ahead touches none of
// them, nor the shifts the tutor journeys use today.
const TUTOR = 'Jordan Lee';
const DAYS_AHEAD = 3;

async function openSchedule(page: Page): Promise<void> {
  await signInToConsole(page, 'manager');
  await expect(page).toHaveURL(/\/services\/summary$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shift schedule' }).click();
  await expect(page).toHaveURL(/\/console\/tutor-manager\/services\/schedule\/shift-schedule$/);
  await expect(page.getByRole('rowheader', { name: new RegExp(TUTOR) })).toBeVisible();
}

/** Presses a control from the keyboard: focus it, then Enter. */
async function press(control: Locator): Promise<void> {
  await control.focus();
  await control.press('Enter');
}

/** A shift's block, by the times of its one tutoring segment. */
function block(page: Page, times: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^${TUTOR}: Tutoring Session, ${times}$`) });
}

test.describe("managers' shift schedule", () => {
  test('should create, extend and delete a shift from the keyboard, seen live by a second manager', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    await openSchedule(page);
    await expect(page).toHaveTitle('Shift schedule | Lantern');
    await expect(page.getByRole('list', { name: 'Segment type colours' })).toContainText('Essay Review');

    const other = await browser.newPage();
    await openSchedule(other);

    for (const tab of [page, other]) {
      for (let day = 0; day < DAYS_AHEAD; day += 1)
        await press(tab.getByRole('button', { name: 'Next day' }));
    }
    const range = await page.locator('#schedule-range').textContent();
    await expect(other.locator('#schedule-range')).toHaveText(range ?? '');

    // Creating: the tutor's row opens the form with the tutor chosen, 9 to 11 AM of tutoring.
    await press(page.getByRole('button', { name: `Add a shift for ${TUTOR}` }));
    const create = page.getByRole('dialog', { name: 'New shift' });
    await expect(create).toBeVisible();
    await expect(create.getByRole('button', { name: `${TUTOR} Tutor` })).toBeVisible();
    // An hour earlier end for the shift: its lone segment follows.
    const end = create.getByRole('group', { name: 'End' }).first();
    await end.getByRole('spinbutton', { name: /hour/i }).focus();
    await page.keyboard.press('ArrowDown');
    await press(create.getByRole('button', { name: 'Create shift' }));
    await expect(create).toBeHidden();

    const created = block(page, '9:00\\sAM to 10:00\\sAM');
    await expect(created).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Shift created.' })).toBeAttached();
    // The second manager sees it without reloading.
    await expect(block(other, '9:00\\sAM to 10:00\\sAM')).toBeVisible();

    // Editing the shift leads to extending it: the new end defaults to half an hour later.
    await press(created);
    const edit = page.getByRole('dialog', { name: `Shift of ${TUTOR}` });
    await expect(edit.getByRole('list', { name: 'Segments' })).toContainText('Tutoring Session');
    await press(edit.getByRole('button', { name: 'Extend shift' }));
    const extend = page.getByRole('dialog', { name: `Extend the shift of ${TUTOR}` });
    await expect(extend).toContainText('It now ends at 10:00');
    await press(extend.getByRole('button', { name: 'Extend shift' }));
    await expect(extend).toBeHidden();
    const extended = block(page, '9:00\\sAM to 10:30\\sAM');
    await expect(extended).toBeVisible();
    await expect(block(other, '9:00\\sAM to 10:30\\sAM')).toBeVisible();
    await expect(extended).toBeFocused();

    // Deleting the shift, confirmed.
    await press(extended);
    await press(
      page.getByRole('dialog', { name: `Shift of ${TUTOR}` }).getByRole('button', { name: 'Delete shift' }),
    );
    const confirm = page.getByRole('dialog', { name: 'Delete this shift?' });
    await expect(confirm).toContainText(`The shift of ${TUTOR}`);
    await press(confirm.getByRole('button', { name: 'Delete', exact: true }));
    await expect(confirm).toBeHidden();
    await expect(extended).toHaveCount(0);
    await expect(block(other, '9:00\\sAM to 10:30\\sAM')).toHaveCount(0);
    await other.close();
  });

  test('should filter tutors by name and segment types, and switch to the week', async ({ page }) => {
    await openSchedule(page);
    const rows = page.getByRole('table').getByRole('rowheader');
    await page.getByRole('searchbox', { name: 'Find a tutor' }).fill('jordan');
    await expect(rows).toHaveText([new RegExp(TUTOR)]);
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
    const blocks = page.locator('[data-shift]');
    const focusedLabel = () => page.locator('[data-shift]:focus').getAttribute('aria-label');
    await blocks.first().focus();
    const first = await focusedLabel();
    const tutor = first?.split(':')[0] ?? '';
    await page.keyboard.press('End');
    const last = await focusedLabel();
    expect(last).not.toBe(first);
    expect(last?.startsWith(`${tutor}:`)).toBe(true);
    await page.keyboard.press('Home');
    expect(await focusedLabel()).toBe(first);
  });

  test('should send services/schedule to the shift schedule and pass axe, on a phone too', async ({
    page,
  }) => {
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
    await page.setViewportSize({ width: 390, height: 844 });
    await page
      .getByRole('button', { name: /^Sam Patel: / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Shift of Sam Patel' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
