import { weekContaining } from '@lantern/shared/domain/availability/availability-week';
import { describe, expect, it } from 'vitest';
import { failure, type HttpSession } from '../../../test/http-session.js';
import {
  type ClientSocket,
  nextEvent,
  ready,
  signIn as signInAs,
  useShiftTestApp,
} from '../../../test/shift-test-kit.js';

const HOUR = 3600;
const DAY = 86_400;

const { t, sockets } = useShiftTestApp();

/**
 * Each test moves to a week of its own, past the demo world's availability, and answers the start
 * of that week; people sign in afterwards (a token from an earlier week would have expired).
 */
function freshWeek(): number {
  t.clock.advanceSeconds(14 * DAY);
  return weekContaining(t.clock.now()).start;
}

async function signIn(username: string) {
  const session = await signInAs(t, username);
  const me = await session.api.call('me');
  return { session, id: me.id };
}

/** A span `hours` long starting `day` days and `hour` hours into the week. */
const span = (weekStart: number, day: number, hour: number, hours: number) => ({
  start_time: weekStart + day * DAY + hour * HOUR,
  end_time: weekStart + day * DAY + (hour + hours) * HOUR,
});

const saveBatch = (
  session: HttpSession,
  availabilities: { id: number | string; start_time: number; end_time: number; is_deleted?: boolean }[],
) => session.api.call('saveAvailabilitiesBatch', { body: { availabilities } });

const openWeek = (session: HttpSession, id: number) => session.api.call('tutorOpenWeek', { params: { id } });

describe('the demo world', () => {
  it("should start with the demo tutors' usual hours offered this week", async () => {
    const { session: tutor, id } = await signIn('tutor');
    const week = await openWeek(tutor, id);
    expect(week.week.start).toBe(weekContaining(t.clock.now()).start);
    expect(week.total_hours).toBe(20);
    expect(week.availabilities).toHaveLength(5);
  });
});

describe('other weeks', () => {
  it('should show the week holding week_start, the one before included, and keep it closed to changes', async () => {
    const last = freshWeek();
    const { session: before } = await signIn('tutor.jordan');
    const saved = await saveBatch(before, [{ id: 'new-1', ...span(last, 2, 9, 3) }]);
    t.clock.advanceSeconds(7 * DAY);
    const { session: jordan, id } = await signIn('tutor.jordan');

    expect((await openWeek(jordan, id)).availabilities).toEqual([]);
    const back = await jordan.api.call('tutorOpenWeek', {
      params: { id },
      query: { week_start: last + 3 * DAY },
    });
    expect(back.week).toEqual(weekContaining(last));
    expect(back).toMatchObject({ total_hours: 3, is_confirmed: false });
    expect(back.availabilities.map((item) => item.id)).toEqual(Object.values(saved.created_ids));

    const refused = await failure(
      saveBatch(jordan, [{ id: saved.created_ids['new-1']!, ...span(last, 2, 9, 4) }]),
    );
    expect(refused).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe('availability batch save', () => {
  it('should save a week in one batch, then change, delete and add items in the next', async () => {
    const week = freshWeek();
    const { session: jordan, id } = await signIn('tutor.jordan');

    const first = await saveBatch(jordan, [
      { id: 'new-1', ...span(week, 1, 9, 2) },
      { id: 'new-2', ...span(week, 2, 9, 3) },
      { id: 'new-3', ...span(week, 3, 14, 4) },
      { id: 'new-4', ...span(week, 4, 9, 8), is_deleted: true },
    ]);
    expect(Object.keys(first.created_ids)).toEqual(['new-1', 'new-2', 'new-3']);
    expect(first.total_hours).toBe(9);
    expect(first.max_weekly_hours).toBe(20);
    expect(first.availabilities.map((item) => item.id)).toEqual(Object.values(first.created_ids));

    const { 'new-1': one, 'new-2': two } = first.created_ids;
    const second = await jordan.api.call('replaceAvailabilitiesBatch', {
      body: {
        availabilities: [
          { id: one!, ...span(week, 1, 10, 5) },
          { id: two!, ...span(week, 2, 9, 3), is_deleted: true },
          { id: 'new-5', ...span(week, 5, 8, 1) },
        ],
      },
    });
    expect(second.total_hours).toBe(5 + 4 + 1);
    expect(second.availabilities.map((item) => [item.start_time, item.end_time])).toEqual([
      [span(week, 1, 10, 5).start_time, span(week, 1, 10, 5).end_time],
      [span(week, 3, 14, 4).start_time, span(week, 3, 14, 4).end_time],
      [span(week, 5, 8, 1).start_time, span(week, 5, 8, 1).end_time],
    ]);
    expect(await openWeek(jordan, id)).toMatchObject({ total_hours: 10, is_confirmed: false });
    expect((await jordan.api.call('availabilities')).map((item) => item.id)).toEqual(
      second.availabilities.map((item) => item.id),
    );
  });

  it('should refuse the whole batch when one item is bad, naming the item and field, and save nothing', async () => {
    const week = freshWeek();
    const { session: amira, id } = await signIn('tutor.amira');
    const saved = await saveBatch(amira, [{ id: 'new-1', ...span(week, 1, 9, 2) }]);
    const savedId = saved.created_ids['new-1']!;

    const outside = await failure(
      saveBatch(amira, [
        { id: savedId, ...span(week, 1, 12, 2) },
        { id: 'new-2', ...span(week, 2, 9, 2) },
        { id: 'new-3', ...span(week, 8, 9, 2) },
      ]),
    );
    expect(outside).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(outside.details).toEqual({
      issues: [
        {
          field: 'availabilities.2.start_time',
          rule: 'current_week',
          message: 'availabilities.2.start_time: must be in the current week',
        },
      ],
    });

    const unknown = await failure(
      saveBatch(amira, [
        { id: 'new-2', ...span(week, 2, 9, 2) },
        { id: 999_999, ...span(week, 3, 9, 2) },
      ]),
    );
    expect(unknown.details).toMatchObject({ issues: [{ field: 'availabilities.1.id', rule: 'not_found' }] });

    const backwards = await failure(
      saveBatch(amira, [{ id: 'new-2', start_time: week + DAY, end_time: week + DAY - HOUR }]),
    );
    expect(backwards.details).toMatchObject({ issues: [{ field: 'availabilities.0.end_time' }] });

    const after = await openWeek(amira, id);
    expect(after.availabilities.map((item) => [item.id, item.start_time])).toEqual([
      [savedId, span(week, 1, 9, 2).start_time],
    ]);
  });

  it("should refuse a week over the tutor's maximum hours with the spec's text, and save nothing", async () => {
    const week = freshWeek();
    const { session: jordan, id } = await signIn('tutor.jordan'); // at most 20 hours a week

    const over = await failure(
      saveBatch(jordan, [
        { id: 'new-1', ...span(week, 1, 8, 12) },
        { id: 'new-2', ...span(week, 2, 8, 9) },
      ]),
    );
    expect(over).toMatchObject({ status: 409, code: 'availability_exceeds_max_weekly_hours' });
    expect(over.message).toBe(
      'There was an issue updating your availability. Please try again. If the problem persists, please contact support.',
    );
    expect(over.details).toEqual({ total_hours: 21, max_weekly_hours: 20 });
    expect((await openWeek(jordan, id)).availabilities).toEqual([]);

    // Exactly the maximum is allowed; overlapping spans count once.
    const full = await saveBatch(jordan, [
      { id: 'new-1', ...span(week, 1, 8, 12) },
      { id: 'new-2', ...span(week, 2, 8, 8) },
      { id: 'new-3', ...span(week, 2, 10, 2) },
    ]);
    expect(full.total_hours).toBe(20);

    const oneMore = await failure(jordan.api.call('createAvailability', { body: span(week, 3, 8, 1) }));
    expect(oneMore).toMatchObject({ status: 409, code: 'availability_exceeds_max_weekly_hours' });
    expect(oneMore.message).toBe(
      'There was an issue creating your availability. Please try again. If the problem persists, please contact support.',
    );
    expect((await openWeek(jordan, id)).total_hours).toBe(20);
  });

  it('should take only the current week: its first second up to its last, nothing before or after', async () => {
    const week = freshWeek();
    const { end } = weekContaining(week);
    const { session: lucia } = await signIn('tutor.lucia');

    const before = await failure(lucia.api.call('createAvailability', { body: span(week, -1, 20, 2) }));
    expect(before.details).toMatchObject({ issues: [{ field: 'start_time', rule: 'current_week' }] });
    const atEnd = await failure(
      lucia.api.call('createAvailability', { body: { start_time: end, end_time: end + HOUR } }),
    );
    expect(atEnd.details).toMatchObject({ issues: [{ field: 'start_time', rule: 'current_week' }] });

    const first = await lucia.api.call('createAvailability', {
      body: { start_time: week, end_time: week + HOUR },
    });
    expect(first.start_time).toBe(week);
    const last = await lucia.api.call('createAvailability', {
      body: { start_time: end - 1, end_time: end + HOUR },
    });
    expect(last.start_time).toBe(end - 1);

    // A span saved last week can no longer be changed.
    t.clock.advanceSeconds(7 * DAY);
    const { session: later } = await signIn('tutor.lucia');
    const stale = await failure(
      later.api.call('updateAvailability', { params: { id: first.id }, body: span(week, 7, 9, 1) }),
    );
    expect(stale.details).toMatchObject({ issues: [{ field: 'id', rule: 'current_week' }] });
  });

  it('should update and delete single items', async () => {
    const week = freshWeek();
    const { session: amira, id } = await signIn('tutor.amira');
    const created = await amira.api.call('createAvailability', { body: span(week, 2, 9, 2) });
    const moved = await amira.api.call('updateAvailability', {
      params: { id: created.id },
      body: span(week, 2, 13, 3),
    });
    expect(moved).toMatchObject({ id: created.id, ...span(week, 2, 13, 3), is_deleted: false });
    const removed = await amira.api.call('deleteAvailability', { params: { id: created.id } });
    expect(removed.is_deleted).toBe(true);
    expect((await openWeek(amira, id)).availabilities).toEqual([]);
    expect(await failure(amira.api.call('deleteAvailability', { params: { id: created.id } }))).toMatchObject(
      {
        status: 404,
      },
    );
  });
});

describe('open week, blocks and maximum hours', () => {
  const heard = (socket: ClientSocket) => nextEvent(socket, 'availability.week.updated');

  it('should confirm the open week, tell the managers, and ask again after a change', async () => {
    const week = freshWeek();
    const { session: tutor, id } = await signIn('tutor');
    const { session: manager } = await signIn('manager');
    const managerSocket = sockets.connect(manager.accessToken);
    await ready(managerSocket);

    const [savedEvent] = await Promise.all([
      heard(managerSocket),
      saveBatch(tutor, [{ id: 'new-1', ...span(week, 1, 9, 4) }]),
    ]);
    expect(savedEvent).toMatchObject({ user_id: id, cause: 'saved', total_hours: 4, is_confirmed: false });
    expect(savedEvent.week.start).toBe(week);

    const [confirmedEvent, confirmed] = await Promise.all([
      heard(managerSocket),
      tutor.api.call('tutorAvailabilityAction', { params: { id }, body: { action: 'confirm-open-week' } }),
    ]);
    expect(confirmed).toMatchObject({ is_confirmed: true, confirmed_at: t.clock.now(), total_hours: 4 });
    expect(confirmed.availabilities.every((item) => item.is_confirmed)).toBe(true);
    expect(confirmedEvent).toMatchObject({ user_id: id, cause: 'confirmed', is_confirmed: true });
    expect((await openWeek(manager, id)).is_confirmed).toBe(true);

    await saveBatch(tutor, [{ id: 'new-2', ...span(week, 2, 9, 1) }]);
    const changed = await openWeek(tutor, id);
    expect(changed).toMatchObject({ is_confirmed: false, confirmed_at: null, total_hours: 5 });
  });

  it('should keep weekly blocks and maximum hours, validated by the shared rule', async () => {
    freshWeek();
    const { session: lucia, id } = await signIn('tutor.lucia');
    const blocks = [
      { day_of_week: 1, start_minute: 9 * 60, end_minute: 12 * 60 },
      { day_of_week: 3, start_minute: 13 * 60, end_minute: 17 * 60 },
    ];
    await lucia.api.call('setAvailabilityBlocks', { params: { id }, body: { availability_blocks: blocks } });
    expect(await lucia.api.call('availabilityBlocks', { params: { id } })).toEqual({
      availability_blocks: blocks,
    });

    expect(
      await lucia.api.call('setMaxWeeklyHours', { params: { id }, body: { max_weekly_hours: 168 } }),
    ).toEqual({ max_weekly_hours: 168 });
    for (const bad of [169, -1, 7.5]) {
      const refused = await failure(
        lucia.api.call('setMaxWeeklyHours', { params: { id }, body: { max_weekly_hours: bad } }),
      );
      expect(refused).toMatchObject({ status: 400, code: 'validation_failed' });
    }
    expect(await lucia.api.call('maxWeeklyHours', { params: { id } })).toEqual({ max_weekly_hours: 168 });
    await lucia.api.call('setMaxWeeklyHours', { params: { id }, body: { max_weekly_hours: 30 } });
    expect((await openWeek(lucia, id)).max_weekly_hours).toBe(30);
  });
});

describe('who may touch whose availability', () => {
  it("should refuse a tutor any other tutor's availability, and let a manager read it but not change it", async () => {
    const week = freshWeek();
    const { session: lucia, id: luciaId } = await signIn('tutor.lucia');
    const { session: jordan } = await signIn('tutor.jordan');
    const { session: manager } = await signIn('manager');
    const saved = await saveBatch(lucia, [{ id: 'new-1', ...span(week, 1, 9, 2) }]);
    const itemId = saved.created_ids['new-1']!;
    const params = { id: luciaId };

    // Called one at a time, in order: each must be refused on its own.
    const attempts = [
      () => jordan.api.call('tutorAvailabilities', { params }),
      () => jordan.api.call('tutorOpenWeek', { params }),
      () => jordan.api.call('availabilityBlocks', { params }),
      () => jordan.api.call('maxWeeklyHours', { params }),
      () => jordan.api.call('setMaxWeeklyHours', { params, body: { max_weekly_hours: 1 } }),
      () => jordan.api.call('setAvailabilityBlocks', { params, body: { availability_blocks: [] } }),
      () => jordan.api.call('tutorAvailabilityAction', { params, body: { action: 'confirm-open-week' } }),
      () => jordan.api.call('updateAvailability', { params: { id: itemId }, body: span(week, 1, 9, 1) }),
      () => jordan.api.call('deleteAvailability', { params: { id: itemId } }),
      () => saveBatch(jordan, [{ id: itemId, ...span(week, 1, 9, 1), is_deleted: true }]),
      () => manager.api.call('setMaxWeeklyHours', { params, body: { max_weekly_hours: 1 } }),
      () => manager.api.call('saveAvailabilitiesBatch', { body: { availabilities: [] } }),
    ];
    for (const attempt of attempts) expect(await failure(attempt())).toMatchObject({ status: 403 });

    expect((await manager.api.call('tutorAvailabilities', { params })).map((item) => item.id)).toEqual([
      itemId,
    ]);
    expect(await manager.api.call('tutorOpenWeek', { params })).toMatchObject({ total_hours: 2 });
    expect(await manager.api.call('maxWeeklyHours', { params })).toHaveProperty('max_weekly_hours');
    expect(await manager.api.call('availabilityBlocks', { params })).toHaveProperty('availability_blocks');
    expect((await openWeek(lucia, luciaId)).availabilities).toMatchObject([
      { id: itemId, is_deleted: false },
    ]);
  });
});
