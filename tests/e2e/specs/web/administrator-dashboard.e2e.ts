import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { onePagePdf } from '../../fixtures/documents.js';
import { handIn } from '../../fixtures/essay-review.js';
import { DESKTOP, expectNoSidewaysScroll, PHONE } from '../../fixtures/layout.js';
import { createPeople, journeyStudent } from '../../fixtures/people.js';
import { dayField, dayShown, typeDay } from '../../fixtures/shared.js';
import { expectNoSeriousA11yViolations, signIn } from '../../fixtures/web.js';

// An administrator of the demo world's first two schools reads their dashboard: a journey student
// of Maplewood High School hands in an essay today, so the widgets have something of their own to
// count. The administrator narrows the range to today (grouped by hour), opens one school from the
// usage table (the address keeps the view, so a reload shows it again), and exports its CSV.

const SHOTS = 'artifacts/screens/administrator-dashboard';
const MAPLEWOOD = 'Maplewood High School';
const CEDAR_GROVE = 'Cedar Grove Elementary';

let admin: string;
let manager: string;
test.beforeAll(async ({ request }) => {
  const student = journeyStudent('e2e.dash.student', 'Imani', 'Okafor');
  await handIn(request, student, {
    title: `Rivers and their deltas ${Date.now().toString(36)}`,
    pdf: onePagePdf(),
    languageId: 1,
  });
  [admin, manager] = createPeople([
    { prefix: 'e2e.dash.admin', firstName: 'Priya', roles: ['administrator'], school: 1, schools: [1, 2] },
    { prefix: 'e2e.dash.manager', firstName: 'Dario', roles: ['district-manager'], district: 1 },
  ]).map((person) => person.username) as [string, string];
});

async function shoot(page: Page, name: string): Promise<void> {
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Today in New York, as the dashboard counts days. */
function todayInNewYork(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
}

test.describe('the administrator’s dashboard', () => {
  test('should change the range, open a school and export its numbers as CSV', async ({ page }) => {
    // Several pages, two axe runs and three full-page shots: longer than one page's default.
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    await signIn(page, admin);
    await page.goto('/administrator/dashboard');

    const quickStats = page.getByRole('region', { name: 'Quick stats' });
    await expect(quickStats.getByText('Essay reviews')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Total usage over time' })).toContainText('By day');
    const bySchool = page.getByRole('region', { name: 'Usage by school' });
    await expect(bySchool.getByRole('rowheader', { name: new RegExp(MAPLEWOOD) })).toBeVisible();
    await expect(bySchool.getByRole('rowheader', { name: new RegExp(CEDAR_GROVE) })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'last-month-1280');

    // Today alone, typed and sent with the keyboard: grouped by hour, and in the address.
    const today = todayInNewYork();
    const filters = page.getByRole('form', { name: 'Dashboard filters' });
    await typeDay(filters, 'From', today);
    await typeDay(filters, 'To', today);
    await dayField(filters, 'To').getByRole('spinbutton').last().press('Enter');
    await expect(page).toHaveURL(new RegExp(`start=${today}&end=${today}`));
    const usage = page.getByRole('region', { name: 'Total usage over time' });
    await expect(usage).toContainText('By hour, New York time');
    await expect(usage.getByRole('row')).toHaveCount(25);
    await expect(quickStats.getByRole('definition').first()).toBeVisible();

    // A backwards range is refused in words, and the view stays.
    await typeDay(filters, 'From', '2026-12-31');
    await typeDay(filters, 'To', '2026-01-01');
    await filters.getByRole('button', { name: 'Show' }).click();
    await expect(filters.getByRole('alert')).toHaveText('The end date must be on or after the start date.');
    await expect(page).toHaveURL(new RegExp(`start=${today}`));

    // One school, from its row: the other leaves the table, the filter names it, a reload keeps it.
    await bySchool.getByRole('link', { name: new RegExp(CEDAR_GROVE) }).click();
    await expect(page).toHaveURL(/schools=2/);
    await expect(bySchool.getByRole('rowheader', { name: new RegExp(MAPLEWOOD) })).toHaveCount(0);
    await page.reload();
    await expect(filters.getByLabel('School')).toHaveValue('2');
    await expect.poll(() => dayShown(filters, 'From')).toBe(today);
    await expect(bySchool.getByRole('rowheader', { name: CEDAR_GROVE })).toBeVisible();

    const download = page.waitForEvent('download');
    await bySchool.getByRole('button', { name: 'Export CSV: Usage by school' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`lantern-usage-by-school-${today}-${today}.csv`);
    const csv = await readFile(await file.path(), 'utf8');
    const [header, row, ...rest] = csv.trim().split('\r\n');
    expect(header).toBe('School,Active students,Licensed students,Share active');
    expect(row).toMatch(new RegExp(`^${CEDAR_GROVE},\\d+,\\d+,[\\d.]*$`));
    expect(rest).toEqual([]);

    // Back to every school and the last month, then the whole of it on a phone.
    await page.getByRole('link', { name: 'Last month' }).click();
    await expect(page).toHaveURL(/\/administrator\/dashboard$/);
    await expect(bySchool.getByRole('rowheader', { name: new RegExp(MAPLEWOOD) })).toBeVisible();
    await expect(quickStats.getByRole('definition').first()).toBeVisible();
    await shoot(page, 'school-reset-1280');
    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'last-month-390');
  });

  test('should show a district manager every school of their district, and filter by grade', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, manager);
    await page.goto('/district-manager/dashboard');
    const bySchool = page.getByRole('region', { name: 'Usage by school' });
    for (const school of [MAPLEWOOD, CEDAR_GROVE, 'Harbor Writing Academy', 'Fulton Public Library Program'])
      await expect(bySchool.getByRole('rowheader', { name: new RegExp(school) })).toBeVisible();
    const filters = page.getByRole('form', { name: 'Dashboard filters' });
    await filters.getByLabel('Grade').selectOption({ label: 'Not specified (no grade)' });
    // The ungraded students alone: the uncategorized grade goes to the API on its own.
    const answered = page.waitForResponse(
      (response) =>
        response.url().includes('/api/admin/dashboard/quick-stats') &&
        response.url().includes('include_uncategorized=true') &&
        !response.url().includes('grade_level_ids'),
    );
    await filters.getByRole('button', { name: 'Show' }).click();
    expect((await answered).status()).toBe(200);
    await expect(page).toHaveURL(/grades=-1/);
    await expect(filters.getByLabel('Grade')).toHaveValue('-1');
    await expect(page.getByText('This widget could not be loaded')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
