import type { Locator } from '@playwright/test';
import { scheduleNow } from '../../fixtures/api.js';
import { createTutor } from '../../fixtures/people.js';
import {
  DEMO_PASSWORD,
  expect,
  expectNoSeriousA11yViolations,
  signInToConsole,
  test,
} from './console-fixtures.js';

/** Ticks a checkbox from the keyboard, as a manager working through the form would. */
async function tick(box: Locator) {
  await box.focus();
  await box.press('Space');
  await expect(box).toBeChecked();
}

// The managers' tutors screens: a manager creates a tutor with every tab's fields; the tutor signs
// in with the chosen password, is given a shift through the API (a manager scheduling), punches in
// from the console, and appears in the manager's live tutors on the services summary without a
// reload. The list's filters each narrow it on the server.

test('should let a manager create a tutor who signs in, punches in and appears live in the summary', async ({
  page,
  browser,
  request,
}) => {
  // Two people each signing in, a whole form and two accessibility scans: longer than most journeys.
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const username = `e2e.tutor.${stamp}`;
  const lastName = `Okafor ${stamp}`;
  await signInToConsole(page, 'manager');
  await page.getByRole('link', { name: 'Tutors', exact: true }).click();
  await expect(page).toHaveURL(/\/console\/tutor-manager\/services\/tutors\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tutors' })).toBeVisible();
  await page.getByRole('link', { name: 'New tutor' }).click();
  await expect(page).toHaveURL(/\/services\/tutors\/create$/);

  // A form sent empty names each field and its rule, and says which tab holds problems.
  await page.getByRole('button', { name: 'Create tutor' }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('First name is required.');
  await expect(summary).toContainText('Password is required.');
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('First name').fill('Nia');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Email').fill(`${username}@lantern.example`);

  await page.getByRole('tab', { name: 'Teaching' }).click();
  const sessionLanguages = page.getByRole('group', { name: 'Session languages' });
  await tick(sessionLanguages.getByRole('checkbox', { name: 'Spanish' }));
  await tick(page.getByRole('group', { name: 'Essay languages' }).getByRole('checkbox', { name: 'English' }));
  await tick(page.getByRole('group', { name: 'Subjects' }).getByRole('checkbox', { name: 'Math' }));
  await tick(page.getByRole('group', { name: 'Topics' }).getByRole('checkbox').first());
  await tick(page.getByRole('group', { name: 'Concepts' }).getByRole('checkbox').first());
  await page.getByLabel('Maximum weekly hours').fill('25');
  await tick(page.getByRole('checkbox', { name: /Reviews essays/ }));

  await page.getByRole('tab', { name: 'Employment' }).click();
  await page.getByLabel('ADP number').fill('ADP-4410');
  await page.getByLabel('Employment country').fill('CA');
  await page.getByLabel('Employment region').fill('ON');
  await tick(page.getByRole('checkbox', { name: /Fingerprinted/ }));
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Create tutor' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tutor created' })).toContainText(username);
  await expect(page.getByRole('heading', { level: 1, name: `Edit Nia ${lastName}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Teaching' }).click();
  await expect(sessionLanguages.getByRole('checkbox', { name: 'Spanish' })).toBeChecked();
  await expect(page.getByLabel('Maximum weekly hours')).toHaveValue('25');

  // The manager watches the services summary's live tutors.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
  const live = page.getByRole('region', { name: /^Live tutors \d/ });
  await expect(live).toBeVisible();
  await expect(live).not.toContainText(lastName);

  // The new tutor signs in with the password the manager chose, gets a shift and punches in.
  const tutorContext = await browser.newContext();
  try {
    const tutorPage = await tutorContext.newPage();
    await signInToConsole(tutorPage, username);
    // A new account accepts the code of conduct once, first.
    await tutorPage.getByRole('checkbox', { name: /I have read the code of conduct/ }).check();
    await tutorPage.getByRole('button', { name: 'I Agree' }).click();
    await expect(tutorPage).toHaveURL(/\/console\/tutor$/);
    await scheduleNow(request, username);
    const clock = tutorPage.getByRole('region', { name: 'Punch clock' });
    await clock.getByRole('button', { name: 'Punch In' }).click();
    await expect(clock.getByRole('button', { name: 'Punch In' })).toHaveCount(0);

    // Live: no reload on the manager's side.
    const row = live.getByRole('row').filter({ hasText: lastName });
    await expect(row).toBeVisible({ timeout: 5000 });
    await expect(row).toContainText('Working');
    await expect(row).toContainText('0 of 3 students');
    await expectNoSeriousA11yViolations(page);
  } finally {
    await tutorContext.close();
  }
});

test('should narrow the tutors list with each filter and clear them', async ({ page }) => {
  await signInToConsole(page, 'manager');
  await page.getByRole('link', { name: 'Tutors', exact: true }).click();
  const list = page.getByRole('region', { name: /^\d+ tutors?$/ });
  await expect(list).toContainText('Jordan Lee');
  await expect(list).toContainText('Lucía Gómez');

  const choose = async (filter: string, option: string) => {
    await page.getByRole('button', { name: new RegExp(`${filter}$`) }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  // Session language: Jordan teaches in English only, Lucía in Spanish too.
  await choose('Session language', 'Spanish');
  await expect(list).not.toContainText('Jordan Lee');
  await expect(list).toContainText('Lucía Gómez');

  // Nobody inactive holds sessions in Spanish.
  await choose('Status', 'Inactive');
  await expect(page.getByText('No tutor matches these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(list).toContainText('Jordan Lee');

  await choose('Status', 'Inactive');
  await expect(page.getByRole('region', { name: /^\d+ tutors?$/ })).toContainText('Amira Haddad');
  await expect(page.getByRole('region', { name: /^\d+ tutors?$/ })).not.toContainText('Jordan Lee');
  await page.getByRole('button', { name: 'Clear filters' }).click();

  await choose('Role', 'Tutor manager');
  await expect(list).toContainText('Maya Brooks');
  await expect(list).not.toContainText('Jordan Lee');
  await page.getByRole('button', { name: 'Clear filters' }).click();

  // "/" reaches the search from anywhere on the page; typing narrows once it settles.
  await page.getByRole('heading', { level: 1, name: 'Tutors' }).click();
  await page.keyboard.press('/');
  await expect(page.getByLabel('Search')).toBeFocused();
  await page.keyboard.type('jordan');
  await expect(list).toContainText('Jordan Lee');
  await expect(list).not.toContainText('Lucía Gómez');
  await expectNoSeriousA11yViolations(page);
});

test('should show a manager an account above theirs read-only, with no save to refuse', async ({ page }) => {
  await signInToConsole(page, 'manager');
  await page.getByRole('link', { name: 'Tutors', exact: true }).click();
  await page.getByLabel('Search').fill('Alex Morgan');
  const list = page.getByRole('region', { name: /^\d+ tutors?$/ });
  await list.getByRole('link', { name: 'Alex Morgan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Alex Morgan' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('This account holds a role above yours');
  await expect(page.getByLabel('First name')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);

  // A tutor the manager outranks stays editable.
  await page.getByRole('link', { name: 'All tutors' }).click();
  await page.getByLabel('Search').fill('Jordan Lee');
  await list.getByRole('link', { name: 'Jordan Lee' }).click();
  await expect(page.getByLabel('First name')).toBeEnabled();
  await expect(page.getByRole('note')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();

  // On a phone the form stays inside its panel: no field runs past the screen's edge.
  await page.setViewportSize({ width: 390, height: 844 });
  const panel = (await page.getByRole('tabpanel', { name: 'Profile' }).boundingBox())!;
  expect(panel.x + panel.width).toBeLessThanOrEqual(390);
  for (const field of ['First name', 'Last name', 'Email', 'Headshot']) {
    const box = (await page.getByLabel(field, { exact: true }).boundingBox())!;
    expect(box.x + box.width, field).toBeLessThanOrEqual(panel.x + panel.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
});

test("should save a tutor's changes, keep the draft and say why when a save fails, and say when a tutor is gone", async ({
  page,
}) => {
  // The journey's own tutor: saving changes them, and no other journey reads them.
  const tutor = createTutor('Ines', [1]);
  await signInToConsole(page, 'manager');
  await page.getByRole('link', { name: 'Tutors', exact: true }).click();
  await page.getByLabel('Search').fill(tutor.lastName);
  await page.getByRole('link', { name: `Ines ${tutor.lastName}` }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Ines');

  await page.getByLabel('First name').fill('Inès');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Edit Inès ${tutor.lastName}` })).toBeVisible();

  // The server fails the next save: the summary says so and takes focus, the draft stays as typed.
  await page.route(`**/api/tutors/${tutor.id}`, (route) =>
    route.request().method() === 'GET'
      ? route.fallback()
      : route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Internal error' } } }),
  );
  await page.getByLabel('Last name').fill('Gallo');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary).toHaveText(
    'The server could not save the tutor just now. Your changes are still here: try again in a moment.',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved.' })).toHaveCount(0);
  await expect(page.getByLabel('Last name')).toHaveValue('Gallo');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/console/tutor-manager/services/tutors/edit/987654321');
  await expect(page.getByRole('heading', { name: 'No tutor has this id' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
});
