import { onePagePdf } from '../../fixtures/documents.js';
import { bearer, tokenFor } from '../../fixtures/api.js';
import { expect, expectNoSeriousA11yViolations, signInToConsole, test } from './console-fixtures.js';
import { journeyStudent } from '../../fixtures/people.js';

// The essays queue: the journey's own Caleb hands in an essay through the API, and a tutor manager
// finds it in the queue with its due time, its risk and who has it, the statistics above counting
// it; the list follows the service live, without a reload.

test('should list a handed-in essay in the queue live, with its risk and holder, and count it', async ({
  page,
  request,
}) => {
  await signInToConsole(page, 'manager');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Essays queue' }).click();
  await expect(page).toHaveURL(/\/console\/tutor-manager\/services\/essays-queue$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Essays queue' })).toBeVisible();
  const statistics = page.getByLabel('Essay statistics');
  await expect(statistics).toBeVisible();

  const title = `Photosynthesis ${Date.now()}`;
  const handedIn = await request.post('/api/essays', {
    headers: bearer(await tokenFor(request, journeyStudent('e2e.essays-queue.caleb', 'Caleb', 'Whitford'))),
    multipart: {
      title,
      details: 'My lab write-up.',
      files: { name: 'photosynthesis.pdf', mimeType: 'application/pdf', buffer: onePagePdf() },
    },
  });
  expect(handedIn.ok(), `the essay is handed in: ${await handedIn.text()}`).toBe(true);

  // Live: the row comes without a reload, soonest due last (it was just handed in).
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible({ timeout: 5000 });
  await expect(row).toContainText('Caleb Whitford');
  await expect(row).toContainText('On track');
  await expect(row).toContainText('Waiting for a tutor');
  await expect(statistics).not.toContainText('Open essays0');

  // The list scrolls from the keyboard.
  await page
    .getByRole('region', { name: /^Open essays: moved to the front first, then soonest due/ })
    .focus();
  await page.keyboard.press('End');
  await expectNoSeriousA11yViolations(page);
});
