import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RosterSpec, smallDistrict } from '../../../../api/test/oneroster-fixtures.js';
import { ONEROSTER_PATH, startOneRosterServer } from '../../../../api/test/roster-api-servers.js';
import { createPeople } from '../../fixtures/people.js';
import { expect, expectNoSeriousA11yViolations, signInToConsole, test } from './console-fixtures.js';

const SCREENSHOTS = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'artifacts',
  'screenshots',
);

test.describe('syncing a district from its roster API', () => {
  test('should set up a OneRoster service, sync it now, stop at the safety rule, and apply it once approved', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const [superuser] = createPeople([{ prefix: 'sync.superuser', firstName: 'Sol', roles: ['superuser'] }]);
    const prefix = `s${Date.now().toString(36)}`;
    const full = smallDistrict(prefix);
    let served: RosterSpec = full;
    const server = await startOneRosterServer(() => served);
    try {
      await signInToConsole(page, superuser!.username);
      // Through the menu, as the import journey goes: a reload right after signing in can lose the session.
      await expect(page).toHaveURL(/\/console\/superuser$/);
      await page.getByRole('link', { name: 'Customers' }).click();
      await page.getByRole('link', { name: 'Roster imports' }).click();
      await expect(page).toHaveURL(/\/console\/superuser\/customers\/rostering$/);
      const name = `Riverbend SIS ${prefix}`;
      const form = page.getByRole('form', { name: 'Add a roster API' });
      await form.getByRole('button', { name: /Kind$/ }).click();
      await page.getByRole('option', { name: 'OneRoster REST', exact: true }).click();
      await form.getByLabel('Name', { exact: true }).fill(name);
      await form.getByLabel('Address', { exact: true }).fill(`${server.url}${ONEROSTER_PATH}`);
      await form.getByLabel('Token address', { exact: true }).fill(`${server.url}/token`);
      await form.getByLabel('Client ID', { exact: true }).fill('lantern');
      await form.getByLabel('Client secret', { exact: true }).fill('s3cret');
      await form.getByRole('button', { name: /Schedule$/ }).click();
      await page.getByRole('option', { name: 'Only when asked', exact: true }).click();
      await form.getByRole('button', { name: 'Add the roster API' }).click();
      const sources = page.getByRole('table', { name: 'Roster APIs' });
      const row = sources.getByRole('row', { name: new RegExp(name) });
      await expect(row).toContainText('Never run');
      await expect(form.getByLabel('Client secret', { exact: true })).toHaveValue('');

      // Its settings change on a page of its own; the secret is never shown, and left empty it stays.
      await row.getByRole('link', { name: `Edit ${name}` }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const edit = page.getByRole('form', { name: 'Change this roster API' });
      await expect(edit.getByLabel('New client secret')).toHaveValue('');
      await expect(edit.getByLabel('Client ID', { exact: true })).toHaveValue('lantern');
      await edit.getByLabel('Address', { exact: true }).fill('ftp://nowhere.example');
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(edit.getByText('must be an http or https address')).toBeVisible();
      await edit.getByLabel('Address', { exact: true }).fill(`${server.url}${ONEROSTER_PATH}`);
      const renamed = `${name} renamed`;
      await edit.getByLabel('Name', { exact: true }).fill(renamed);
      await edit.getByLabel('Stop past this share of a school (%)').fill('20');
      await edit.getByRole('button', { name: /Schedule$/ }).click();
      await page.getByRole('option', { name: 'Every week', exact: true }).click();
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: join(SCREENSHOTS, 'console-roster-sync-edit.png'), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({
        path: join(SCREENSHOTS, 'console-roster-sync-edit-phone.png'),
        fullPage: true,
      });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('link', { name: 'Roster imports' }).click();
      const editedRow = sources.getByRole('row', { name: new RegExp(renamed) });
      await expect(editedRow).toContainText('Every week');
      await expect(editedRow).toContainText('20%');

      // Sync now: the district arrives, and the run is on the page with what it changed.
      // The sync signs in with the secret kept from before the change.
      await editedRow.getByRole('button', { name: `Sync now: ${renamed}` }).click();
      await expect(page.getByText('Applied on')).toBeVisible({ timeout: 60_000 });
      const changed = page.getByRole('table', { name: 'What applying it changed' });
      await expect(
        changed
          .getByRole('row', { name: /People/ })
          .getByRole('cell')
          .nth(0),
      ).toHaveText('6');
      await expect(editedRow).toContainText('Applied');

      // Two of six leave at once: more than a tenth of the school, so the sync waits for a person.
      const leaving = new Set(
        full.people.filter((p) => ['Lena', 'Omar'].includes(p.givenName)).map((p) => p.id),
      );
      served = {
        ...full,
        people: full.people.filter((p) => !leaving.has(p.id)),
        enrollments: full.enrollments.filter((e) => !leaving.has(e.person)),
      };
      await editedRow.getByRole('button', { name: `Sync now: ${renamed}` }).click();
      await expect(
        page.getByRole('heading', { name: 'Stopped: this sync waits for your approval' }),
      ).toBeVisible({
        timeout: 60_000,
      });
      const stopped = page.getByRole('table', { name: 'Schools past the share' });
      const school = stopped.getByRole('row', { name: new RegExp(full.schools[0]!.name) });
      await expect(school.getByRole('cell').nth(0)).toHaveText('6');
      await expect(school.getByRole('cell').nth(1)).toHaveText('2');
      await expect(school.getByRole('cell').nth(2)).toHaveText('33.3%');
      await expect(
        page.getByRole('table', { name: 'What applying it changes' }).getByRole('row', { name: /People/ }),
      ).toContainText('2');
      await expectNoSeriousA11yViolations(page);
      mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: join(SCREENSHOTS, 'console-roster-sync-stopped.png'), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({
        path: join(SCREENSHOTS, 'console-roster-sync-stopped-phone.png'),
        fullPage: true,
      });
      await page.setViewportSize({ width: 1280, height: 800 });

      await page.getByRole('button', { name: 'Approve and apply' }).click();
      await expect(page.getByText('Applied on')).toBeVisible({ timeout: 60_000 });
      await expect(page.getByRole('heading', { name: 'This sync was stopped for approval' })).toBeVisible();
      const result = page
        .getByRole('table', { name: 'What applying it changed' })
        .getByRole('row', { name: /People/ });
      await expect(result.getByRole('cell').nth(2)).toHaveText('2');
      await page.screenshot({ path: join(SCREENSHOTS, 'console-roster-sync-applied.png'), fullPage: true });
    } finally {
      await server.close();
    }
  });
});
