import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { bearer, dataOf, tokenFor } from '../../fixtures/api.js';
import { showFlagOn } from '../../fixtures/flags.js';
import { DESKTOP, expectNoSidewaysScroll, PHONE } from '../../fixtures/layout.js';
import { createPeople } from '../../fixtures/people.js';
import { expectNoSeriousA11yViolations, signIn } from '../../fixtures/web.js';

// Reach and return, the reporting schema and grow analytics, as an administrator and a district
// manager of the demo world's first district meet them: the reach widget on the dashboard with its
// small counts hidden and its CSV, the reporting page listing the views a BI tool reads, grow
// analytics open with the HIT licence and closed without, and subgroups once the district's
// demographics are switched on (by a superuser, then off again).

const SHOTS = 'artifacts/screens/administrator-reach';
const MAPLEWOOD = 'Maplewood High School';
const CEDAR_GROVE = 'Cedar Grove Elementary';
const RIVERSIDE = 1;

let admin: string;
let noHitAdmin: string;
let manager: string;
test.beforeAll(() => {
  [admin, noHitAdmin, manager] = createPeople([
    { prefix: 'e2e.reach.admin', firstName: 'Priya', roles: ['administrator'], school: 1, schools: [1, 2] },
    // Cedar Grove holds no HIT licence.
    { prefix: 'e2e.reach.nohit', firstName: 'Tomas', roles: ['administrator'], school: 2 },
    { prefix: 'e2e.reach.manager', firstName: 'Dario', roles: ['district-manager'], district: RIVERSIDE },
  ]).map((person) => person.username) as [string, string, string];
});

async function shoot(page: Page, name: string): Promise<void> {
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A shown count: a number, or the words that stand for a hidden one (never a 0 for a small group). */
const SHOWN_COUNT = /^(\d[\d,]*|fewer than 10|hidden)$/;

test.describe('reach and return, reports and grow analytics', () => {
  test('should show reach by school and grade with small counts hidden, and export it as CSV', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    await signIn(page, admin);
    await page.goto('/administrator/dashboard');

    const reach = page.getByRole('region', { name: 'Reach and return', exact: true });
    await expect(reach.getByText(/Came back: those who did on at least 2 different days/)).toBeVisible();
    const bySchool = reach.getByRole('region', { name: 'By school', exact: true });
    await expect(bySchool.getByRole('rowheader', { name: MAPLEWOOD })).toBeVisible();
    await expect(bySchool.getByRole('rowheader', { name: CEDAR_GROVE })).toBeVisible();
    await expect(reach.getByRole('region', { name: 'By grade', exact: true })).toBeVisible();
    for (const cell of await bySchool.getByRole('cell').allTextContents())
      expect(cell.trim()).toMatch(/^(\d[\d,]*|fewer than 10|hidden|\d[\d.]*%|—)$/);
    // Demographics are off for the district: said, and no subgroup table.
    await expect(reach.getByText(/Subgroups .* are off for your district/)).toBeVisible();
    await expect(reach.getByRole('region', { name: 'By sex', exact: true })).toHaveCount(0);

    const download = page.waitForEvent('download');
    await reach.getByRole('button', { name: 'Export CSV: Reach and return' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^lantern-reach-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = (await readFile(await file.path(), 'utf8')).trim().split('\r\n');
    expect(header).toBe(
      'Breakdown,Group,Licensed students,Reached,Share reached,Came back,Share who came back',
    );
    const maplewood = rows.find((row) => row.startsWith(`By school,${MAPLEWOOD},`))!;
    expect(maplewood.split(',')[2]).toMatch(SHOWN_COUNT);
    expect(rows.some((row) => row.startsWith('By grade,'))).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'dashboard-1280');
    await reach.screenshot({ path: `${SHOTS}/widget-1280.png` });
    await page.setViewportSize(PHONE);
    // The charts redraw at the new width when their observer next runs.
    await expect
      .poll(() => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0))
      .toBeLessThanOrEqual(PHONE.width);
    await shoot(page, 'dashboard-390');
    await reach.screenshot({ path: `${SHOTS}/widget-390.png` });
  });

  test('should describe the reporting schema view by view, with CSV export named', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, admin);
    await page.goto('/administrator/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).first().click();
    await expect(page).toHaveURL(/\/administrator\/metabase$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reports and BI tools' })).toBeVisible();
    await expect(page.getByText(/member of the read-only role lantern_reporting/)).toBeVisible();
    const students = page.getByRole('article', { name: 'reporting.students' });
    await expect(students.getByRole('rowheader', { name: 'student_key' })).toBeVisible();
    await expect(students.getByRole('rowheader', { name: 'username' })).toHaveCount(0);
    for (const view of ['districts', 'schools', 'grades', 'sessions', 'essays', 'daily_usage'])
      await expect(page.getByRole('article', { name: `reporting.${view}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'CSV export' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'reporting-1280');
    await page.setViewportSize(PHONE);
    await shoot(page, 'reporting-390');
  });

  test('should open grow analytics with the HIT licence only', async ({ page, browser }) => {
    await showFlagOn(page, 'licensing');
    await page.setViewportSize(DESKTOP);
    await signIn(page, admin);
    await page.goto('/administrator/grow-analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Grow analytics' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No high-impact tutoring programmes yet' })).toBeVisible();
    await shoot(page, 'grow-1280');
    await page.setViewportSize(PHONE);
    await shoot(page, 'grow-390');

    // Cedar Grove's administrator has no HIT licence: back to the dashboard, and no link to it.
    const other = await browser.newPage();
    await showFlagOn(other, 'licensing');
    await signIn(other, noHitAdmin);
    await other.goto('/administrator/grow-analytics');
    await expect(other).toHaveURL(/\/administrator\/dashboard/);
    await expect(other.getByRole('link', { name: 'Grow analytics' })).toHaveCount(0);
    await other.close();
  });

  test('should show a district manager reach by subgroup once the district turns demographics on', async ({
    page,
    request,
  }) => {
    const superuser = bearer(await tokenFor(request, 'superuser'));
    const setDemographics = async (on: boolean) =>
      dataOf<{ demographics_enabled: boolean }>(
        await request.post(`/api/districts/${RIVERSIDE}`, {
          headers: superuser,
          data: { demographics_enabled: on },
        }),
        'district demographics',
      );
    expect((await setDemographics(true)).demographics_enabled).toBe(true);
    try {
      await page.setViewportSize(DESKTOP);
      await signIn(page, manager);
      await page.goto('/district-manager/dashboard');
      const reach = page.getByRole('region', { name: 'Reach and return', exact: true });
      for (const subgroup of [
        'By sex',
        'By race and ethnicity',
        'By English learner status',
        'By IEP or 504 plan',
      ])
        await expect(reach.getByRole('region', { name: subgroup, exact: true })).toBeVisible();
      // The demo roster records no demographics: every student is "Not recorded".
      await expect(
        reach
          .getByRole('region', { name: 'By sex', exact: true })
          .getByRole('rowheader', { name: 'Not recorded' }),
      ).toBeVisible();
      await expect(reach.getByText(/are off for your district/)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await shoot(page, 'manager-subgroups-1280');
      await reach.screenshot({ path: `${SHOTS}/manager-widget-1280.png` });
    } finally {
      await setDemographics(false);
    }
  });
});
