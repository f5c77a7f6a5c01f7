import type { HomeOf } from '@lantern/shared/contracts/home';
import { onePagePdf } from '../../fixtures/documents.js';
import { DEMO_PASSWORD } from '../../fixtures/shared.js';
import {
  connectionIndicator,
  expect,
  expectNoSeriousA11yViolations,
  signInToConsole,
  test,
} from './console-fixtures.js';
import { journeyStudent } from '../../fixtures/people.js';

test.describe('tutor-manager console', () => {
  test('should land a manager on the services summary with the real tutor counts and list', async ({
    page,
    consoleApi,
  }) => {
    await signInToConsole(page, 'manager');

    await expect(page).toHaveURL(/\/console\/tutor-manager\/services\/summary$/);
    await expect(page).toHaveTitle('Summary | Lantern');
    await expect(connectionIndicator(page)).toHaveText('Connected');
    // Journeys running beside this one add tutors of their own: the page and the API are compared
    // as of one moment, reloading until no tutor arrived in between.
    let home!: HomeOf<'tutor-manager'>;
    const stats = page.getByLabel('Tutor counts');
    const tutors = page.getByRole('region', { name: 'Tutors, active first' });
    const rows = tutors.getByRole('row');
    await expect(async () => {
      home = await consoleApi.homeOf('manager', 'tutor-manager');
      await page.reload();
      await expect(stats).toContainText(`Tutors${home.tutors_total}`, { timeout: 2000 });
      await expect(stats).toContainText(`Active tutors${home.tutors_active}`, { timeout: 1000 });
      await expect(stats).toContainText(`Essay reviewers${home.essay_reviewers}`, { timeout: 1000 });
      // The tutors table, apart from the live tutors' above it.
      await expect(rows).toHaveCount(home.tutors.length + 1, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    for (const tutor of home.tutors) {
      await expect(tutors.getByRole('rowheader', { name: tutor.name, exact: true })).toBeVisible();
    }
    // Active tutors come first.
    const activeCount = home.tutors.filter((tutor) => tutor.status === 'active').length;
    await expect(rows.nth(activeCount)).toContainText('Active');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
      'Services',
      'Breaks center',
      'Action center',
      'Essays queue',
      'Shift schedule',
      'Analytics',
    ]);
  });

  test('should reach the breaks center from the navbar', async ({ page }) => {
    await signInToConsole(page, 'manager');
    await expect(page).toHaveURL(/\/services\/summary$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Breaks center' }).click();
    await expect(page).toHaveURL(/\/console\/tutor-manager\/services\/breaks-center\/meal-breaks$/);
    await expect(page.getByRole('region', { name: 'Meal breaks', exact: true })).toBeVisible();

    // The kinds of break are tabs, each at its own address: the arrow keys move along them and
    // focus stays on the tab while the address follows.
    const tabs = page.getByRole('tablist', { name: 'Kinds of break' });
    await expect(tabs.getByRole('tab', { name: 'Meal breaks' })).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: 'Meal breaks' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/breaks-center\/rest-breaks$/);
    await expect(tabs.getByRole('tab', { name: 'Rest breaks' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Rest breaks' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Rest breaks', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/breaks-center\/meal-breaks$/);
    await expect(tabs.getByRole('tab', { name: 'Meal breaks' })).toHaveAttribute('aria-selected', 'true');
  });

  test('should narrow the tutor list from the keyboard', async ({ page, consoleApi }) => {
    await signInToConsole(page, 'manager');
    const tutors = page.getByRole('region', { name: 'Tutors, active first' });
    await expect(tutors.getByRole('table')).toBeVisible();
    // As above: the list and the API as of one moment, while other journeys add tutors.
    let home!: HomeOf<'tutor-manager'>;
    await expect(async () => {
      home = await consoleApi.homeOf('manager', 'tutor-manager');
      await page.reload();
      await expect(tutors.getByRole('row')).toHaveCount(home.tutors.length + 1, { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    const someone = home.tutors[0];
    expect(someone, 'the demo world has tutors').toBeDefined();

    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox', { name: 'Filter tutors by name or language' })).toBeFocused();
    await page.keyboard.type(someone?.name ?? '');
    await expect(tutors.getByRole('row')).toHaveCount(2);
    await page.keyboard.press('Escape');
    await expect(tutors.getByRole('row')).toHaveCount(home.tutors.length + 1);

    const inactive = home.tutors.filter((tutor) => tutor.status === 'inactive').length;
    await page.getByRole('radio', { name: 'Inactive' }).check();
    await expect(page.getByText(`Showing ${inactive} of ${home.tutors.length} tutor`)).toBeVisible();
  });

  test('should send /console/tutor-manager to the services summary', async ({ page }) => {
    await signInToConsole(page, 'manager');
    await expect(page).toHaveURL(/services\/summary$/);
    await page.goto('/console/tutor-manager');
    await expect(page).toHaveURL(/\/console\/tutor-manager\/services\/summary$/);
  });

  test('should have no serious accessibility problem on the services summary', async ({ page }) => {
    await signInToConsole(page, 'manager');
    await expect(page.getByRole('region', { name: 'Tutors, active first' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Live tutors/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("should move the service summary's counts live when a student hands in an essay", async ({
    page,
    request,
  }) => {
    await signInToConsole(page, 'manager');
    const newEssays = page.getByLabel('Essays').locator('.console-stat', { hasText: 'New essays' });
    await expect(newEssays).toBeVisible();
    await expect(page.getByText(/Turnaround 24 h\. An essay is critical with under 2 h left/)).toBeVisible();
    const count = async () =>
      Number((await newEssays.locator('.console-stat__value').innerText()).replace(/\D/g, ''));
    const before = await count();

    // The journey's own Layla hands in an essay; the page is not reloaded.
    const login = await request.post('/api/login', {
      data: {
        username: journeyStudent('e2e.services-summary.layla', 'Layla', 'Brandt'),
        password: DEMO_PASSWORD,
      },
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const handedIn = await request.post('/api/essays', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        title: 'The water cycle',
        details: 'Please check my paragraphs.',
        files: { name: 'water-cycle.pdf', mimeType: 'application/pdf', buffer: onePagePdf() },
      },
    });
    expect(handedIn.ok(), `the essay is handed in: ${await handedIn.text()}`).toBe(true);
    await expect.poll(count, { timeout: 3000 }).toBeGreaterThan(before);
  });
});
