import { REVIEW_TURNAROUND_HOURS } from '../constants.js';

const HOUR = 3600;

/**
 * An essay still waiting less than this before its due time is critical: a review takes about an
 * hour, so with two left a manager must find a tutor now or it will be late.
 */
export const ESSAY_CRITICAL_SECONDS_LEFT = 2 * HOUR;
/** Less than this left is at risk: a quarter of the turnaround, time enough to move tutors. */
export const ESSAY_AT_RISK_SECONDS_LEFT = 6 * HOUR;

export type EssayRisk = 'late' | 'critical' | 'at_risk' | 'on_track';

/** When a review is due: the advertised turnaround after submission. */
export function essayDueAt(submittedAt: number): number {
  return submittedAt + REVIEW_TURNAROUND_HOURS * HOUR;
}

/**
 * How worried a manager should be about an essay not yet reviewed, from the time left before it is
 * due. A reviewed essay has no risk: ask `reviewedLate` instead.
 */
export function essayRisk(dueAt: number, now: number): EssayRisk {
  const left = dueAt - now;
  if (left <= 0) return 'late';
  if (left <= ESSAY_CRITICAL_SECONDS_LEFT) return 'critical';
  if (left <= ESSAY_AT_RISK_SECONDS_LEFT) return 'at_risk';
  return 'on_track';
}

/** A review handed back after its due time counts as reviewed late in the service summary. */
export function reviewedLate(dueAt: number, reviewedAt: number): boolean {
  return reviewedAt > dueAt;
}
