/** A student who would be matched at once still waits for the tutor to accept; never promise more. */
export const FREE_SEAT_WAIT_CAP_SECONDS = 30;

export interface WaitEstimateInput {
  /** 1-based place in the queue for the subject. */
  position: number;
  /** Waits (seconds) of the last sessions of the subject that were matched. */
  recentWaits: readonly number[];
  /** Seats free right now among qualified tutors on shift. */
  freeSeats: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

// Beyond a minute, seconds look falsely precise and tick visibly; whole minutes read calmly.
function roundForDisplay(seconds: number): number {
  return seconds > 60 ? Math.round(seconds / 60) * 60 : Math.round(seconds);
}

/**
 * The waiting room's estimate in seconds, or null without history (the UI then says "a few
 * minutes"). The rule, so anyone can check a number by hand:
 *
 * - the typical wait is the median of the recent waits (one stuck session does not skew it);
 * - if there are at least as many free seats as students up to and including this one, the
 *   student is next to be matched: the typical wait, but at most 30 s;
 * - otherwise the queue drains in rounds of `max(1, freeSeats)` students, each round taking a
 *   typical wait, so the estimate is the typical wait × ceil(position / max(1, freeSeats));
 * - above 60 s the result is rounded to the nearest whole minute (never below one minute).
 *
 * Negative or non-finite waits (clock skew, bad rows) are ignored; a position below 1 counts as
 * first in line. The unused second parameter keeps callers from passing a clock: the estimate
 * depends on the queue, not on the time of day.
 */
export function estimateWaitSeconds(input: WaitEstimateInput, _now?: never): number | null {
  const waits = input.recentWaits.filter((wait) => Number.isFinite(wait) && wait >= 0);
  if (waits.length === 0) return null;
  const typical = median(waits);
  const position = Math.max(1, input.position);
  if (input.freeSeats >= position) return Math.round(Math.min(typical, FREE_SEAT_WAIT_CAP_SECONDS));
  const rounds = Math.ceil(position / Math.max(1, input.freeSeats));
  return roundForDisplay(typical * rounds);
}
