import type { RiskLevels, SubjectLeaderboard } from '@lantern/shared/contracts/analytics';
import { FakeApi } from '@lantern/shared/state/test-support';
import { describe, expect, it } from 'vitest';
import { AnalyticsStore } from './analytics-store.js';

const range = { start_date: '2026-10-23', end_date: '2026-11-23' };

const risk: RiskLevels = {
  range,
  thresholds: { moderate: 10, high: 25 },
  counts: { low: 1, moderate: 0, high: 1 },
  subjects: [
    { subject_id: 4, subject_name: 'Social Studies', sessions: 10, missed: 4, score: 40, level: 'high' },
    { subject_id: 1, subject_name: 'Math', sessions: 20, missed: 1, score: 5, level: 'low' },
  ],
};

const board = (id: number, sort: string): SubjectLeaderboard => ({
  range,
  subject: { id, name: `Subject ${id} by ${sort}` },
  tutors: [],
});

function harness() {
  const api = new FakeApi({
    analyticsRiskLevels: () => risk,
    analyticsTutorLoad: () => ({ range, tutors: [] }),
    analyticsSubjectLeaderboard: (options) =>
      board(Number(options.params?.id), String(options.query?.sort ?? 'score')),
  });
  return { api, store: new AnalyticsStore(api) };
}

describe('AnalyticsStore', () => {
  it("should open on the last month the server chose and the riskiest subject's leaderboard", async () => {
    const { store } = harness();
    await store.reload();
    expect(store.state).toBe('loaded');
    expect([store.startDate, store.endDate]).toEqual([range.start_date, range.end_date]);
    expect(store.subjectId).toBe(4);
    expect(store.leaderboard?.subject.name).toBe('Subject 4 by score');
  });

  it('should ask again for the chosen subject and order, within the range shown', async () => {
    const { api, store } = harness();
    await store.reload();
    store.chooseSubject(1);
    store.chooseSort('load');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.leaderboard?.subject.name).toBe('Subject 1 by load');
    expect(api.calls.at(-1)?.options.query).toEqual({ ...range, sort: 'load' });
  });

  it('should not ask for a range that ends before it starts', async () => {
    const { api, store } = harness();
    await store.reload();
    const asked = api.called('analyticsRiskLevels');
    store.setRange('2026-11-02', '2026-11-01');
    expect(api.called('analyticsRiskLevels')).toBe(asked);
  });

  it('should show the failure when the numbers cannot be loaded', async () => {
    const api = new FakeApi({
      analyticsRiskLevels: () => {
        throw new Error('offline');
      },
      analyticsTutorLoad: () => ({ range, tutors: [] }),
    });
    const store = new AnalyticsStore(api);
    await store.reload();
    expect(store.state).toBe('error');
  });
});
