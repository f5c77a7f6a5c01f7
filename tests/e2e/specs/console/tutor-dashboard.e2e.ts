import {
  connectionIndicator,
  expect,
  expectNoSeriousA11yViolations,
  inPageTray,
  signInToConsole,
  test,
} from './console-fixtures.js';

test.describe('tutor console', () => {
  test('should sign a tutor in to their dashboard with their own tutoring profile', async ({
    page,
    consoleApi,
  }) => {
    const me = await consoleApi.whoIs('tutor');
    const home = await consoleApi.homeOf('tutor', 'tutor');
    const name = `${me.first_name} ${me.last_name}`;

    await signInToConsole(page, 'tutor');

    await expect(page).toHaveURL(/\/console\/tutor$/);
    await expect(page).toHaveTitle('Dashboard | Lantern');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${name}`);
    const profile = page.getByRole('region', { name: 'Your tutoring profile' });
    for (const subject of home.subjects)
      await expect(profile.getByText(subject.name, { exact: true })).toBeVisible();
    // Language names are the reader's: English ones here, whatever the catalogue stores.
    const english = new Intl.DisplayNames('en', { type: 'language' });
    for (const language of home.languages) {
      await expect(profile.getByText(english.of(language.abbreviation) ?? '', { exact: true })).toBeVisible();
    }
    await expect(profile).toContainText(home.essay_review ? 'You review essays' : 'Not an essay reviewer');
    await expect(profile).toContainText(`${home.max_weekly_hours} hour`);
    // The demo shift may already be punched in by the punch clock journey running beside this one.
    await expect(page.getByRole('region', { name: 'Punch clock' })).toContainText(/Upcoming|In progress/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
      'Dashboard',
      'Availability',
      'Classroom',
      'Writing review',
      'Canned replies',
    ]);
  });

  test("should show the live connection and the tray strip with the tutor and their shift's countdown", async ({
    page,
    consoleApi,
  }) => {
    const me = await consoleApi.whoIs('tutor');
    await signInToConsole(page, 'tutor');

    await expect(connectionIndicator(page)).toHaveText('Connected');
    const tray = inPageTray(page);
    await expect(tray).toContainText(`${me.first_name} ${me.last_name}`);
    // Late, too, when this runs more than five minutes after the server placed the demo shift.
    await expect(tray).toContainText(/Shift starting in \d+ min|\d+ mins? left|\d+ mins? late/);
    // The clock ticks every second.
    const first = await tray.locator('time').textContent();
    await expect(tray.locator('time')).not.toHaveText(first ?? '', { timeout: 3000 });
  });

  test('should keep the tutor signed in across a reload and sign them out from the account menu', async ({
    page,
  }) => {
    await signInToConsole(page, 'tutor');
    await expect(page).toHaveURL(/\/console\/tutor$/);

    await page.reload();
    await expect(page.getByRole('region', { name: 'Your tutoring profile' })).toBeVisible();

    await page.getByRole('button', { name: /Account menu for / }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/console\/login$/);
    await expect(inPageTray(page)).toHaveCount(0);
    await page.goto('/console/tutor');
    await expect(page).toHaveURL(/\/console\/login$/);
  });

  test('should have no serious accessibility problem on the tutor dashboard', async ({ page }) => {
    await signInToConsole(page, 'tutor');
    await expect(page.getByRole('region', { name: 'Your tutoring profile' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
