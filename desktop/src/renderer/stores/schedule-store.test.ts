import { CalendarDate } from '@internationalized/date';
import { ApiError } from '@lantern/shared/client/api-error';
import type { ShiftAbsence } from '@lantern/shared/contracts/presence';
import type { ShiftSchedule, ShiftView } from '@lantern/shared/contracts/schedules';
import { SEGMENT_TYPES } from '@lantern/shared/domain/shifts/segment-types';
import { describe, expect, it } from 'vitest';
import { makeRoot, managerSignIn, settle } from './test-support.js';

// The fake clock's now: Friday 2027-01-15 08:00 UTC.
const NOW = 1_800_000_000;
const HOUR = 3600;
const DAY = 24 * HOUR;
const MIDNIGHT = NOW - 8 * HOUR;

function shift(id: number, userId: number, start: number, segments = 1): ShiftView {
  return {
    id,
    user_id: userId,
    start_time: start,
    end_time: start + segments * HOUR,
    state_id: 1,
    schedule_type_id: 1,
    punch_in: null,
    punch_out: null,
    pending_break_request: null,
    planned_breaks: [],
    shift_segments: Array.from({ length: segments }, (_, index) => ({
      id: id * 10 + index,
      shift_id: id,
      user_id: userId,
      type: { id: 1, name: index === 0 ? 'Tutoring Session' : 'Essay Review' },
      role_type: 1,
      start_time: start + index * HOUR,
      end_time: start + (index + 1) * HOUR,
      punch_in: null,
      punch_out: null,
      status: 'Upcoming' as const,
      is_sessionable: index === 0,
    })),
  };
}

async function openSchedule(
  shifts: ShiftView[] = [shift(1, 7, NOW + 2 * HOUR, 2)],
  absences: ShiftAbsence[] = [],
) {
  const schedule = (): ShiftSchedule => ({
    tutors: [
      { id: 7, name: 'Lucía Gómez', active: true },
      { id: 8, name: 'Jordan Lee', active: true },
    ],
    shifts,
    absences,
    server_time: NOW,
  });
  const harness = makeRoot({
    ...managerSignIn({ id: 3, timezone: 'UTC' }),
    shiftSchedule: schedule,
    segmentTypes: () => SEGMENT_TYPES.map((type) => ({ ...type })),
  });
  const stopRoot = harness.root.start();
  await harness.root.session.signIn({ username: 'manager', password: 'x' });
  await settle();
  const close = harness.root.schedule.open();
  await settle();
  return { ...harness, store: harness.root.schedule, stop: () => (close(), stopRoot()) };
}

const windows = (calls: { name: string; options: { query?: unknown } }[]) =>
  calls.filter((call) => call.name === 'shiftSchedule').map((call) => call.options.query);

describe('ScheduleStore', () => {
  it("should show when the shifts' tutors were away, and each absence live as it opens and closes", async () => {
    const earlier: ShiftAbsence = {
      shift_id: 1,
      user_id: 7,
      reason: 'idle',
      start_time: NOW - 600,
      end_time: NOW - 300,
    };
    const { store, realtime, stop } = await openSchedule([shift(1, 7, NOW - HOUR, 2)], [earlier]);
    expect(store.absences.of(1)).toEqual([earlier]);

    const now: ShiftAbsence = { ...earlier, reason: 'locked', start_time: NOW - 20, end_time: null };
    const away = { reason: 'locked' as const, since: NOW - 20 };
    realtime.last.emitFromServer('presence.tutor.changed', { user_id: 7, away, absence: now, at: NOW });
    // Another shift's absence, not on screen, is not kept.
    realtime.last.emitFromServer('presence.tutor.changed', {
      user_id: 8,
      away,
      absence: { ...now, shift_id: 2, user_id: 8 },
      at: NOW,
    });
    expect(store.absences.of(1)).toEqual([earlier, now]);
    expect(store.absences.of(2)).toEqual([]);

    const back = { ...now, end_time: NOW + 30 };
    realtime.last.emitFromServer('presence.tutor.changed', {
      user_id: 7,
      away: null,
      absence: back,
      at: NOW + 30,
    });
    expect(store.absences.of(1)).toEqual([earlier, back]);
    stop();
  });

  it("should load today's schedule in the manager's timezone, a row per tutor", async () => {
    const { store, api, stop } = await openSchedule();
    expect(store.state).toBe('loaded');
    expect(windows(api.calls)).toEqual([{ from: MIDNIGHT, to: MIDNIGHT + DAY }]);
    expect(store.rows.map((row) => [row.tutor.name, row.shifts.map((s) => s.id)])).toEqual([
      ['Lucía Gómez', [1]],
      ['Jordan Lee', []],
    ]);
    stop();
  });

  it('should take the segment types from the server once, for the legend, pickers and colours', async () => {
    const { store, api, stop } = await openSchedule();
    expect(store.segmentTypes.map((type) => type.name)).toEqual(SEGMENT_TYPES.map((type) => type.name));
    expect(store.colourKey('Unpaid Break')).toBe('unpaid-break');
    expect(store.colourKey('Nap')).toBe('unknown');
    store.next();
    await settle();
    expect(api.calls.filter((call) => call.name === 'segmentTypes')).toHaveLength(1);
    stop();
  });

  it('should load the week from Sunday and step by weeks, then come back to today', async () => {
    const { store, api, stop } = await openSchedule();
    store.setView('week');
    await settle();
    const sunday = MIDNIGHT - 5 * DAY;
    expect(windows(api.calls).at(-1)).toEqual({ from: sunday, to: sunday + 7 * DAY });
    store.next();
    await settle();
    expect(windows(api.calls).at(-1)).toEqual({ from: sunday + 7 * DAY, to: sunday + 14 * DAY });
    store.setView('day');
    store.goToday();
    await settle();
    expect(windows(api.calls).at(-1)).toEqual({ from: MIDNIGHT, to: MIDNIGHT + DAY });
    store.goTo(new CalendarDate(2027, 1, 20));
    await settle();
    expect(windows(api.calls).at(-1)).toEqual({ from: MIDNIGHT + 5 * DAY, to: MIDNIGHT + 6 * DAY });
    stop();
  });

  it('should filter by name and by segment type', async () => {
    const { store, stop } = await openSchedule();
    store.setNameFilter('jordan');
    expect(store.rows.map((row) => row.tutor.id)).toEqual([8]);
    store.clearFilters();
    store.toggleType('Essay Review', true);
    expect(store.filtering).toBe(true);
    expect(store.rows.map((row) => row.tutor.id)).toEqual([7]);
    store.toggleType('Essay Review', false);
    expect(store.rows).toHaveLength(2);
    stop();
  });

  it("should show another manager's changes at once and close a dialog on a shift they deleted", async () => {
    const { store, realtime, stop } = await openSchedule();
    const edited = { user_id: 8, edited_by: 4, at: NOW };
    realtime.last.emitFromServer('schedules.shift.edited', {
      ...edited,
      shift_id: 2,
      edit: 'shift_created',
      shift: shift(2, 8, NOW + HOUR),
    });
    expect(store.rows.find((row) => row.tutor.id === 8)?.shifts.map((s) => s.id)).toEqual([2]);
    // A shift moved to another day leaves the day shown.
    realtime.last.emitFromServer('schedules.shift.edited', {
      ...edited,
      shift_id: 2,
      edit: 'shift_extended',
      shift: shift(2, 8, NOW + 2 * DAY),
    });
    expect(store.shifts.has(2)).toBe(false);

    store.begin({ step: 'editing', shiftId: 1, segmentId: 10 });
    realtime.last.emitFromServer('schedules.shift.edited', {
      ...edited,
      user_id: 7,
      shift_id: 1,
      edit: 'shift_deleted',
      shift: null,
    });
    expect(store.step).toBe('none');
    expect(store.notice).toBe('removedElsewhere');
    expect(store.rows[0]?.shifts).toEqual([]);
    stop();
  });

  it('should fetch the window again when a tutor punches into a shift shown, and not for other shifts', async () => {
    const { api, realtime, stop } = await openSchedule();
    const punched = (shiftId: number) =>
      realtime.last.emitFromServer('schedules.shift.updated', {
        shift_id: shiftId,
        user_id: 7,
        action: 'punch_in',
        state: { state_id: 2, segment_id: null, modifier_id: null, eligible_actions: {} },
        at: NOW,
      });
    punched(99);
    await settle();
    expect(windows(api.calls)).toHaveLength(1);
    punched(1);
    await settle();
    expect(windows(api.calls)).toHaveLength(2);
    stop();
  });

  it('should create a shift, closing the dialog and showing it', async () => {
    const { store, api, stop } = await openSchedule([]);
    const created = shift(5, 8, NOW + HOUR);
    api.handlers.createShift = () => ({
      shift: created,
      state: { state_id: 1, segment_id: null, modifier_id: null, eligible_actions: {} },
      punch_button: { shown: false },
      server_time: NOW,
    });
    store.begin({ step: 'creating', tutorId: 8, date: store.today });
    expect(store.step).toBe('creating');
    const input = {
      user_id: 8,
      start_time: created.start_time,
      end_time: created.end_time,
      segments: [
        { type: 'Tutoring Session' as const, start_time: created.start_time, end_time: created.end_time },
      ],
    };
    expect(await store.createShift(input)).toBe(true);
    expect(api.calls.at(-1)).toMatchObject({ name: 'createShift', options: { body: input } });
    expect(store.step).toBe('none');
    expect(store.done).toBe('shift_created');
    expect(store.rows.find((row) => row.tutor.id === 8)?.shifts).toEqual([created]);
    stop();
  });

  it('should keep the dialog open naming each refused segment, and explain a shift that can no longer change', async () => {
    const { store, api, stop } = await openSchedule();
    api.handlers.createShift = () => {
      throw new ApiError(400, 'validation_failed', 'Invalid', {
        issues: [
          { field: 'segments.1.start_time', rule: 'no_overlap', message: 'The segment overlaps segment 1' },
          { field: 'end_time', rule: 'end_after_start', message: 'The shift must end after it starts' },
        ],
      });
    };
    store.begin({ step: 'creating', tutorId: 7, date: store.today });
    const refused = await store.createShift({ user_id: 7, start_time: NOW, end_time: NOW, segments: [] });
    expect(refused).toBe(false);
    expect(store.step).toBe('creating');
    expect(store.problem).toEqual({
      kind: 'issues',
      issues: [
        { segment: 1, rule: 'no_overlap' },
        { segment: null, rule: 'end_after_start' },
      ],
    });

    api.handlers.deleteShift = () => {
      throw new ApiError(409, 'shift_not_editable', 'Started');
    };
    store.begin({ step: 'deleting', shiftId: 1, segmentId: null });
    expect(await store.deleteShift(1)).toBe(false);
    expect(store.problem).toEqual({ kind: 'notEditable' });
    expect(store.shifts.has(1)).toBe(true);
    stop();
  });

  it('should retype and move a segment, extend a shift and delete a segment then the shift', async () => {
    const original = shift(1, 7, NOW + 2 * HOUR, 2);
    const { store, api, stop } = await openSchedule([original]);
    const status = (view: ShiftView) => ({
      shift: view,
      state: { state_id: 1, segment_id: null, modifier_id: null, eligible_actions: {} },
      punch_button: { shown: false as const },
      server_time: NOW,
    });
    const later = { ...original, end_time: original.end_time + HOUR };
    api.handlers.setSegmentType = () => status(original);
    api.handlers.setSegmentDate = () => status(original);
    api.handlers.extendShift = () => status(later);
    api.handlers.deleteSegment = () => ({ shift_id: 1, segment_id: 11 });
    api.handlers.deleteShift = () => ({ shift_id: 1, segment_id: null });

    const span = { start_time: NOW + 2 * HOUR, end_time: NOW + 2 * HOUR + 1800 };
    expect(await store.changeSegment(1, 10, { type: 'Meeting', span })).toBe(true);
    expect(api.calls.slice(-2).map((call) => [call.name, call.options.body])).toEqual([
      ['setSegmentType', { type: 'Meeting' }],
      ['setSegmentDate', span],
    ]);
    expect(await store.extendShift(1, later.end_time)).toBe(true);
    expect(store.shifts.get(1)?.end_time).toBe(later.end_time);
    expect(await store.deleteSegment(1, 11)).toBe(true);
    expect(store.shifts.get(1)?.shift_segments.map((segment) => segment.id)).toEqual([10]);
    expect(await store.deleteShift(1)).toBe(true);
    expect(store.shifts.has(1)).toBe(false);
    expect(store.done).toBe('shift_deleted');
    stop();
  });

  it('should switch live sessions after retyping, add a segment, and fetch a segment moved into a shift of its own', async () => {
    const original = shift(1, 7, NOW + 2 * HOUR, 2);
    const { store, api, stop } = await openSchedule([original]);
    const status = (view: ShiftView) => ({
      shift: view,
      state: { state_id: 1, segment_id: null, modifier_id: null, eligible_actions: {} },
      punch_button: { shown: false as const },
      server_time: NOW,
    });
    api.handlers.setSegmentType = () => status(original);
    api.handlers.setSegmentSessionable = () => status(original);
    expect(await store.changeSegment(1, 11, { type: 'Tutoring Session', sessionable: false })).toBe(true);
    expect(api.calls.slice(-2).map((call) => [call.name, call.options.body])).toEqual([
      ['setSegmentType', { type: 'Tutoring Session' }],
      ['setSegmentSessionable', { is_sessionable: false }],
    ]);
    expect(store.done).toBe('segment_type_changed');
    expect(await store.changeSegment(1, 10, { sessionable: true })).toBe(true);
    expect(store.done).toBe('segment_sessionable_changed');

    const added = { ...original, end_time: original.end_time + HOUR };
    api.handlers.addSegment = () => status(added);
    const input = { type: 'Meeting' as const, start_time: original.end_time, end_time: added.end_time };
    expect(await store.addSegment(1, input)).toBe(true);
    expect(api.calls.at(-1)).toMatchObject({
      name: 'addSegment',
      options: { params: { id: 1 }, body: input },
    });
    expect(store.done).toBe('segment_added');

    // The second segment moved to tomorrow left the shift: the window is fetched again.
    const loads = windows(api.calls).length;
    api.handlers.setSegmentDate = () =>
      status({ ...original, shift_segments: original.shift_segments.slice(0, 1) });
    const span = { start_time: NOW + DAY, end_time: NOW + DAY + HOUR };
    expect(await store.changeSegment(1, 11, { span })).toBe(true);
    await settle();
    expect(windows(api.calls)).toHaveLength(loads + 1);
    stop();
  });

  it('should forget the schedule when the manager signs out', async () => {
    const { root, store, stop } = await openSchedule();
    store.setNameFilter('lucia');
    await root.session.signOut();
    await settle();
    expect(store.tutors).toEqual([]);
    expect(store.shifts.size).toBe(0);
    expect(store.nameFilter).toBe('');
    stop();
  });

  it('should say the schedule did not load, and keep what it has when a later load fails', async () => {
    const { store, api, stop } = await openSchedule();
    api.handlers.shiftSchedule = () => {
      throw new Error('offline');
    };
    await store.load();
    expect(store.state).toBe('loaded');
    store.setView('week');
    await settle();
    expect(store.state).toBe('error');
    stop();
  });
});
