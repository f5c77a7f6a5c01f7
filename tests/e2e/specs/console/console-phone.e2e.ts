import {
  avatarButton,
  DESKTOP,
  expectNoSidewaysScroll,
  expectWithinScreen,
  PHONE,
} from '../../fixtures/layout.js';
import { expect, expectNoSeriousA11yViolations, signInToConsole, test } from './console-fixtures.js';

test.describe('console on a phone', () => {
  test.use({ viewport: PHONE });

  test('should fit the superuser dashboard in 390 px with the roles and the account button visible', async ({
    page,
  }) => {
    await signInToConsole(page, 'superuser');
    // Other specs move the superuser between its held console roles: open this area by its address.
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto('/console/superuser');
    const table = page.getByRole('table', { name: 'Users by role' });
    await expectWithinScreen(page, table.getByRole('rowheader', { name: 'Student' }));
    await expectWithinScreen(page, avatarButton(page));
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('should show the manager each tutor’s name and languages, in a focusable named region', async ({
    page,
  }) => {
    await signInToConsole(page, 'manager');
    await expect(page).toHaveURL(/\/console\/tutor-manager\/services\/summary$/);
    const table = page.getByRole('table', { name: 'Tutors, active first' });
    const row = table.getByRole('row', { name: /Lucía Gómez/ });
    await expectWithinScreen(page, row.getByRole('rowheader', { name: 'Lucía Gómez' }));
    await expectWithinScreen(page, row.getByRole('cell', { name: /English, French, Spanish/ }));
    await expect(page.getByRole('region', { name: 'Tutors, active first' })).toHaveAttribute('tabindex', '0');
    await expectWithinScreen(page, avatarButton(page));
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('should pass axe on the sign-in page at phone size', async ({ page }) => {
    await page.goto('/console/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('should fit the tutor dashboard and sign out to the focused sign-in heading, saying so', async ({
    page,
  }) => {
    await signInToConsole(page, 'tutor');
    await expect(page).toHaveURL(/\/console\/tutor$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expectWithinScreen(page, avatarButton(page));
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await avatarButton(page).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/console\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'You have signed out.' })).toBeAttached();
  });
});

test.describe('console at desktop size', () => {
  test.use({ viewport: DESKTOP });

  for (const [username, home] of [
    ['tutor', '/console/tutor'],
    ['manager', '/console/tutor-manager/services/summary'],
    ['superuser', '/console/superuser'],
  ] as const) {
    test(`should keep the ${username}'s account button wholly on screen`, async ({ page }) => {
      await signInToConsole(page, username);
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      await page.goto(home);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectWithinScreen(page, avatarButton(page));
      await expectNoSidewaysScroll(page);
    });
  }
});
