import type { SessionFeedbackReportList } from '@lantern/shared/contracts/session-reports';
import { FEATURE_FLAG_PURPOSES } from '@lantern/shared/domain/feature-flags/flag-purposes';
import { FEATURE_FLAGS } from '@lantern/shared/domain/feature-flags/flags';
import { bearer, dataOf, tokenFor } from '../../fixtures/api.js';
import { expect, expectNoSeriousA11yViolations, signInToConsole, test } from './console-fixtures.js';

test.describe('superuser settings', () => {
  test('should list the feature flags and quarantine a session, then put it back', async ({
    page,
    request,
  }) => {
    const token = await tokenFor(request, 'superuser');
    const reports = await dataOf<SessionFeedbackReportList>(
      await request.get('/api/session-feedback-reports', { headers: bearer(token) }),
      'session reports',
    );
    // A seeded past session of a demo classmate: quarantining it changes no other journey.
    const sessionId = reports.data.at(-1)!.session_id;

    // Loading the console logs no error (a frame-ancestors in the page's meta policy used to).
    const consoleErrors: string[] = [];
    // The one expected: a visitor not yet signed in asks for a refresh and is answered 401.
    page.on('console', (message) => {
      const refreshRefused = message.location().url.endsWith('/api/refresh-token');
      if (message.type() === 'error' && !refreshRefused) consoleErrors.push(message.text());
    });
    await signInToConsole(page, 'superuser');
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/console\/superuser\/settings$/);
    // Each switch is named by what it turns on, in the reader's language; its key stays beside it.
    await expect(page.getByRole('switch', { name: 'Maintenance mode' })).not.toBeChecked();
    await expect(page.getByText('maintenance-mode', { exact: true })).toBeVisible();
    // The flags the code reads, each saying what it switches; no placeholder the spec merely names.
    await expect(page.getByRole('switch')).toHaveCount(FEATURE_FLAGS.length);
    await expect(page.getByText(FEATURE_FLAG_PURPOSES['essay-review-undo'])).toBeVisible();
    await expect(page.getByText('ENG-198', { exact: true })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
    await expect(page.getByText('Nothing is hidden or quarantined')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert')).toContainText("Number: enter the session's or essay's number.");
    await page.getByRole('textbox', { name: 'Number' }).fill(String(sessionId));
    await page.getByRole('radio', { name: 'Quarantine' }).check();
    await page.getByRole('textbox', { name: 'Reason' }).fill('Personal details shared');
    await page.getByRole('textbox', { name: 'Reason' }).press('Enter');
    const holds = page.getByRole('table', { name: /^Hidden and quarantined sessions and essays/ });
    const row = holds.getByRole('row', { name: new RegExp(`^Session #${sessionId} `) });
    await expect(row).toContainText('Quarantined');
    await expect(row).toContainText('Personal details shared');
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('button', { name: `Put back Session ${sessionId}` }).click();
    await expect(page.getByText('Nothing is hidden or quarantined')).toBeVisible();
  });
});
