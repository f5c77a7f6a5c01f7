import { FEATURE_FLAG_PURPOSES } from '@lantern/shared/domain/feature-flags/flag-purposes';
import { FEATURE_FLAGS } from '@lantern/shared/domain/feature-flags/flags';
import type { APIRequestContext } from '@playwright/test';
import { bearer, dataOf, punchedInNow, tokenFor } from '../../fixtures/api.js';
import { createPeople, STUDENT_TRAITS, tutorTraits } from '../../fixtures/people.js';
import { expect, expectNoSeriousA11yViolations, signInToConsole, test } from './console-fixtures.js';

// The journey's own tutor teaches Geology, which no other journey asks about and no demo tutor
// teaches, so its own student's question reaches them alone; the ended session is the one it holds.
const GEOLOGY = 16;

/** A session of the journey's own people, asked, matched and ended: what the superuser quarantines. */
async function endedSession(request: APIRequestContext): Promise<number> {
  const [tutor, student] = createPeople([
    { prefix: 'e2e.holds.tutor', firstName: 'Basil', ...tutorTraits([GEOLOGY]) },
    { prefix: 'e2e.holds.student', firstName: 'Wren', ...STUDENT_TRAITS },
  ]).map((person) => person.username) as [string, string];
  await punchedInNow(request, tutor);
  const headers = bearer(await tokenFor(request, student));
  const asked = await dataOf<{ id: number; status: string }>(
    await request.post('/api/sessions', {
      headers,
      data: { chat_type: 'tutor', question: 'Why do some rocks have layers?', subject_id: GEOLOGY },
    }),
    'the student asks',
  );
  expect(asked.status).toBe('matched');
  await dataOf(await request.post(`/api/sessions/${asked.id}/end`, { headers }), 'the student ends it');
  return asked.id;
}

test.describe('superuser settings', () => {
  test('should list the feature flags and quarantine a session, then put it back', async ({
    page,
    request,
  }) => {
    const sessionId = await endedSession(request);

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
