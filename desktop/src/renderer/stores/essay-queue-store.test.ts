import { ApiError } from '@lantern/shared/client/api-error';
import type { QueueEssay } from '@lantern/shared/contracts/service';
import { describe, expect, it } from 'vitest';
import type { ApiScript } from '@lantern/shared/state/test-support';
import { serviceSummary } from './test-builders.js';
import { makeRoot, managerSignIn, settle } from './test-support.js';

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
  prioritised_at: null,
  ready: true,
});

async function openQueue(actions: ApiScript = {}) {
  let all = [1, 2, 3, 4, 5].map(essay);
  const harness = makeRoot({
    ...actions,
    ...managerSignIn(),
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
    realtime.last.emitFromServer('service.summary.updated', serviceSummary(NOW, 6));
    await settle();
    expect(ids(queue.rows)).toEqual([0, 1, 2, 3]);
    expect(queue.statistics?.total).toBe(6);
    stop();
  });
});

const SAM = { id: 31, first_name: 'Sam', last_name: 'Patel' };

describe('the managers’ actions on the queue', () => {
  it('should move an essay to the front at once, in the order tutors draw from', async () => {
    const { queue, api, stop } = await openQueue({
      prioritiseEssay: ({ params }) => ({ ...essay(Number(params!.id)), prioritised_at: NOW }),
      unprioritiseEssay: ({ params }) => essay(Number(params!.id)),
    });
    await queue.loadMore();
    const result = await queue.prioritise(queue.rows[3]!);
    expect(result.ok).toBe(true);
    expect(ids(queue.rows)).toEqual([4, 1, 2, 3]);
    expect(api.calls.at(-1)).toMatchObject({ name: 'prioritiseEssay', options: { params: { id: 4 } } });
    await queue.unprioritise(queue.rows[0]!);
    expect(ids(queue.rows)).toEqual([1, 2, 3, 4]);
    stop();
  });

  it('should release an essay from the tutor it shows holding it, and give one from whoever it shows', async () => {
    const reviewing = { ...essay(1), status: 1, tutor: SAM, picked_up_at: NOW - 60 };
    const { queue, api, stop } = await openQueue({
      releaseEssay: () => essay(1),
      reassignEssay: ({ body }) => ({ ...essay(2), status: 1, tutor: { ...SAM, id: body!.tutor_id } }),
    });
    await queue.release(reviewing);
    expect(api.calls.at(-1)?.options).toEqual({ params: { id: 1 }, body: { from_tutor_id: SAM.id } });
    await queue.reassign(essay(2), 44);
    expect(api.calls.at(-1)?.options).toEqual({
      params: { id: 2 },
      body: { tutor_id: 44, from_tutor_id: null },
    });
    stop();
  });

  it('should offer only what the server would accept for the essay as shown', async () => {
    const { queue, stop } = await openQueue();
    expect(queue.actionsFor(essay(1))).toEqual(['reassign', 'prioritise']);
    expect(queue.actionsFor({ ...essay(1), status: 1, tutor: SAM })).toEqual(['release', 'reassign']);
    // A reservation that ran out holds nothing: there is nobody to release it from.
    const expired = { ...essay(1), reserved_by: SAM, reserved_until: NOW - 1 };
    expect(queue.holderOf(expired)).toBeNull();
    expect(queue.actionsFor({ ...expired, reserved_until: NOW + 10 ** 6 })).toContain('release');
    stop();
  });

  it('should say who has the essay now when it changed hands, and show the list as it is', async () => {
    const { queue, api, stop } = await openQueue({
      releaseEssay: () => {
        throw new ApiError(409, 'essay_holder_changed', 'changed', {
          holder_id: 44,
          holder_name: 'Lucía Gómez',
        });
      },
    });
    const loads = () => api.calls.filter((call) => call.name === 'serviceEssays').length;
    const before = loads();
    const result = await queue.release({ ...essay(1), status: 1, tutor: SAM });
    expect(result).toEqual({ ok: false, problem: { kind: 'holder_changed', holder: 'Lucía Gómez' } });
    await settle();
    expect(loads()).toBeGreaterThan(before);
    expect(queue.acting).toBeNull();
    stop();
  });

  it('should name the rule a refused reassignment broke', async () => {
    const { queue, stop } = await openQueue({
      reassignEssay: () => {
        throw new ApiError(422, 'essay_reassign_refused', 'language', { rule: 'language' });
      },
    });
    expect(await queue.reassign(essay(1), 44)).toEqual({
      ok: false,
      problem: { kind: 'reassign_refused', rule: 'language' },
    });
    stop();
  });

  it('should list the tutors an essay may go to, the newest request winning', async () => {
    const { queue, stop } = await openQueue({
      essayQueueTutors: ({ params }) => [
        {
          id: Number(params!.id) * 10,
          first_name: 'Lucía',
          last_name: 'Gómez',
          reviewing_now: true,
          open_reviews: 0,
        },
      ],
    });
    const first = queue.loadTutors(1);
    const second = queue.loadTutors(2);
    await Promise.all([first, second]);
    expect(queue.tutorChoice).toMatchObject({ essayId: 2, state: 'loaded', tutors: [{ id: 20 }] });
    stop();
  });
});
