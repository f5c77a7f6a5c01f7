import { SHIFT_STATE_IDS } from '../shifts/shift-constants.js';
import { isPunchedInState } from '../shifts/shift-states.js';

/** One live-help segment (a sessionable Tutoring Session) of a tutor who teaches the subject. */
export interface LiveHelpSegment {
  /** Unix seconds. */
  start_time: number;
  end_time: number;
  /** The state of the shift the segment belongs to. */
  shift_state_id: number;
}

export interface SubjectAvailabilityAnswer {
  available_now: boolean;
  /** Unix seconds, never before `now`; null when a tutor is on now or none is scheduled. */
  next_available_at: number | null;
}

/**
 * Shift states whose remaining segments will not be worked: punched out, or locked out as missing.
 * The repository passes them to SQL to read only segments that can still be worked.
 */
export const FINISHED_SHIFT_STATE_IDS: readonly number[] = [
  SHIFT_STATE_IDS.PUNCH_HIDDEN,
  SHIFT_STATE_IDS.MIA,
];

const runningAt = (segment: LiveHelpSegment, now: number) =>
  segment.start_time <= now && now < segment.end_time;

/**
 * A tutor is on shift for live help while a live-help segment of theirs runs and they are punched
 * in, whatever they are doing: in sessions, between them, on a break or at their limit. A student
 * who asks then is queued and waits for them; only with nobody on shift is the subject unavailable.
 */
export function isOnShift(segment: LiveHelpSegment, now: number): boolean {
  return runningAt(segment, now) && isPunchedInState(segment.shift_state_id);
}

/**
 * Whether the subject has a tutor on shift now and, if not, when the next one is due: the
 * earliest live-help segment not over yet of a shift that can still be worked. A segment already
 * running whose tutor has not punched in yet (late, still allowed in) makes the tutor due now.
 */
export function subjectAvailability(
  segments: readonly LiveHelpSegment[],
  now: number,
): SubjectAvailabilityAnswer {
  if (segments.some((segment) => isOnShift(segment, now))) {
    return { available_now: true, next_available_at: null };
  }
  const starts = segments
    .filter((segment) => segment.end_time > now && !FINISHED_SHIFT_STATE_IDS.includes(segment.shift_state_id))
    .map((segment) => Math.max(segment.start_time, now));
  return { available_now: false, next_available_at: starts.length ? Math.min(...starts) : null };
}
