import {
  connectionIndicator,
  expect,
  expectNoSeriousA11yViolations,
  roleLabel,
  signInToConsole,
  test,
} from './console-fixtures.js';
import { createPeople } from '../../fixtures/people.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('superuser console', () => {
  test('should show a superuser the platform counts and the users by role', async ({ page, consoleApi }) => {
    const home = await consoleApi.homeOf('superuser', 'superuser');
    const total = home.users_by_role.reduce((sum, entry) => sum + entry.count, 0);

    await signInToConsole(page, 'superuser');

    await expect(page).toHaveURL(/\/console\/superuser$/);
    await expect(page).toHaveTitle('Dashboard | Lantern');
    await expect(connectionIndicator(page)).toHaveText('Connected');
    const stats = page.getByLabel('Platform totals');
    await expect(stats).toContainText(`Districts${home.districts}`);
    await expect(stats).toContainText(`Schools${home.schools}`);
    await expect(stats).toContainText(`Users${total}`);
    const table = page.getByRole('table', { name: 'Users by role' });
    await expect(table.getByRole('row')).toHaveCount(home.users_by_role.length + 1);
    for (const entry of home.users_by_role) {
      await expect(
        table.getByRole('row', {
          name: new RegExp(`^${escapeRegExp(roleLabel(entry.role))} ${entry.count} `),
        }),
      ).toBeVisible();
    }
  });

  test('should open the held tutor-manager area from View as, and come back', async ({ page }) => {
    // Opening a held role's area makes it the account's current role, which the next sign-in
    // returns to: a superuser of the journey's own, so no other journey signs in to it meanwhile.
    const superuser = createPeople([
      { prefix: 'e2e.superuser.viewas', firstName: 'Noel', roles: ['superuser', 'tutor-manager'] },
    ])[0]!;
    await signInToConsole(page, superuser.username);
    await expect(page).toHaveURL(/\/console\/superuser$/);

    await page.getByRole('button', { name: 'View as' }).click();
    await page.getByRole('button', { name: 'Tutor manager' }).click();
    await expect(page).toHaveURL(/\/console\/tutor-manager\/services\/summary$/);
    await expect(page.getByRole('table', { name: 'Tutors, active first' })).toBeVisible();

    await page.getByRole('button', { name: 'View as' }).click();
    await page.getByRole('button', { name: 'Superuser' }).click();
    await expect(page).toHaveURL(/\/console\/superuser$/);
    await expect(page.getByRole('table', { name: 'Users by role' })).toBeVisible();
  });

  test('should take a superuser from Services to the services summary and the shift schedule', async ({
    page,
  }) => {
    await signInToConsole(page, 'superuser');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/console\/superuser\/services\/summary$/);
    await expect(page.getByLabel('Tutor counts')).toContainText('Tutors');
    await expect(page.getByLabel('Essays').locator('.console-stat', { hasText: 'New essays' })).toBeVisible();

    await page.goto('/console/superuser/services/schedule');
    await expect(page).toHaveURL(/\/console\/superuser\/services\/schedule\/shift-schedule$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shift schedule');
  });

  test('should have no serious accessibility problem on the superuser dashboard', async ({ page }) => {
    await signInToConsole(page, 'superuser');
    await expect(page.getByRole('table', { name: 'Users by role' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
