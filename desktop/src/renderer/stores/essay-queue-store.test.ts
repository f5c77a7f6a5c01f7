import type { QueueEssay } from '@lantern/shared/contracts/service';
import { describe, expect, it } from 'vitest';
import { loginResponse, makeRoot, makeUser, settle } from './test-support.js';

const NOW = 1_800_000_000;

const essay = (id: number): QueueEssay => ({
  id,
  title: `Essay ${id}`,
  student: { id: 7, first_name: 'Ava', last_name: 'Lopez' },
  language_id: 1,
  status: 0,
  created_at: NOW - 3600,
  due_at: NOW + id * 600,
  risk: 'on_track',
  tutor: null,
  reserved_by: null,
  reserved_until: null,
  picked_up_at: null,
});

async function openQueue() {
  let all = [1, 2, 3, 4, 5].map(essay);
  const harness = makeRoot({
    login: () => loginResponse(makeUser({ role: 'tutor-manager', roles: ['tutor-manager'], tutor: null })),
    meHome: () => ({
      kind: 'tutor-manager',
      tutors_total: 0,
      tutors_active: 0,
      essay_reviewers: 0,
      tutors: [],
    }),
    serviceEssayStatistics: () => ({
      total: all.length,
      risk: 0,
      in_progress: 0,
      critical: 0,
      new: all.length,
    }),
    serviceEssays: ({ query }) => {
      const from = query?.cursor ? Number(query.cursor) : 0;
      const data = all.slice(from, from + 2);
      return { data, next_cursor: from + 2 < all.length ? String(from + 2) : null };
    },
  });
  const stopRoot = harness.root.start();
  await harness.root.session.signIn({ username: 'manager', password: 'x' });
  await settle();
  const close = harness.root.essayQueue.open();
  await settle();
  return {
    ...harness,
    queue: harness.root.essayQueue,
    setAll: (next: QueueEssay[]) => {
      all = next;
    },
    stop: () => (close(), stopRoot()),
  };
}

const ids = (rows: QueueEssay[]) => rows.map((row) => row.id);

describe('EssayQueueStore', () => {
  it('should load the first page and the statistics, then the next pages as the list asks', async () => {
    const { queue, stop } = await openQueue();
    expect(ids(queue.rows)).toEqual([1, 2]);
    expect(queue.statistics?.total).toBe(5);
    expect(queue.hasMore).toBe(true);
    await queue.loadMore();
    await queue.loadMore();
    expect(ids(queue.rows)).toEqual([1, 2, 3, 4, 5]);
    expect(queue.hasMore).toBe(false);
    stop();
  });

  it('should reload as many rows as were shown when the service changes', async () => {
    const { queue, realtime, setAll, stop } = await openQueue();
    await queue.loadMore();
    setAll([0, 1, 2, 3, 4, 5].map(essay));
    realtime.last.emitFromServer('service.summary.updated', {
      current_late_essays: 0,
      critical_essays: 0,
      at_risk_essays: 0,
      queued_essays: 6,
      new_essays: 6,
      in_progress_essays: 0,
      reviewed_essays: 0,
      reviewed_late_essays: 0,
      missed_students: 0,
      missed_session_ids: [],
      ongoing_sessions: 0,
      total_sessions: 0,
      latest_essay_review_eta: null,
      thresholds: { turnaround_hours: 24, critical_seconds_left: 7200, at_risk_seconds_left: 21600 },
      since: NOW - 86_400,
      at: NOW,
    });
    await settle();
    expect(ids(queue.rows)).toEqual([0, 1, 2, 3]);
    expect(queue.statistics?.total).toBe(6);
    stop();
  });
});
