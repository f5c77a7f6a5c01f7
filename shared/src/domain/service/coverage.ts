import { LOCKOUT_AFTER_START_SECONDS, SHIFT_STATE_IDS } from '../shifts/shift-constants.js';

const MINUTE = 60;

/**
 * How long after a shift's start a tutor who has not punched in is listed in the action center.
 * The spec calls a shift late from its first second; a tutor still signing in at the minute
 * should not call a manager away from something else.
 */
export const LATE_PUNCH_IN_GRACE_SECONDS = 5 * MINUTE;

/**
 * How long a student may wait for a tutor before a manager should step in: past this, a student
 * aged 5 to 18 is likely to give up, and a leaver is counted as missed in the service summary.
 */
export const LONG_WAIT_SECONDS = 5 * MINUTE;

export interface CoverageShift {
  start_time: number;
  end_time: number;
  state_id: number;
  punch_in: number | null;
}

/** Never punched in: still upcoming, or marked missing in action once locked out. */
function neverPunchedIn(shift: CoverageShift): boolean {
  return (
    shift.punch_in === null &&
    (shift.state_id === SHIFT_STATE_IDS.UPCOMING || shift.state_id === SHIFT_STATE_IDS.MIA)
  );
}

/**
 * Late to punch in: not punched in once the grace after the start is over, for as long as the
 * shift lasts (a locked-out tutor stays listed: only a manager can let them in).
 */
export function isLateToPunchIn(shift: CoverageShift, now: number): boolean {
  return (
    neverPunchedIn(shift) && now >= shift.start_time + LATE_PUNCH_IN_GRACE_SECONDS && now < shift.end_time
  );
}

/** A student still waiting for a tutor, since `requestedAt`, who has waited too long. */
export function isWaitingTooLong(requestedAt: number, now: number): boolean {
  return now - requestedAt >= LONG_WAIT_SECONDS;
}

/** Whole minutes since `since`, never negative: "12 min late", "7 min waiting". */
export function minutesSince(since: number, now: number): number {
  return Math.max(0, Math.floor((now - since) / MINUTE));
}

export interface CoverageTimes {
  /** Shifts not punched into yet, started or about to start. */
  shifts: readonly CoverageShift[];
  /** When each student still waiting for a tutor asked. */
  waitingSince: readonly number[];
}

/**
 * The next moment the coverage list changes by the clock alone, with no write to tell anyone: a
 * shift's grace running out, its tutor being locked out, its end; a waiting student crossing the
 * long wait. Null when nothing will. Everything else that moves the list is a write.
 */
export function nextCoverageChange({ shifts, waitingSince }: CoverageTimes, now: number): number | null {
  const moments: number[] = [];
  for (const shift of shifts) {
    if (!neverPunchedIn(shift)) continue;
    moments.push(
      shift.start_time + LATE_PUNCH_IN_GRACE_SECONDS,
      // Locked out only once strictly past the lockout line.
      shift.start_time + LOCKOUT_AFTER_START_SECONDS + 1,
      shift.end_time,
    );
  }
  for (const requestedAt of waitingSince) moments.push(requestedAt + LONG_WAIT_SECONDS);
  const ahead = moments.filter((moment) => moment > now);
  return ahead.length === 0 ? null : Math.min(...ahead);
}
