import type { ServerEventPayload } from '@lantern/shared/realtime/events';
import type { ShiftStateChange } from '@lantern/shared/contracts/schedules';
import { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { failure, type HttpSession } from '../../../test/http-session.js';
import {
  type ClientSocket,
  freshDay,
  nextEvent,
  ready,
  signIn,
  trailOf,
  useShiftTestApp,
} from '../../../test/shift-test-kit.js';
import { User } from '../users/entities/user.entity.js';
import { ShiftBreak } from './entities/shift-break.entity.js';
import { Shift } from './entities/shift.entity.js';
import { ShiftTransitionsJob } from './shift-transitions.job.js';

const MINUTE = 60;
const DAY = 86_400;

const { t, sockets } = useShiftTestApp();

async function userId(username: string) {
  return (await t.app.get(MikroORM).em.fork().findOneOrFail(User, { username })).id;
}

/** Two hours from `startsIn` seconds from now: tutoring, then essay review, an hour each. */
async function twoHourShift(manager: HttpSession, username: string, startsIn: number) {
  const start = t.clock.now() + startsIn;
  return manager.api.call('createShift', {
    body: {
      user_id: await userId(username),
      start_time: start,
      end_time: start + 120 * MINUTE,
      segments: [
        { type: 'Tutoring Session', start_time: start, end_time: start + 60 * MINUTE },
        { type: 'Essay Review', start_time: start + 60 * MINUTE, end_time: start + 120 * MINUTE },
      ],
    },
  });
}

const heard = (socket: ClientSocket) => nextEvent(socket, 'schedules.shift.edited');

describe("managers' shift edits", () => {
  it('should create a shift the tutor sees as current, recorded on the trail as the manager', async () => {
    freshDay(t);
    const manager = await signIn(t, 'manager');
    const created = await twoHourShift(manager, 'tutor.lucia', 30 * MINUTE);
    expect(created.shift.shift_segments.map((segment) => segment.type.name)).toEqual([
      'Tutoring Session',
      'Essay Review',
    ]);
    expect(created.shift.shift_segments[1]?.type.id).toBe(2);
    expect(created.state.state_id).toBe(1);

    const lucia = await signIn(t, 'tutor.lucia');
    const current = await lucia.api.call('currentShift');
    expect(current.shift?.id).toBe(created.shift.id);
    expect(current.shift?.shift_segments).toHaveLength(2);

    const day = t.clock.now();
    const listed = await manager.api.call('shifts', {
      query: { user_id: created.shift.user_id, from: day, to: day + DAY },
    });
    expect(listed.shifts.map((shift) => shift.shift.id)).toEqual([created.shift.id]);
    const tooWide = await failure(
      manager.api.call('shifts', {
        query: { user_id: created.shift.user_id, from: day, to: day + 15 * DAY },
      }),
    );
    expect(tooWide).toMatchObject({ status: 400, code: 'validation_failed' });

    const rows = await trailOf(t, created.shift.id);
    const managerId = await userId('manager');
    expect(rows.map((row) => [row.action, row.actorUserId, row.actingAsRole])).toEqual([
      ['shift_created', managerId, 'tutor-manager'],
    ]);
    expect(rows[0]?.after).toMatchObject({ end_time: created.shift.end_time });
  });

  it('should refuse overlapping segments, segments outside the shift and an end before the start, naming the field', async () => {
    freshDay(t);
    const manager = await signIn(t, 'manager');
    const start = t.clock.now() + 60 * MINUTE;
    const overlapping = await failure(
      manager.api.call('createShift', {
        body: {
          user_id: await userId('tutor.lucia'),
          start_time: start,
          end_time: start + 120 * MINUTE,
          segments: [
            { type: 'Tutoring Session', start_time: start, end_time: start + 61 * MINUTE },
            { type: 'Meeting', start_time: start + 60 * MINUTE, end_time: start + 121 * MINUTE },
          ],
        },
      }),
    );
    expect(overlapping.status).toBe(400);
    expect(overlapping.code).toBe('validation_failed');
    expect(overlapping.details).toEqual({
      issues: [
        expect.objectContaining({ field: 'segments.1.end_time', rule: 'inside_shift' }),
        expect.objectContaining({ field: 'segments.1.start_time', rule: 'no_overlap' }),
      ],
    });

    const backwards = await failure(
      manager.api.call('createShift', {
        body: {
          user_id: await userId('tutor.lucia'),
          start_time: start,
          end_time: start,
          segments: [{ type: 'Training', start_time: start, end_time: start }],
        },
      }),
    );
    expect(backwards.details).toEqual({
      issues: [
        expect.objectContaining({ field: 'end_time', rule: 'end_after_start' }),
        expect.objectContaining({ field: 'segments.0.end_time', rule: 'end_after_start' }),
      ],
    });
  });

  it('should move and retype a segment, refusing a move onto its neighbour', async () => {
    freshDay(t);
    const manager = await signIn(t, 'manager');
    const created = await twoHourShift(manager, 'tutor.lucia', 60 * MINUTE);
    const [first, second] = created.shift.shift_segments;
    if (!first || !second) throw new Error('expected two segments');
    const id = created.shift.id;

    const onto = await failure(
      manager.api.call('setSegmentDate', {
        params: { id, segmentId: first.id },
        body: { start_time: first.start_time, end_time: first.end_time + MINUTE },
      }),
    );
    expect(onto).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(onto.details).toEqual({
      issues: [expect.objectContaining({ field: 'start_time', rule: 'no_overlap' })],
    });

    const shorter = await manager.api.call('setSegmentDate', {
      params: { id, segmentId: first.id },
      body: { start_time: first.start_time, end_time: first.end_time - 15 * MINUTE },
    });
    expect(shorter.shift.shift_segments[0]?.end_time).toBe(first.end_time - 15 * MINUTE);

    const retyped = await manager.api.call('setSegmentType', {
      params: { id, segmentId: second.id },
      body: { type: 'Tutoring Session' },
    });
    expect(retyped.shift.shift_segments[1]?.type).toEqual({ id: 1, name: 'Tutoring Session' });
    expect((await trailOf(t, id)).map((row) => row.action)).toEqual([
      'shift_created',
      'segment_date_changed',
      'segment_type_changed',
    ]);
  });

  it('should extend a shift and its last segment, but only to a later end', async () => {
    freshDay(t);
    const manager = await signIn(t, 'manager');
    const created = await twoHourShift(manager, 'tutor.lucia', 60 * MINUTE);
    const id = created.shift.id;
    const later = created.shift.end_time + 30 * MINUTE;

    const extended = await manager.api.call('extendShift', { params: { id }, body: { end_time: later } });
    expect(extended.shift.end_time).toBe(later);
    expect(extended.shift.shift_segments[1]?.end_time).toBe(later);

    const earlier = await failure(
      manager.api.call('extendShift', { params: { id }, body: { end_time: later - MINUTE } }),
    );
    expect(earlier).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(earlier.details).toEqual({ issues: [expect.objectContaining({ field: 'end_time' })] });
    const rows = await trailOf(t, id);
    expect(rows.at(-1)).toMatchObject({
      action: 'shift_extended',
      before: { end_time: created.shift.end_time },
      after: { end_time: later },
    });
  });

  it("should refuse a shift, an extension or a segment split off over another of the tutor's shifts, and let only one of two at once in", async () => {
    freshDay(t);
    const manager = await signIn(t, 'manager');
    const busy = { status: 400, code: 'validation_failed' };
    const first = await twoHourShift(manager, 'tutor.lucia', 60 * MINUTE);
    const over = await failure(twoHourShift(manager, 'tutor.lucia', 150 * MINUTE));
    expect(over).toMatchObject(busy);
    expect(over.details).toEqual({
      issues: [expect.objectContaining({ field: 'start_time', rule: 'tutor_busy' })],
    });
    // Back to back is not an overlap, and another tutor may work the same hours.
    const next = await twoHourShift(manager, 'tutor.lucia', 180 * MINUTE);
    await twoHourShift(manager, 'tutor', 150 * MINUTE);

    const extended = await failure(
      manager.api.call('extendShift', {
        params: { id: first.shift.id },
        body: { end_time: first.shift.end_time + 30 * MINUTE },
      }),
    );
    expect(extended.details).toEqual({
      issues: [expect.objectContaining({ field: 'end_time', rule: 'tutor_busy' })],
    });
    const [moving] = next.shift.shift_segments;
    if (!moving) throw new Error('expected a segment');
    const splitOff = await failure(
      manager.api.call('setSegmentDate', {
        params: { id: next.shift.id, segmentId: moving.id },
        body: {
          start_time: first.shift.start_time + 30 * MINUTE,
          end_time: first.shift.start_time + 90 * MINUTE,
        },
      }),
    );
    expect(splitOff.details).toEqual({
      issues: [expect.objectContaining({ field: 'start_time', rule: 'tutor_busy' })],
    });

    const [one, two] = await Promise.allSettled([
      twoHourShift(manager, 'tutor.lucia', 360 * MINUTE),
      twoHourShift(manager, 'tutor.lucia', 390 * MINUTE),
    ]);
    expect([one?.status, two?.status].sort()).toEqual(['fulfilled', 'rejected']);
    const day = t.clock.now();
    const listed = await manager.api.call('shifts', {
      query: { user_id: first.shift.user_id, from: day, to: day + DAY },
    });
    expect(listed.shifts).toHaveLength(3);
    expect((await trailOf(t, first.shift.id)).map((row) => row.action)).toEqual(['shift_created']);
  });

  it('should delete an untouched segment and shift, and refuse both once the tutor has punched in', async () => {
    freshDay(t);
    const manager = await signIn(t, 'manager');
    const upcoming = await twoHourShift(manager, 'tutor.lucia', 3 * 60 * MINUTE);
    const second = upcoming.shift.shift_segments[1];
    if (!second) throw new Error('expected two segments');
    expect(
      await manager.api.call('deleteSegment', { params: { id: upcoming.shift.id, segmentId: second.id } }),
    ).toEqual({ shift_id: upcoming.shift.id, segment_id: second.id });
    expect(await manager.api.call('deleteShift', { params: { id: upcoming.shift.id } })).toEqual({
      shift_id: upcoming.shift.id,
      segment_id: null,
    });
    expect(await t.app.get(MikroORM).em.fork().count(Shift, { id: upcoming.shift.id })).toBe(0);
    expect((await trailOf(t, upcoming.shift.id)).map((row) => row.action)).toEqual([
      'shift_created',
      'segment_deleted',
      'shift_deleted',
    ]);

    const now = await twoHourShift(manager, 'tutor.lucia', 5 * MINUTE);
    const lucia = await signIn(t, 'tutor.lucia');
    await lucia.api.call('changeShiftState', { params: { id: now.shift.id }, body: { action: 'punch_in' } });
    const refused = await failure(manager.api.call('deleteShift', { params: { id: now.shift.id } }));
    expect(refused).toMatchObject({ status: 409, code: 'shift_not_editable' });
    expect(refused.message).toBe('This shift has started or been punched into and can no longer be deleted');
    const first = now.shift.shift_segments[0];
    if (!first) throw new Error('expected a segment');
    expect(
      await failure(manager.api.call('deleteSegment', { params: { id: now.shift.id, segmentId: first.id } })),
    ).toMatchObject({ status: 409, code: 'shift_not_editable' });
    expect((await lucia.api.call('currentShift')).shift?.id).toBe(now.shift.id);
  });

  it('should leave nothing for the break jobs of a deleted shift to retry', async () => {
    freshDay(t);
    const manager = await signIn(t, 'manager');
    const upcoming = await twoHourShift(manager, 'tutor.lucia', 60 * MINUTE);
    const lucia = await signIn(t, 'tutor.lucia');
    const start = upcoming.shift.start_time + 30 * MINUTE;
    await lucia.api.call('changeShiftState', {
      params: { id: upcoming.shift.id },
      body: { action: 'schedule_rest_break', start_time: start },
    });
    const booked = await t.app
      .get(MikroORM)
      .em.fork()
      .findOneOrFail(ShiftBreak, { shift: upcoming.shift.id });
    await manager.api.call('deleteShift', { params: { id: upcoming.shift.id } });

    t.clock.advanceSeconds(90 * MINUTE);
    const run = { id: 'job', name: 'schedules.break.begins', now: t.clock.now() };
    await expect(
      t.app
        .get(ShiftTransitionsJob)
        .breakBegins({ ...run, data: { shiftId: upcoming.shift.id, breakId: booked.id } }),
    ).resolves.toBeUndefined();
  });

  it("should refuse tutors' edits with a 403 and let a superuser edit; a tutor lists only their own shifts", async () => {
    freshDay(t);
    const lucia = await signIn(t, 'tutor.lucia');
    const start = t.clock.now() + 60 * MINUTE;
    const body = {
      user_id: await userId('tutor.lucia'),
      start_time: start,
      end_time: start + 60 * MINUTE,
      segments: [{ type: 'Training' as const, start_time: start, end_time: start + 60 * MINUTE }],
    };
    expect(await failure(lucia.api.call('createShift', { body }))).toMatchObject({ status: 403 });
    const jordanId = await userId('tutor.jordan');
    expect(
      await failure(lucia.api.call('shifts', { query: { user_id: jordanId, from: start, to: start + DAY } })),
    ).toMatchObject({ status: 403 });

    const superuser = await signIn(t, 'superuser');
    const created = await superuser.api.call('createShift', { body });
    const own = await lucia.api.call('shifts', {
      query: { user_id: body.user_id, from: start, to: start + DAY },
    });
    expect(own.shifts.map((listed) => listed.shift.id)).toEqual([created.shift.id]);
    expect(await failure(lucia.api.call('deleteShift', { params: { id: created.shift.id } }))).toMatchObject({
      status: 403,
    });
    expect(
      await failure(
        lucia.api.call('extendShift', { params: { id: created.shift.id }, body: { end_time: start } }),
      ),
    ).toMatchObject({ status: 403 });
  });

  it("should push each change to the tutor's sockets and the managers at once, and not to other tutors", async () => {
    freshDay(t);
    const manager = await signIn(t, 'manager');
    const lucia = await signIn(t, 'tutor.lucia');
    const jordan = await signIn(t, 'tutor.jordan');
    const managerSocket = sockets.connect(manager.accessToken);
    const luciaSocket = sockets.connect(lucia.accessToken);
    const jordanSocket = sockets.connect(jordan.accessToken);
    await Promise.all([ready(managerSocket), ready(luciaSocket), ready(jordanSocket)]);
    const otherTutorHeard: unknown[] = [];
    jordanSocket.on('schedules.shift.edited', (payload) => otherTutorHeard.push(payload));

    const [tutorSaw, managerSaw, created] = await Promise.all([
      heard(luciaSocket),
      heard(managerSocket),
      twoHourShift(manager, 'tutor.lucia', 60 * MINUTE),
    ]);
    expect(tutorSaw).toMatchObject({
      shift_id: created.shift.id,
      edit: 'shift_created',
      shift: created.shift,
    });
    expect(managerSaw).toEqual(tutorSaw);

    const [deleted] = await Promise.all([
      heard(luciaSocket),
      manager.api.call('deleteShift', { params: { id: created.shift.id } }),
    ]);
    expect(deleted).toMatchObject({ shift_id: created.shift.id, edit: 'shift_deleted', shift: null });
    expect(otherTutorHeard).toEqual([]);
  });
});

describe("the managers' schedule", () => {
  it('should list every tutor by name and every shift overlapping the window, whoever it belongs to', async () => {
    freshDay(t);
    const manager = await signIn(t, 'manager');
    const lucias = await twoHourShift(manager, 'tutor.lucia', 60 * MINUTE);
    const jordans = await twoHourShift(manager, 'tutor.jordan', 3 * 60 * MINUTE);
    // Starts before the window and runs into it: the calendar still shows it.
    const from = lucias.shift.start_time + 30 * MINUTE;
    const later = await twoHourShift(manager, 'tutor.lucia', 2 * DAY);

    const schedule = await manager.api.call('shiftSchedule', { query: { from, to: from + DAY } });
    const ids = schedule.shifts.map((shift) => shift.id);
    expect(ids).toEqual(expect.arrayContaining([lucias.shift.id, jordans.shift.id]));
    expect(ids).not.toContain(later.shift.id);
    expect(schedule.shifts.find((shift) => shift.id === jordans.shift.id)).toEqual(jordans.shift);
    const names = new Map(schedule.tutors.map((tutor) => [tutor.id, tutor.name]));
    expect(names.get(lucias.shift.user_id)).toBe('Lucía Gómez');
    expect(names.get(await userId('manager'))).toBeUndefined();
    expect(schedule.server_time).toBe(t.clock.now());

    const tooWide = await failure(
      manager.api.call('shiftSchedule', { query: { from, to: from + 15 * DAY } }),
    );
    expect(tooWide).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('should refuse a tutor and let a superuser read it', async () => {
    freshDay(t);
    const from = t.clock.now();
    const lucia = await signIn(t, 'tutor.lucia');
    expect(await failure(lucia.api.call('shiftSchedule', { query: { from, to: from + DAY } }))).toMatchObject(
      { status: 403 },
    );
    const superuser = await signIn(t, 'superuser');
    const schedule = await superuser.api.call('shiftSchedule', { query: { from, to: from + DAY } });
    expect(schedule.tutors.length).toBeGreaterThan(0);
  });
});

describe('a tutor cancelling a break', () => {
  async function breakIdOf(shiftId: number, kind: 'rest' | 'meal') {
    const found = await t.app.get(MikroORM).em.fork().findOneOrFail(ShiftBreak, { shift: shiftId, kind });
    return found.id;
  }

  it('should cancel a booked rest break and a pending meal break before their max start, recording it and telling the managers', async () => {
    freshDay(t);
    const manager = await signIn(t, 'manager');
    const created = await twoHourShift(manager, 'tutor.jordan', 0);
    const id = created.shift.id;
    const jordan = await signIn(t, 'tutor.jordan');
    const act = (body: ShiftStateChange) => jordan.api.call('changeShiftState', { params: { id }, body });
    await act({ action: 'punch_in' });
    const now = t.clock.now();
    await act({ action: 'schedule_rest_break', start_time: now + 30 * MINUTE });
    await act({ action: 'request_meal_break', start_time: now + 60 * MINUTE });

    const managerSocket = sockets.connect(manager.accessToken);
    await ready(managerSocket);
    // Managers hear every shift (the clock marks earlier tests' shifts MIA too): wait for this one's.
    const managerHeard = new Promise<ServerEventPayload<'schedules.shift.updated'>>((resolve) =>
      managerSocket.on('schedules.shift.updated', (payload) => {
        if (payload.shift_id === id) resolve(payload);
      }),
    );
    const rest = await breakIdOf(id, 'rest');
    const cancelled = await act({ action: 'cancel_break', break_id: rest, app: 'console' });
    expect(cancelled.state.eligible_actions.schedule_rest_break).toBeDefined(); // free to book again
    expect(await managerHeard).toMatchObject({ shift_id: id, action: 'cancel_break' });

    const meal = await breakIdOf(id, 'meal');
    const mealCancelled = await act({ action: 'cancel_break', break_id: meal });
    expect(mealCancelled.shift.pending_break_request).toBeNull();

    const rows = await trailOf(t, id);
    expect(rows.slice(-2).map((row) => [row.action, row.details])).toEqual([
      ['cancel_break', expect.objectContaining({ event: 'break_cancelled', break_id: rest })],
      ['cancel_break', expect.objectContaining({ event: 'break_cancelled', break_id: meal })],
    ]);
    const stored = await t.app
      .get(MikroORM)
      .em.fork()
      .find(ShiftBreak, { shift: id }, { orderBy: { id: 'asc' } });
    expect(stored.map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('should refuse to cancel a break whose start has come (its max start is later still), and one without a break id', async () => {
    freshDay(t);
    const manager = await signIn(t, 'manager');
    const created = await twoHourShift(manager, 'tutor.jordan', 0);
    const id = created.shift.id;
    const jordan = await signIn(t, 'tutor.jordan');
    await jordan.api.call('changeShiftState', { params: { id }, body: { action: 'punch_in' } });
    // The latest a rest break may start: a second before its max start, 10 minutes before the end.
    const lastStart = t.clock.now() + 110 * MINUTE - 1;
    await jordan.api.call('changeShiftState', {
      params: { id },
      body: { action: 'schedule_rest_break', start_time: lastStart },
    });
    const rest = await breakIdOf(id, 'rest');

    t.clock.advanceSeconds(110 * MINUTE);
    const refused = await failure(
      jordan.api.call('changeShiftState', {
        params: { id },
        body: { action: 'cancel_break', break_id: rest },
      }),
    );
    expect(refused).toMatchObject({
      status: 409,
      code: 'shift_break_not_cancellable',
      message: 'This break can no longer be cancelled.',
      details: { reason: 'break_not_cancellable' },
    });

    const noId = await failure(
      jordan.api.call('changeShiftState', { params: { id }, body: { action: 'cancel_break' } }),
    );
    expect(noId).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(noId.details).toEqual({ issues: [expect.objectContaining({ field: 'break_id' })] });
  });
});
