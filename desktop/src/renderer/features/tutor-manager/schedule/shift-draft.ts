import {
  type CalendarDate,
  fromAbsolute,
  type Time,
  toCalendarDate,
  toCalendarDateTime,
  toTime,
  toZoned,
} from '@internationalized/date';
import type { CreateShift, SchedulableSegmentType } from '@lantern/shared/contracts/schedules';

export interface SegmentDraft {
  /** Stable across edits, for React's list keys. */
  key: number;
  type: SchedulableSegmentType;
  start: Time;
  end: Time;
}

/** The create dialog's form: times are wall-clock times on `date` in the manager's timezone. */
export interface ShiftDraft {
  tutorId: number | null;
  date: CalendarDate;
  start: Time;
  end: Time;
  segments: SegmentDraft[];
}

/**
 * The instant of a wall-clock time on `date`, or on the next day when that would not come after
 * `after`: a shift from 22:00 to 02:00 ends the next morning.
 */
export function instantOn(date: CalendarDate, time: Time, timeZone: string, after?: number): number {
  const at = (day: CalendarDate) =>
    Math.floor(toZoned(toCalendarDateTime(day, time), timeZone).toDate().getTime() / 1000);
  const same = at(date);
  return after !== undefined && same <= after ? at(date.add({ days: 1 })) : same;
}

/** The calendar day and wall-clock time of an instant, in `timeZone`. */
export function wallClock(unixSeconds: number, timeZone: string): { date: CalendarDate; time: Time } {
  const zoned = fromAbsolute(unixSeconds * 1000, timeZone);
  return { date: toCalendarDate(zoned), time: toTime(zoned) };
}

/** The request the draft stands for; null until a tutor is chosen. Segments follow the shift's start. */
export function draftToCreateShift(draft: ShiftDraft, timeZone: string): CreateShift | null {
  if (draft.tutorId === null) return null;
  const start = instantOn(draft.date, draft.start, timeZone);
  return {
    user_id: draft.tutorId,
    start_time: start,
    end_time: instantOn(draft.date, draft.end, timeZone, start),
    segments: draft.segments.map((segment) => {
      const segmentStart = instantOn(draft.date, segment.start, timeZone, start - 1);
      return {
        type: segment.type,
        start_time: segmentStart,
        end_time: instantOn(draft.date, segment.end, timeZone, segmentStart),
      };
    }),
  };
}
