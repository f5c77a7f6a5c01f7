import { CalendarDate } from '@internationalized/date';
import type { ScheduledTutor, ShiftView } from '@lantern/shared/contracts/schedules';
import { describe, expect, it } from 'vitest';
import {
  axisMarks,
  calendarWindow,
  nowPosition,
  openingPosition,
  placeSpan,
  scheduleRows,
  segmentShown,
  shiftAfterKey,
  stepAnchor,
} from './calendar-layout.js';

const HOUR = 3600;
const DAY = 24 * HOUR;
// Wednesday 2026-11-25, midnight UTC.
const WEDNESDAY = Date.UTC(2026, 10, 25) / 1000;

describe('calendarWindow', () => {
  it('should span one day from midnight in the given timezone', () => {
    const window = calendarWindow('day', new CalendarDate(2026, 11, 25), 'America/New_York');
    expect(window.from).toBe(WEDNESDAY + 5 * HOUR);
    expect(window.to).toBe(WEDNESDAY + DAY + 5 * HOUR);
    expect(window.days.map((day) => day.date.toString())).toEqual(['2026-11-25']);
  });

  it('should span the week from Sunday, whatever day is chosen', () => {
    const window = calendarWindow('week', new CalendarDate(2026, 11, 25), 'UTC');
    expect(window.days.map((day) => day.date.toString())).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(window.from).toBe(WEDNESDAY - 3 * DAY);
    expect(window.to - window.from).toBe(7 * DAY);
  });

  it('should give a daylight-saving day 25 hour marks', () => {
    const window = calendarWindow('day', new CalendarDate(2026, 11, 1), 'America/New_York');
    expect(window.to - window.from).toBe(25 * HOUR);
    expect(axisMarks(window)).toHaveLength(25);
    expect(axisMarks(calendarWindow('week', new CalendarDate(2026, 11, 25), 'UTC'))).toHaveLength(7);
  });

  it('should step by a day or a week', () => {
    const anchor = new CalendarDate(2026, 11, 25);
    expect(stepAnchor('day', anchor, -1).toString()).toBe('2026-11-24');
    expect(stepAnchor('week', anchor, 1).toString()).toBe('2026-12-02');
  });
});

describe('placeSpan and nowPosition', () => {
  const window = { from: WEDNESDAY, to: WEDNESDAY + DAY };

  it('should place a span as fractions of the window', () => {
    expect(placeSpan({ start_time: WEDNESDAY + 6 * HOUR, end_time: WEDNESDAY + 12 * HOUR }, window)).toEqual({
      start: 0.25,
      end: 0.5,
      cutStart: false,
      cutEnd: false,
    });
  });

  it('should clip a span that crosses an edge and drop one outside', () => {
    expect(placeSpan({ start_time: WEDNESDAY - HOUR, end_time: WEDNESDAY + 6 * HOUR }, window)).toMatchObject(
      {
        start: 0,
        end: 0.25,
        cutStart: true,
      },
    );
    expect(placeSpan({ start_time: WEDNESDAY + DAY, end_time: WEDNESDAY + DAY + HOUR }, window)).toBeNull();
  });

  it('should open at now, else at the first shift, else at the start', () => {
    const morning = { start_time: WEDNESDAY + 6 * HOUR, end_time: WEDNESDAY + 8 * HOUR };
    const noon = { start_time: WEDNESDAY + 12 * HOUR, end_time: WEDNESDAY + 13 * HOUR };
    expect(openingPosition(window, WEDNESDAY + 18 * HOUR, [morning])).toBe(0.75);
    expect(openingPosition(window, WEDNESDAY - DAY, [noon, morning])).toBe(0.25);
    expect(openingPosition(window, WEDNESDAY - DAY, [])).toBe(0);
  });

  it('should draw the now-line only inside the window', () => {
    expect(nowPosition(WEDNESDAY + 18 * HOUR, window)).toBe(0.75);
    expect(nowPosition(WEDNESDAY + DAY, window)).toBeNull();
  });
});

describe('scheduleRows', () => {
  const tutors: ScheduledTutor[] = [
    { id: 1, name: 'Lucía Gómez', active: true },
    { id: 2, name: 'Jordan Lee', active: true },
    { id: 3, name: 'Ada Former', active: false },
  ];
  const shift = (id: number, userId: number, start: number, types: string[]): ShiftView => ({
    id,
    user_id: userId,
    start_time: start,
    end_time: start + types.length * HOUR,
    state_id: 1,
    schedule_type_id: 1,
    punch_in: null,
    punch_out: null,
    pending_break_request: null,
    planned_breaks: [],
    shift_segments: types.map((name, index) => ({
      id: id * 10 + index,
      shift_id: id,
      user_id: userId,
      type: { id: index, name },
      role_type: 1,
      start_time: start + index * HOUR,
      end_time: start + (index + 1) * HOUR,
      punch_in: null,
      punch_out: null,
      status: 'Upcoming',
      is_sessionable: name === 'Tutoring Session',
    })),
  });
  const shifts = [
    shift(12, 1, WEDNESDAY + 12 * HOUR, ['Meeting']),
    shift(11, 1, WEDNESDAY + 8 * HOUR, ['Tutoring Session', 'Essay Review']),
    shift(20, 2, WEDNESDAY + 9 * HOUR, ['Tutoring Session']),
  ];
  const all = { name: '', types: new Set<string>() };

  it('should give every active tutor a row with their shifts in time order, and hide idle inactive tutors', () => {
    const rows = scheduleRows(tutors, shifts, all);
    expect(rows.map((row) => [row.tutor.id, row.shifts.map((s) => s.id)])).toEqual([
      [1, [11, 12]],
      [2, [20]],
    ]);
    const withFormer = scheduleRows(tutors, [...shifts, shift(30, 3, WEDNESDAY, ['Training'])], all);
    expect(withFormer.map((row) => row.tutor.id)).toEqual([1, 2, 3]);
  });

  it('should find a tutor by part of the name, ignoring case and accents', () => {
    expect(scheduleRows(tutors, shifts, { ...all, name: ' lucia ' }).map((row) => row.tutor.id)).toEqual([1]);
    expect(scheduleRows(tutors, shifts, { ...all, name: 'nobody' })).toEqual([]);
  });

  it('should keep only tutors with a segment of a chosen type', () => {
    const filter = { name: '', types: new Set(['Essay Review']) };
    expect(scheduleRows(tutors, shifts, filter).map((row) => row.tutor.id)).toEqual([1]);
    expect(segmentShown(filter, 'Essay Review')).toBe(true);
    expect(segmentShown(filter, 'Meeting')).toBe(false);
    expect(segmentShown(all, 'Meeting')).toBe(true);
  });
});

describe('shiftAfterKey', () => {
  const at = (id: number, hour: number) => ({ id, start_time: WEDNESDAY + hour * HOUR });
  const rows = [
    { shifts: [at(1, 14), at(2, 8)] },
    { shifts: [] },
    { shifts: [at(3, 9), at(4, 13)] },
  ] as unknown as Parameters<typeof shiftAfterKey>[0];

  it('moves along a row in time order, and stops at its ends', () => {
    expect(shiftAfterKey(rows, 2, 'ArrowRight')).toBe(1);
    expect(shiftAfterKey(rows, 1, 'ArrowRight')).toBeNull();
    expect(shiftAfterKey(rows, 1, 'ArrowLeft')).toBe(2);
    expect(shiftAfterKey(rows, 2, 'ArrowLeft')).toBeNull();
    expect(shiftAfterKey(rows, 3, 'End')).toBe(4);
    expect(shiftAfterKey(rows, 4, 'Home')).toBe(3);
  });

  it('moves up and down to the nearest-starting shift, past rows without one', () => {
    expect(shiftAfterKey(rows, 1, 'ArrowDown')).toBe(4);
    expect(shiftAfterKey(rows, 2, 'ArrowDown')).toBe(3);
    expect(shiftAfterKey(rows, 3, 'ArrowUp')).toBe(2);
    expect(shiftAfterKey(rows, 3, 'ArrowDown')).toBeNull();
    expect(shiftAfterKey(rows, 1, 'ArrowUp')).toBeNull();
  });

  it('is null for a shift that is not shown', () => {
    expect(shiftAfterKey(rows, 99, 'ArrowRight')).toBeNull();
  });
});
