import type { RiskLevels, SubjectLeaderboard, TutorLoadList } from '@lantern/shared/contracts/analytics';
import { bearer, dataOf, tokenFor } from '../../fixtures/api.js';
import {
  dayField,
  expect,
  expectNoSeriousA11yViolations,
  signInToConsole,
  test,
  typeDay,
} from './console-fixtures.js';

const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`;

test.describe('manager analytics', () => {
  test('should draw the seeded month as charts and show the same numbers in their tables', async ({
    page,
    request,
  }) => {
    const token = await tokenFor(request, 'manager');
    const read = async <T>(path: string, what: string) =>
      dataOf<T>(await request.get(path, { headers: bearer(token) }), what);

    await signInToConsole(page, 'manager');
    await page.getByRole('link', { name: 'Analytics' }).click();
    await expect(page).toHaveURL(/\/console\/tutor-manager\/services\/analytics$/);
    await expect(page).toHaveTitle('Analytics | Lantern');

    // Journeys running beside this one add sessions: the API and the page are read again, one
    // after the other, until both saw the same month.
    const within = { timeout: 2000 };
    await expect(async () => {
      const risk = await read<RiskLevels>('/api/analytics/risk-levels', 'risk levels');
      const load = await read<TutorLoadList>('/api/analytics/tutor-load', 'tutor load');
      // The demo world's month of requests: every level is represented.
      expect(risk.counts.high).toBeGreaterThan(0);
      expect(risk.counts.moderate).toBeGreaterThan(0);
      expect(risk.counts.low).toBeGreaterThan(0);
      const riskiest = risk.subjects[0]!;
      const board = await read<SubjectLeaderboard>(
        `/api/analytics/tutor-load/subject/${riskiest.subject_id}`,
        'leaderboard',
      );
      await page.reload();

      const counts = page.getByLabel('Subjects by risk level');
      await expect(counts).toContainText(`Subjects at high risk${risk.counts.high}`, within);
      await expect(counts).toContainText(`Subjects at moderate risk${risk.counts.moderate}`, within);

      const riskChart = page.getByRole('img', { name: /risk scores; the highest is/ });
      await expect(riskChart).toHaveAccessibleName(
        new RegExp(`the highest is ${riskiest.subject_name}`),
        within,
      );
      await expect(riskChart.locator('canvas')).toBeVisible(within);
      const riskTable = page.getByRole('table', { name: 'Risk levels by subject, riskiest first' });
      await expect(riskTable.getByRole('row')).toHaveCount(risk.subjects.length + 1, within);
      for (const subject of risk.subjects) {
        const row = riskTable.getByRole('row', { name: new RegExp(`^${subject.subject_name} `) });
        await expect(row).toContainText(String(subject.sessions), within);
        await expect(row).toContainText(
          { low: 'Low', moderate: 'Moderate', high: 'High' }[subject.level],
          within,
        );
      }

      const loadChart = page.getByRole('img', { name: /Bar chart of sessions taken by/ });
      await expect(loadChart.locator('canvas')).toBeVisible(within);
      const loadTable = page.getByRole('table', { name: 'Tutor load, busiest first' });
      await expect(loadTable.getByRole('row')).toHaveCount(load.tutors.length + 1, within);
      const busiest = load.tutors[0]!;
      await expect(loadTable.getByRole('row').nth(1)).toContainText(
        `${fullName(busiest)}${busiest.total_sessions_load}`,
        within,
      );

      // The leaderboard opens on the riskiest subject: where a manager looks for tutors to move.
      if (board.tutors.length === 0) {
        await expect(page.getByText(`No active tutor teaches ${riskiest.subject_name}`)).toBeVisible(within);
      } else {
        const leaderboard = page.getByRole('table', { name: `Top tutors in ${riskiest.subject_name}` });
        await expect(leaderboard.getByRole('row')).toHaveCount(board.tutors.length + 1, within);
        for (const row of board.tutors)
          await expect(leaderboard.getByRole('row').nth(row.rank)).toContainText(fullName(row), within);
      }
    }).toPass({ timeout: 30_000 });

    await expectNoSeriousA11yViolations(page);
  });

  test('should change the leaderboard and the range from the keyboard, and say when a range is empty', async ({
    page,
    request,
  }) => {
    const token = await tokenFor(request, 'manager');
    const risk = await dataOf<RiskLevels>(
      await request.get('/api/analytics/risk-levels', { headers: bearer(token) }),
      'risk levels',
    );
    const busiestSubject = [...risk.subjects].sort((a, b) => b.sessions - a.sessions)[0]!;
    const byLoad = await dataOf<SubjectLeaderboard>(
      await request.get(`/api/analytics/tutor-load/subject/${busiestSubject.subject_id}?sort=load`, {
        headers: bearer(token),
      }),
      'leaderboard by load',
    );

    await signInToConsole(page, 'manager');
    await page.getByRole('link', { name: 'Analytics' }).click();
    const subject = page.getByRole('combobox', { name: 'Subject' });
    await subject.focus();
    await subject.selectOption(String(busiestSubject.subject_id));
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Sessions' })).toBeChecked();
    const leaderboard = page.getByRole('table', { name: `Top tutors in ${busiestSubject.subject_name}` });
    await expect(leaderboard.getByRole('row')).toHaveCount(byLoad.tutors.length + 1);
    for (const row of byLoad.tutors)
      await expect(leaderboard.getByRole('row').nth(row.rank)).toContainText(fullName(row));

    await typeDay(page, 'From', '2020-01-01');
    await typeDay(page, 'To', '2020-01-02');
    await dayField(page, 'To').getByRole('spinbutton').last().press('Enter');
    await expect(page.getByText('No live-help requests in this range').first()).toBeVisible();
    await expect(page.getByRole('img', { name: /risk scores/ })).toHaveCount(0);
  });
});
