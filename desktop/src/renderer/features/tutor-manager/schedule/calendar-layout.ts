import { type CalendarDate, startOfWeek, toZoned } from '@internationalized/date';
import type { ScheduledTutor, ShiftView } from '@lantern/shared/contracts/schedules';

export type CalendarView = 'day' | 'week';
export const CALENDAR_VIEWS: readonly CalendarView[] = ['day', 'week'];

export interface CalendarDay {
  date: CalendarDate;
  /** Its midnight, in unix seconds. */
  start: number;
}

export interface CalendarWindow {
  view: CalendarView;
  /** Unix seconds: the first instant shown (inclusive) and the end (exclusive). */
  from: number;
  to: number;
  days: CalendarDay[];
}

const HOUR = 3600;

function midnight(date: CalendarDate, timeZone: string): number {
  return Math.floor(toZoned(date, timeZone).toDate().getTime() / 1000);
}

/** Weeks start on Sunday, as the product's availability weeks do; the date pickers' months too. */
export const WEEK_STARTS_ON = 'sun' as const;

/** The day or the week around `anchor`, in the manager's timezone. */
export function calendarWindow(view: CalendarView, anchor: CalendarDate, timeZone: string): CalendarWindow {
  const first = view === 'day' ? anchor : startOfWeek(anchor, 'en-US', WEEK_STARTS_ON);
  const count = view === 'day' ? 1 : 7;
  const days = Array.from({ length: count }, (_, index) => first.add({ days: index }));
  return {
    view,
    from: midnight(first, timeZone),
    to: midnight(first.add({ days: count }), timeZone),
    days: days.map((date) => ({ date, start: midnight(date, timeZone) })),
  };
}

/** The anchor one view earlier (-1) or later (1). */
export function stepAnchor(view: CalendarView, anchor: CalendarDate, direction: -1 | 1): CalendarDate {
  return anchor.add({ days: direction * (view === 'day' ? 1 : 7) });
}

export interface Placement {
  /** Fractions of the window's width, 0 to 1. */
  start: number;
  end: number;
  /** The span goes on before or after the window. */
  cutStart: boolean;
  cutEnd: boolean;
}

/** Where a span sits across the window, clipped to it; null when it lies outside. */
export function placeSpan(
  span: { start_time: number; end_time: number },
  window: Pick<CalendarWindow, 'from' | 'to'>,
): Placement | null {
  if (span.end_time <= window.from || span.start_time >= window.to) return null;
  const length = window.to - window.from;
  const start = Math.max(span.start_time, window.from);
  const end = Math.min(span.end_time, window.to);
  return {
    start: (start - window.from) / length,
    end: (end - window.from) / length,
    cutStart: span.start_time < window.from,
    cutEnd: span.end_time > window.to,
  };
}

/** The axis marks: every hour of a day (so daylight-saving days have 23 or 25), or each day of a week. */
export function axisMarks(window: CalendarWindow): { at: number; position: number }[] {
  const length = window.to - window.from;
  const instants =
    window.view === 'week'
      ? window.days.map((day) => day.start)
      : Array.from({ length: Math.round(length / HOUR) }, (_, hour) => window.from + hour * HOUR);
  return instants.map((at) => ({ at, position: (at - window.from) / length }));
}

/** Where the now-line goes, or null when now is outside the window. */
export function nowPosition(now: number, window: Pick<CalendarWindow, 'from' | 'to'>): number | null {
  if (now < window.from || now >= window.to) return null;
  return (now - window.from) / (window.to - window.from);
}

export interface ScheduleFilter {
  name: string;
  /** Segment type names to show; empty shows every type. */
  types: ReadonlySet<string>;
}

export interface ScheduleRow {
  tutor: ScheduledTutor;
  shifts: ShiftView[];
}

/** Case and accents do not matter when looking a tutor up: "lucia" finds Lucía. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

export function segmentShown(filter: ScheduleFilter, typeName: string): boolean {
  return filter.types.size === 0 || filter.types.has(typeName);
}

/**
 * The calendar's rows: tutors whose name matches, each with their shifts in the window. With no
 * type chosen every active tutor has a row (a free row is where a shift can go) and inactive ones
 * only when they have shifts; with types chosen, only tutors with a segment of those types.
 */
export function scheduleRows(
  tutors: readonly ScheduledTutor[],
  shifts: readonly ShiftView[],
  filter: ScheduleFilter,
): ScheduleRow[] {
  const needle = folded(filter.name.trim());
  const byTutor = new Map<number, ShiftView[]>();
  for (const shift of [...shifts].sort((a, b) => a.start_time - b.start_time))
    byTutor.set(shift.user_id, [...(byTutor.get(shift.user_id) ?? []), shift]);
  return tutors
    .filter((tutor) => folded(tutor.name).includes(needle))
    .map((tutor) => ({ tutor, shifts: byTutor.get(tutor.id) ?? [] }))
    .filter((row) =>
      filter.types.size === 0
        ? row.tutor.active || row.shifts.length > 0
        : row.shifts.some((shift) =>
            shift.shift_segments.some((segment) => segmentShown(filter, segment.type.name)),
          ),
    );
}

/** Where a calendar too wide for the screen opens: at now when shown, else the first shift shown, else its start. */
export function openingPosition(
  window: Pick<CalendarWindow, 'from' | 'to'>,
  now: number,
  shifts: readonly { start_time: number; end_time: number }[],
): number {
  const current = nowPosition(now, window);
  if (current !== null) return current;
  const starts = shifts.flatMap((shift) => placeSpan(shift, window)?.start ?? []);
  return starts.length ? Math.min(...starts) : 0;
}

export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

/**
 * The shift an arrow key moves to from `fromShiftId`, or null where there is none: left and right
 * to the row's previous or next shift, Home and End to its first and last, up and down to the
 * nearest-starting shift of the closest row above or below that has one.
 */
export function shiftAfterKey(
  rows: readonly Pick<ScheduleRow, 'shifts'>[],
  fromShiftId: number,
  key: GridKey,
): number | null {
  const rowIndex = rows.findIndex((row) => row.shifts.some((shift) => shift.id === fromShiftId));
  if (rowIndex === -1) return null;
  const shifts = [...rows[rowIndex]!.shifts].sort((a, b) => a.start_time - b.start_time);
  const at = shifts.findIndex((shift) => shift.id === fromShiftId);
  const from = shifts[at]!;
  if (key === 'ArrowLeft') return shifts[at - 1]?.id ?? null;
  if (key === 'ArrowRight') return shifts[at + 1]?.id ?? null;
  if (key === 'Home') return shifts[0]!.id;
  if (key === 'End') return shifts.at(-1)!.id;
  const step = key === 'ArrowUp' ? -1 : 1;
  for (let index = rowIndex + step; index >= 0 && index < rows.length; index += step) {
    const candidates = rows[index]!.shifts;
    if (candidates.length === 0) continue;
    const distance = (shift: { start_time: number }) => Math.abs(shift.start_time - from.start_time);
    return candidates.reduce((best, shift) => (distance(shift) < distance(best) ? shift : best)).id;
  }
  return null;
}
