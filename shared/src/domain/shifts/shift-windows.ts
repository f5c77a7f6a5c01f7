const HOUR = 3600;
const DAY = 24 * HOUR;

export interface TimeWindow {
  /** Unix seconds, inclusive. */
  from: number;
  /** Unix seconds, exclusive. */
  to: number;
}

/** A tutor's shifts are loaded from one day back to two days ahead. */
export function userShiftsWindow(now: number): TimeWindow {
  return { from: now - DAY, to: now + 2 * DAY };
}

/** Approved breaks are loaded from two hours back to ten hours ahead. */
export function approvedBreaksWindow(now: number): TimeWindow {
  return { from: now - 2 * HOUR, to: now + 10 * HOUR };
}

export const NO_UPCOMING_SHIFT_TEXT = 'You have no upcoming shift for the next 24 hrs';
export const GROW_UPCOMING_SHIFTS_TEXT = 'Go to the GROW Dashboard to see your upcoming shifts.';

/** The dashboard's shifts: not over yet and starting within the next 24 hours, soonest first. */
export function shiftsInNext24Hours<T extends { start_time: number; end_time: number }>(
  shifts: readonly T[],
  now: number,
): T[] {
  return shifts
    .filter((s) => s.end_time > now && s.start_time < now + DAY)
    .toSorted((a, b) => a.start_time - b.start_time);
}
