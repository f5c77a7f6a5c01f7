import { expect, test } from '@playwright/test';
import { avatarButton, expectNoSidewaysScroll, expectWithinScreen, PHONE } from '../../fixtures/layout.js';
import { expectNoSeriousA11yViolations, signIn, WEB_HOMES } from '../../fixtures/web.js';

// The API remembers the last role made current and signs the person in with it, so every test
// that signs in as `admin` (administrator + teacher) lives here, in order, and switches back.
test.describe.configure({ mode: 'serial' });

test.describe('a person holding several roles', () => {
  test('should take an administrator to their schools with counts', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page).toHaveURL(WEB_HOMES.admin);
    // Its sections and the usage widget name the schools too: the counts are in "Your schools".
    const schools = page.getByRole('table', { name: 'Your schools', exact: true });
    await expect(schools.getByRole('row', { name: /Maplewood High School/ })).toBeVisible();
    await expect(schools.getByRole('row', { name: /Cedar Grove Elementary/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('should fit the school counts on a phone, school names visible', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'admin');
    await expect(page).toHaveURL(WEB_HOMES.admin);
    const table = page.getByRole('table', { name: 'Your schools', exact: true });
    await expectWithinScreen(page, table.getByRole('rowheader', { name: 'Maplewood High School' }));
    await expectWithinScreen(page, avatarButton(page));
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('should make a held role current when its area is opened, and back', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/teacher/dashboard');
    await expect(page).toHaveURL('/teacher/dashboard');
    await expect(page.getByRole('heading', { name: 'Your sections' })).toBeVisible();
    await page.goto('/administrator/dashboard');
    await expect(
      page
        .getByRole('table', { name: 'Your schools', exact: true })
        .getByRole('row', { name: /Maplewood High School/ }),
    ).toBeVisible();
  });

  test('should show a return banner from return_url and go back in the app', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto(
      '/administrator/dashboard?return_url=%2Fteacher%2Fdashboard&return_title=Back%20to%20my%20classes',
    );
    await page.getByRole('button', { name: 'Back to my classes' }).click();
    await expect(page).toHaveURL('/teacher/dashboard');
    await expect(page.getByRole('heading', { name: 'Your sections' })).toBeVisible();
    await page.goto('/administrator/dashboard');
    await expect(
      page
        .getByRole('table', { name: 'Your schools', exact: true })
        .getByRole('row', { name: /Maplewood High School/ }),
    ).toBeVisible();
  });

  test('should offer "View as" the other held role', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'View as' }).click();
    await expect(page.getByRole('button', { name: 'Teacher' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Administrator' })).toHaveCount(0);
  });
});
