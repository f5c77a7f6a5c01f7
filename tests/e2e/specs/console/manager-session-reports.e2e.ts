import type { SessionFeedbackReportList } from '@lantern/shared/contracts/session-reports';
import { bearer, dataOf, tokenFor } from '../../fixtures/api.js';
import { expect, expectNoSeriousA11yViolations, signInToConsole, test } from './console-fixtures.js';

test.describe('session reports', () => {
  test('should write feedback on a seeded session, read it back, and report and resolve an incident', async ({
    page,
    request,
  }) => {
    // Four screens, each with an axe run: more than the default 30 s on a busy two-core machine.
    test.slow();
    const token = await tokenFor(request, 'superuser');
    const reports = await dataOf<SessionFeedbackReportList>(
      await request.get('/api/session-feedback-reports', { headers: bearer(token) }),
      'session reports',
    );
    const sessionId = reports.data[0]!.session_id;

    await signInToConsole(page, 'superuser');
    await page.getByRole('link', { name: 'Session reports' }).click();
    await expect(page).toHaveURL(/\/console\/superuser\/grow\/session-reports$/);
    const list = page.getByRole('table', {
      name: `${reports.meta.pagination.total} session feedback reports`,
    });
    await expect(list.getByRole('row')).toHaveCount(reports.data.length + 1);
    await expectNoSeriousA11yViolations(page);

    const grow = page.getByRole('navigation', { name: 'Session feedback' });
    await grow.getByRole('link', { name: 'Write session feedback' }).click();
    await page.getByRole('button', { name: 'Save feedback' }).click();
    const refusal = page.getByRole('alert');
    await expect(refusal).toContainText('Session number: enter the number of an ended session.');
    await expect(refusal).toContainText('Rating: choose 1 to 5.');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('textbox', { name: 'Session number' }).fill(String(sessionId));
    // The rating by the keyboard: into the group, then along it with the arrows.
    await page.getByRole('radio', { name: '1 / 5' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '4 / 5' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Questioning' }).check();
    await page.getByRole('textbox', { name: 'What went well' }).fill('Waited for the student to answer.');
    await page.getByRole('button', { name: 'Save feedback' }).click();

    await expect(page).toHaveURL(/\/grow\/session-reports\/\d+$/);
    const feedback = page.getByRole('region', { name: 'Feedback' });
    await expect(feedback).toContainText('4 / 5');
    await expect(feedback).toContainText('Questioning');
    await expect(feedback).toContainText('Waited for the student to answer.');
    await expectNoSeriousA11yViolations(page);

    await grow.getByRole('link', { name: 'Incidents' }).click();
    const description = `Audio dropped twice ${Date.now()}`;
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Technical' });
    await page.getByRole('textbox', { name: 'What happened' }).fill(description);
    await page.getByRole('button', { name: 'Report incident' }).click();
    const row = page.getByRole('row', { name: new RegExp(`^${description}`) });
    await expect(row).toContainText('Open');
    // The list starts at the window's foot, where the sticky status bar covers half a row's buttons
    // (axe's target-size rule judges what shows): read it where a person would, in the middle.
    await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expectNoSeriousA11yViolations(page);
    await row.getByRole('button', { name: /^Resolve incident / }).click();
    await expect(row).toHaveCount(0);
    await page.getByRole('radio', { name: 'Resolved' }).check();
    await expect(page.getByRole('row', { name: new RegExp(`^${description}`) })).toContainText('Resolved');
  });
});
