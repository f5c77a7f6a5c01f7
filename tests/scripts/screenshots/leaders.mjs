// The administrators' and district managers' reach, reports and grow analytics (issue 21): the
// dashboard's reach widget, with the district's subgroups switched on for the manager's shot (and
// off again), the reporting schema's page, grow analytics, and the console's district page where a
// superuser switches the subgroups.
import { call, loaded, shoot, signIn, signInToConsole } from './lib.mjs';

const RIVERSIDE = 1;

/** The reach widget alone, scrolled to: the dashboard's whole page is the homes group's. */
async function reachWidget(page, username, home) {
  await signIn(page, username, home);
  const widget = page.locator('.dash-widget', { has: page.locator('.dash-reach__part') });
  await widget.waitFor();
  await widget.scrollIntoViewIfNeeded();
}

export async function leaderScreens() {
  await shoot('leaders-reach', {
    people: ['admin'],
    fullPage: false,
    run: (page) => reachWidget(page, 'admin', '/administrator/dashboard'),
  });
  await call('superuser', 'POST', `/districts/${RIVERSIDE}`, { demographics_enabled: true });
  try {
    await shoot('leaders-reach-subgroups', {
      people: ['district'],
      run: (page) => reachWidget(page, 'district', '/district-manager/dashboard'),
    });
    await shoot('leaders-console-district', {
      people: ['superuser'],
      run: async (page) => {
        await signInToConsole(page, 'superuser', '/console/superuser');
        await page.goto(`/console/superuser/customers/districts/${RIVERSIDE}`);
        await page.locator('input[type="checkbox"]').first().waitFor();
        await loaded(page);
      },
    });
  } finally {
    await call('superuser', 'POST', `/districts/${RIVERSIDE}`, { demographics_enabled: false });
  }
  await shoot('leaders-reporting', {
    people: ['admin'],
    run: async (page) => {
      await signIn(page, 'admin', '/administrator/dashboard');
      await page.goto('/administrator/metabase');
      await page.locator('.reporting-view').first().waitFor();
    },
  });
  await shoot('leaders-grow-analytics', {
    people: ['admin'],
    run: async (page) => {
      await signIn(page, 'admin', '/administrator/dashboard');
      await page.goto('/administrator/grow-analytics');
      await page.locator('.lt-state').waitFor();
    },
  });
}
