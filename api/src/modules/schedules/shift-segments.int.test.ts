import type { CreateShift, ShiftStatus } from '@lantern/shared/contracts/schedules';
import { SEGMENT_TYPES, segmentTakesLiveSessions } from '@lantern/shared/domain/shifts/segment-types';
import { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { failure, type HttpSession } from '../../../test/http-session.js';
import {
  freshDay,
  nextEvent,
  ready,
  signIn,
  trailOf,
  useShiftTestApp,
} from '../../../test/shift-test-kit.js';
import { User } from '../users/entities/user.entity.js';
import { ShiftSegment } from './entities/shift-segment.entity.js';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

const { t, sockets } = useShiftTestApp();

async function userId(username: string) {
  return (await t.app.get(MikroORM).em.fork().findOneOrFail(User, { username })).id;
}

type Segments = CreateShift['segments'];

/** A shift for Lucía from `startsIn` seconds from now, `hours` long, with the segments `plan` gives for its start. */
async function shiftWith(
  manager: HttpSession,
  startsIn: number,
  hours: number,
  plan: (start: number) => Segments,
) {
  const start = t.clock.now() + startsIn;
  return manager.api.call('createShift', {
    body: {
      user_id: await userId('tutor.lucia'),
      start_time: start,
      end_time: start + hours * HOUR,
      segments: plan(start),
    },
  });
}

/** Two hours: tutoring, then essay review, an hour each. */
const tutoringThenReview = (start: number): Segments => [
  { type: 'Tutoring Session', start_time: start, end_time: start + HOUR },
  { type: 'Essay Review', start_time: start + HOUR, end_time: start + 2 * HOUR },
];

function segmentsOf(view: ShiftStatus) {
  const [first, second] = view.shift.shift_segments;
  if (!first) throw new Error('expected a segment');
  return { first, second };
}

describe('GET /schedules/shift-segment-types', () => {
  it('should give tutors, tutor managers and superusers every segment type from the shared rule', async () => {
    for (const username of ['tutor.lucia', 'manager', 'superuser']) {
      const session = await signIn(t, username);
      expect(await session.api.call('segmentTypes')).toEqual(SEGMENT_TYPES);
    }
    const types = await (await signIn(t, 'manager')).api.call('segmentTypes');
    expect(types.find((type) => type.name === 'Tutoring Session')).toEqual({
      id: 1,
      name: 'Tutoring Session',
      role_type: 1,
      may_punch: true,
      sessionable_by_default: true,
      essay_review_only: false,
      colour_key: 'tutoring-session',
    });
    expect(types.find((type) => type.name === 'Writing Review')).toMatchObject({
      role_type: 2,
      sessionable_by_default: false,
      essay_review_only: true,
    });
    expect(types.find((type) => type.id === 12)).toMatchObject({
      name: 'Unpaid Break',
      role_type: null,
      may_punch: false,
    });
  });

  it('should refuse anyone else with a 403', async () => {
    const student = await signIn(t, 'student');
    expect(await failure(student.api.call('segmentTypes'))).toMatchObject({ status: 403 });
  });
});

describe("a segment's live-session switch", () => {
  it('should start on for tutoring only, switch off and on again, and be heard by the tutor and the managers', async () => {
    freshDay(t);
    const manager = await signIn(t, 'manager');
    const lucia = await signIn(t, 'tutor.lucia');
    const created = await shiftWith(manager, HOUR, 2, tutoringThenReview);
    const { first, second } = segmentsOf(created);
    expect(created.shift.shift_segments.map((segment) => segment.is_sessionable)).toEqual([true, false]);
    expect(created.shift.shift_segments.map(segmentTakesLiveSessions)).toEqual([true, false]);

    const managerSocket = sockets.connect(manager.accessToken);
    const luciaSocket = sockets.connect(lucia.accessToken);
    await Promise.all([ready(managerSocket), ready(luciaSocket)]);
    const id = created.shift.id;
    const ours = (payload: { shift_id: number }) => payload.shift_id === id;
    const [managerHeard, tutorHeard, off] = await Promise.all([
      nextEvent(managerSocket, 'schedules.shift.edited', ours),
      nextEvent(luciaSocket, 'schedules.shift.edited', ours),
      manager.api.call('setSegmentSessionable', {
        params: { id, segmentId: first.id },
        body: { is_sessionable: false },
      }),
    ]);
    expect(off.shift.shift_segments[0]).toMatchObject({ id: first.id, is_sessionable: false });
    expect(segmentTakesLiveSessions(off.shift.shift_segments[0]!)).toBe(false);
    expect(managerHeard).toMatchObject({ edit: 'segment_sessionable_changed', shift: off.shift });
    expect(tutorHeard).toEqual(managerHeard);
    // The tutor's own view and the managers' schedule say the same.
    const own = await lucia.api.call('shifts', {
      query: { user_id: created.shift.user_id, from: created.shift.start_time, to: created.shift.end_time },
    });
    expect(own.shifts[0]?.shift.shift_segments[0]?.is_sessionable).toBe(false);

    const on = await manager.api.call('setSegmentSessionable', {
      params: { id, segmentId: first.id },
      body: { is_sessionable: true },
    });
    expect(on.shift.shift_segments[0]?.is_sessionable).toBe(true);
    const rows = await trailOf(t, id);
    expect(rows.map((row) => row.action)).toEqual([
      'shift_created',
      'segment_sessionable_changed',
      'segment_sessionable_changed',
    ]);
    expect(rows[1]?.before).toMatchObject({
      segments: [{ is_sessionable: true }, { is_sessionable: false }],
    });
    expect(rows[1]?.after).toMatchObject({
      segments: [{ is_sessionable: false }, { is_sessionable: false }],
    });

    const review = await failure(
      manager.api.call('setSegmentSessionable', {
        params: { id, segmentId: second!.id },
        body: { is_sessionable: true },
      }),
    );
    expect(review).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(review.details).toEqual({
      issues: [expect.objectContaining({ field: 'is_sessionable', rule: 'tutoring_only' })],
    });
  });

  it("should store the switch, take a new type's default on retyping and keep it on the same type", async () => {
    freshDay(t);
    const manager = await signIn(t, 'manager');
    const created = await shiftWith(manager, HOUR, 2, tutoringThenReview);
    const { first, second } = segmentsOf(created);
    const id = created.shift.id;
    await manager.api.call('setSegmentSessionable', {
      params: { id, segmentId: first.id },
      body: { is_sessionable: false },
    });
    const stored = await t.app.get(MikroORM).em.fork().findOneOrFail(ShiftSegment, { id: first.id });
    expect(stored.isSessionable).toBe(false);

    const same = await manager.api.call('setSegmentType', {
      params: { id, segmentId: first.id },
      body: { type: 'Tutoring Session' },
    });
    expect(same.shift.shift_segments[0]?.is_sessionable).toBe(false);
    const retyped = await manager.api.call('setSegmentType', {
      params: { id, segmentId: second!.id },
      body: { type: 'Tutoring Session' },
    });
    expect(retyped.shift.shift_segments[1]).toMatchObject({
      type: { id: 1, name: 'Tutoring Session' },
      is_sessionable: true,
    });
    const meeting = await manager.api.call('setSegmentType', {
      params: { id, segmentId: second!.id },
      body: { type: 'Meeting' },
    });
    expect(meeting.shift.shift_segments[1]?.is_sessionable).toBe(false);
  });

  it('should switch a segment under way, but not one that is over', async () => {
    freshDay(t);
    const manager = await signIn(t, 'manager');
    const created = await shiftWith(manager, 5 * MINUTE, 2, tutoringThenReview);
    const { first } = segmentsOf(created);
    const id = created.shift.id;
    t.clock.advanceSeconds(30 * MINUTE);
    const during = await manager.api.call('setSegmentSessionable', {
      params: { id, segmentId: first.id },
      body: { is_sessionable: false },
    });
    expect(during.shift.shift_segments[0]?.is_sessionable).toBe(false);

    t.clock.advanceSeconds(HOUR);
    const over = await failure(
      (await signIn(t, 'manager')).api.call('setSegmentSessionable', {
        params: { id, segmentId: first.id },
        body: { is_sessionable: true },
      }),
    );
    expect(over).toMatchObject({ status: 409, code: 'shift_not_editable' });
  });

  it('should refuse a tutor with a 403 and let a superuser switch it', async () => {
    freshDay(t);
    const manager = await signIn(t, 'manager');
    const created = await shiftWith(manager, HOUR, 2, tutoringThenReview);
    const params = { id: created.shift.id, segmentId: segmentsOf(created).first.id };
    const lucia = await signIn(t, 'tutor.lucia');
    expect(
      await failure(lucia.api.call('setSegmentSessionable', { params, body: { is_sessionable: false } })),
    ).toMatchObject({ status: 403 });
    const superuser = await signIn(t, 'superuser');
    const off = await superuser.api.call('setSegmentSessionable', {
      params,
      body: { is_sessionable: false },
    });
    expect(off.shift.shift_segments[0]?.is_sessionable).toBe(false);
  });
});

describe('adding a segment to a shift', () => {
  /** Two hours with one hour of tutoring at the start: room for another segment after it. */
  const tutoringFirstHour = (start: number): Segments => [
    { type: 'Tutoring Session', start_time: start, end_time: start + HOUR },
  ];

  it('should add a segment in a free stretch of the shift, in order, heard by the managers and on the trail', async () => {
    freshDay(t);
    const manager = await signIn(t, 'manager');
    const created = await shiftWith(manager, HOUR, 2, tutoringFirstHour);
    const id = created.shift.id;
    const start = created.shift.start_time;
    const managerSocket = sockets.connect(manager.accessToken);
    await ready(managerSocket);
    const [heard, added] = await Promise.all([
      nextEvent(managerSocket, 'schedules.shift.edited', (payload) => payload.shift_id === id),
      manager.api.call('addSegment', {
        params: { id },
        body: { type: 'Writing Review', start_time: start + 90 * MINUTE, end_time: start + 2 * HOUR },
      }),
    ]);
    expect(added.shift.shift_segments.map((segment) => [segment.type.name, segment.start_time])).toEqual([
      ['Tutoring Session', start],
      ['Writing Review', start + 90 * MINUTE],
    ]);
    expect(added.shift.shift_segments[1]).toMatchObject({ role_type: 2, is_sessionable: false });
    expect(heard).toMatchObject({ edit: 'segment_added', shift: added.shift });

    // Touching both neighbours is fine.
    const between = await manager.api.call('addSegment', {
      params: { id },
      body: { type: 'Tutoring Session', start_time: start + HOUR, end_time: start + 90 * MINUTE },
    });
    expect(between.shift.shift_segments.map((segment) => segment.type.name)).toEqual([
      'Tutoring Session',
      'Tutoring Session',
      'Writing Review',
    ]);
    expect(between.shift.shift_segments[1]?.is_sessionable).toBe(true);
    const rows = await trailOf(t, id);
    expect(rows.map((row) => row.action)).toEqual(['shift_created', 'segment_added', 'segment_added']);
    expect(rows.at(-1)?.after).toMatchObject({
      segments: [{}, { id: between.shift.shift_segments[1]?.id, type: 'Tutoring Session' }, {}],
    });
  });

  it('should refuse an overlap, a segment outside the shift, an end before the start and a start already past, naming the field', async () => {
    freshDay(t);
    const manager = await signIn(t, 'manager');
    const created = await shiftWith(manager, 2 * HOUR, 2, tutoringFirstHour);
    const id = created.shift.id;
    const start = created.shift.start_time;
    const add = (start_time: number, end_time: number) =>
      failure(
        manager.api.call('addSegment', { params: { id }, body: { type: 'Meeting', start_time, end_time } }),
      );

    const overlap = await add(start + 30 * MINUTE, start + 90 * MINUTE);
    expect(overlap).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(overlap.details).toEqual({
      issues: [expect.objectContaining({ field: 'start_time', rule: 'no_overlap' })],
    });
    expect((await add(start + HOUR, start + 3 * HOUR)).details).toEqual({
      issues: [expect.objectContaining({ field: 'end_time', rule: 'inside_shift' })],
    });
    expect((await add(start + 90 * MINUTE, start + HOUR)).details).toEqual({
      issues: [expect.objectContaining({ field: 'end_time', rule: 'end_after_start' })],
    });

    const under = await shiftWith(manager, -30 * MINUTE, 2, (from) => [
      { type: 'Training', start_time: from + HOUR, end_time: from + 2 * HOUR },
    ]);
    const past = await failure(
      manager.api.call('addSegment', {
        params: { id: under.shift.id },
        body: {
          type: 'Meeting',
          start_time: under.shift.start_time,
          end_time: under.shift.start_time + HOUR,
        },
      }),
    );
    expect(past.details).toEqual({
      issues: [expect.objectContaining({ field: 'start_time', rule: 'upcoming' })],
    });
    expect((await trailOf(t, id)).map((row) => row.action)).toEqual(['shift_created']);
  });

  it('should refuse a tutor with a 403, and an unknown shift with a 404', async () => {
    freshDay(t);
    const manager = await signIn(t, 'manager');
    const created = await shiftWith(manager, HOUR, 2, tutoringFirstHour);
    const start = created.shift.start_time;
    const body = { type: 'Meeting' as const, start_time: start + HOUR, end_time: start + 2 * HOUR };
    const lucia = await signIn(t, 'tutor.lucia');
    expect(
      await failure(lucia.api.call('addSegment', { params: { id: created.shift.id }, body })),
    ).toMatchObject({ status: 403 });
    expect(await failure(manager.api.call('addSegment', { params: { id: 999_999 }, body }))).toMatchObject({
      status: 404,
    });
  });
});

describe('moving a segment to another day', () => {
  it('should take a lone segment’s shift along, keeping its margins', async () => {
    freshDay(t);
    const manager = await signIn(t, 'manager');
    const created = await shiftWith(manager, HOUR, 3, (start) => [
      { type: 'Tutoring Session', start_time: start + HOUR, end_time: start + 2 * HOUR },
    ]);
    const { first } = segmentsOf(created);
    const moved = await manager.api.call('setSegmentDate', {
      params: { id: created.shift.id, segmentId: first.id },
      body: { start_time: first.start_time + DAY, end_time: first.end_time + DAY },
    });
    expect([moved.shift.start_time, moved.shift.end_time]).toEqual([
      created.shift.start_time + DAY,
      created.shift.end_time + DAY,
    ]);
    expect(moved.shift.shift_segments[0]).toMatchObject({ id: first.id, start_time: first.start_time + DAY });
  });

  it('should make a segment moved clear of a shift with other segments a shift of its own, announced as created', async () => {
    freshDay(t);
    const manager = await signIn(t, 'manager');
    const created = await shiftWith(manager, HOUR, 2, tutoringThenReview);
    const { first, second } = segmentsOf(created);
    const id = created.shift.id;
    const managerSocket = sockets.connect(manager.accessToken);
    await ready(managerSocket);
    const tomorrow = { start_time: second!.start_time + DAY, end_time: second!.end_time + DAY };
    const [newShift, moved] = await Promise.all([
      nextEvent(
        managerSocket,
        'schedules.shift.edited',
        (payload) => payload.edit === 'shift_created' && payload.user_id === created.shift.user_id,
      ),
      manager.api.call('setSegmentDate', { params: { id, segmentId: second!.id }, body: tomorrow }),
    ]);
    expect(moved.shift.shift_segments.map((segment) => segment.id)).toEqual([first.id]);
    expect(moved.shift.end_time).toBe(created.shift.end_time);
    expect(newShift.shift).toMatchObject({
      ...tomorrow,
      state_id: 1,
      shift_segments: [expect.objectContaining({ id: second!.id, type: { id: 2, name: 'Essay Review' } })],
    });
    const schedule = await manager.api.call('shiftSchedule', {
      query: { from: tomorrow.start_time - HOUR, to: tomorrow.start_time + DAY },
    });
    expect(schedule.shifts.find((shift) => shift.id === newShift.shift_id)).toEqual(newShift.shift);
    const trail = await trailOf(t, newShift.shift_id);
    expect(trail.map((row) => [row.action, row.details])).toEqual([
      ['shift_created', { event: 'shift_created', split_from_shift_id: id }],
    ]);
  });

  it('should refuse a segment moved partly out of a shift with other segments, or a shift that has started', async () => {
    freshDay(t);
    const manager = await signIn(t, 'manager');
    const created = await shiftWith(manager, 2 * HOUR, 2, tutoringThenReview);
    const { second } = segmentsOf(created);
    const partly = await failure(
      manager.api.call('setSegmentDate', {
        params: { id: created.shift.id, segmentId: second!.id },
        body: { start_time: second!.start_time + 30 * MINUTE, end_time: second!.end_time + 30 * MINUTE },
      }),
    );
    expect(partly).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(partly.details).toEqual({
      issues: [expect.objectContaining({ field: 'end_time', rule: 'inside_shift' })],
    });

    // Started (its first stretch is a gap before the lone segment): the shift stays where it is.
    const started = await shiftWith(manager, -10 * MINUTE, 2, (start) => [
      { type: 'Tutoring Session', start_time: start + HOUR, end_time: start + 2 * HOUR },
    ]);
    const lone = segmentsOf(started).first;
    const refused = await failure(
      manager.api.call('setSegmentDate', {
        params: { id: started.shift.id, segmentId: lone.id },
        body: { start_time: lone.start_time + DAY, end_time: lone.end_time + DAY },
      }),
    );
    expect(refused).toMatchObject({ status: 409, code: 'shift_not_editable' });
  });
});
