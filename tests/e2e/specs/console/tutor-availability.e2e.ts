import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { createTutor } from '../../fixtures/people.js';
import { expect, expectNoSeriousA11yViolations, signInToConsole, test } from './console-fixtures.js';

// Each test's own tutor, so changing their week and maximum disturbs no other journey.
let tutor = '';
test.beforeEach(() => {
  tutor = createTutor('Wren', [2, 4]).username;
});
const SCREENSHOTS = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'artifacts',
  'screenshots',
);

/** "22 h offered" → 22. */
async function totalHours(page: Page): Promise<number> {
  const text = (await page.getByTestId('availability-total').textContent()) ?? '';
  return Number(/([\d.]+) h offered/.exec(text)?.[1]);
}

async function openAvailability(page: Page) {
  await signInToConsole(page, tutor);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Availability' }).click();
  await expect(page).toHaveURL(/\/console\/tutor\/availability$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your availability');
  await expect(page.getByTestId('availability-total')).toBeVisible();
}

// Saturday late evening: a time a new tutor has not offered yet.
const lateSaturday = (page: Page, time: string) =>
  page.getByRole('button', { name: new RegExp(`^Saturday, .* ${time}$`) });

test.describe('tutor availability editor', () => {
  test('adds hours with mouse and keyboard, asks before leaving unsaved, saves and keeps them after a reload', async ({
    page,
  }) => {
    await openAvailability(page);

    // Room for the new hours first: the maximum is checked in the page before it is sent.
    const max = page.getByLabel('Maximum weekly hours');
    await max.fill('200');
    await page.getByRole('button', { name: 'Save maximum' }).click();
    await expect(page.getByText('Enter a whole number of hours from 0 to 168.')).toBeVisible();
    await max.fill('60');
    await page.getByRole('button', { name: 'Save maximum' }).click();
    await expect(page.getByTestId('availability-total')).toContainText('of 60 h at most');

    const before = await totalHours(page);
    const ninePm = lateSaturday(page, '9:00 PM');
    const tenPm = lateSaturday(page, '10:00 PM');
    await expect(ninePm).toHaveAttribute('aria-pressed', 'false');
    await ninePm.click();
    await page.keyboard.press('ArrowDown');
    await expect(tenPm).toBeFocused();
    await page.keyboard.press('Space');
    await expect(ninePm).toHaveAttribute('aria-pressed', 'true');
    await expect(tenPm).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => totalHours(page)).toBe(before + 2);
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();

    // Leaving asks first; staying keeps the edits.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay and keep editing' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/console\/tutor\/availability$/);
    await expect(tenPm).toHaveAttribute('aria-pressed', 'true');

    await expectNoSeriousA11yViolations(page);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'console-tutor-availability.png') });

    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('All changes saved.')).toBeVisible();
    await page.reload();
    await expect(lateSaturday(page, '10:00 PM')).toHaveAttribute('aria-pressed', 'true');
    await expect(lateSaturday(page, '9:00 PM')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => totalHours(page)).toBe(before + 2);

    // Take the hours back, leaving through the question this time.
    await lateSaturday(page, '9:00 PM').click();
    await lateSaturday(page, '10:00 PM').click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('All changes saved.')).toBeVisible();
    await lateSaturday(page, '9:00 PM').click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/console\/tutor$/);
  });

  test('asks before leaving with the keyboard too: Escape stays and gives focus back to the link', async ({
    page,
  }) => {
    await openAvailability(page);
    const ninePm = lateSaturday(page, '9:00 PM');
    const pressed = await ninePm.getAttribute('aria-pressed');
    await ninePm.click();
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();

    const dashboard = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' });
    await dashboard.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(dialog).toHaveAccessibleDescription(/unsaved changes to your availability/);
    await expect(dialog.getByRole('button', { name: 'Stay and keep editing' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(dashboard).toBeFocused();
    await expect(page).toHaveURL(/\/console\/tutor\/availability$/);
    await expect(ninePm).not.toHaveAttribute('aria-pressed', pressed ?? '');

    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect(ninePm).toHaveAttribute('aria-pressed', pressed ?? '');
    await expect(page.getByText('All changes saved.')).toBeVisible();
  });

  test('moves to the weeks after and before the open week, to read them, and back to change it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openAvailability(page);
    const weeks = page.getByRole('navigation', { name: 'Weeks' });
    const label = weeks.getByText(/^Week of /);
    const openWeek = (await label.textContent()) ?? '';
    const ninePm = lateSaturday(page, '9:00 PM');
    await ninePm.click();
    // Another week would lose the edit: the way there waits for a save.
    await expect(weeks.getByRole('button', { name: 'Next week' })).toBeDisabled();
    await expect(weeks).toContainText('Save or discard your changes to see another week.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('All changes saved.')).toBeVisible();

    await weeks.getByRole('button', { name: 'Next week' }).click();
    await expect(label).not.toHaveText(openWeek);
    const nextWeek = (await label.textContent()) ?? '';
    await expect(page.getByText('You can look at this week but not change it')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Week shown' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Confirm open week' })).toHaveCount(0);
    await expect(ninePm).toHaveAttribute('aria-pressed', 'false');
    await expect(ninePm).toHaveAttribute('aria-disabled', 'true');
    await ninePm.focus();
    await page.keyboard.press('Space');
    await expect(ninePm).toHaveAttribute('aria-pressed', 'false');
    await expectNoSeriousA11yViolations(page);

    await weeks.getByRole('button', { name: 'Previous week' }).click();
    await expect(label).toHaveText(openWeek);
    await weeks.getByRole('button', { name: 'Previous week' }).click();
    await expect(label).not.toHaveText(openWeek);
    await expect(label).not.toHaveText(nextWeek);
    await weeks.getByRole('button', { name: 'Back to the open week' }).click();
    await expect(label).toHaveText(openWeek);
    await expect(ninePm).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Confirm open week' })).toBeVisible();
  });

  test('fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToConsole(page, tutor);
    await expect(page).toHaveURL(/\/console\/tutor$/);
    await page.goto('/console/tutor/availability');
    await expect(page.getByTestId('availability-total')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({
      path: join(SCREENSHOTS, 'console-tutor-availability-phone.png'),
      fullPage: true,
    });
  });
});
