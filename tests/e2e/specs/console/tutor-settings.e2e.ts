import { DESKTOP, PHONE } from '../../fixtures/layout.js';
import { createTutor } from '../../fixtures/people.js';
import { expect, expectNoSeriousA11yViolations, signInToConsole, test } from './console-fixtures.js';

const SHOTS = process.env.SETTINGS_SHOTS;

test('a tutor’s settings: essay zoom and the AI hint kept after a reload, break chimes beside them', async ({
  page,
}) => {
  // A reload and screenshots at two sizes: more than one journey's usual time.
  test.slow();
  const tutor = createTutor('Settings', [1]);
  await signInToConsole(page, tutor.username);
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/console\/tutor\/settings$/);
  await expect(page.getByRole('heading', { name: 'Tutor settings' })).toBeVisible();
  // Each change saves at once; the reload below must come after both saves have answered.
  const saved = (key: string) =>
    page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/tutor/review-settings') &&
        response.request().method() === 'PUT' &&
        (response.request().postData() ?? '').includes(key),
    );
  const zoomSaved = saved('zoom');
  await page.getByLabel('Essay zoom').selectOption({ label: '200 %' });
  await zoomSaved;
  const hint = page.getByRole('switch', { name: 'Show the AI summary hint' });
  await expect(hint).toBeChecked();
  const hintSaved = saved('summary_ai_hint_hidden');
  await page.locator('label').filter({ has: hint }).click();
  await expect(hint).not.toBeChecked();
  expect((await hintSaved).ok()).toBe(true);
  await expect(page.getByRole('switch', { name: /chime/i })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  if (SHOTS)
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: `${SHOTS}/tutor-settings-${size}.png`, fullPage: true });
    }

  await page.setViewportSize(DESKTOP);
  await page.reload();
  // The console boots again (session, stores, strings) before the settings show.
  await expect(page.getByLabel('Essay zoom')).toHaveValue('2', { timeout: 20_000 });
  await expect(page.getByRole('switch', { name: 'Show the AI summary hint' })).not.toBeChecked();
});
