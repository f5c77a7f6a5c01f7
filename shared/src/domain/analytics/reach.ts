import { zonedDate } from '../time/zoned-parts.js';
import { DASHBOARD_TIME_ZONE } from './dashboard-range.js';

/**
 * Reach and return (beyond the spec). A student is *reached* when they used Lantern (asked for live
 * help or sent an essay) on at least one day of the range, and *came back* when they used it on at
 * least two different days, each day counted by New York's clock as every dashboard counts days
 * (spec §9). Two sessions the same afternoon are one visit; a session on Monday and an essay on
 * Thursday are a return. The database counts each student's distinct days (capped here) and this
 * rule names what they add up to, so both readings of "came back" stay one.
 */
export const RETURN_DAYS = 2;

export type ReachLevel = 'never' | 'once' | 'returned';

/** The New York days a student used Lantern on, from the instants (unix seconds) of their use. */
export function usedDays(instants: readonly number[]): number {
  return new Set(instants.map((at) => zonedDate(at, DASHBOARD_TIME_ZONE))).size;
}

/** What a number of distinct days of use makes a student. */
export function reachLevel(days: number): ReachLevel {
  if (days >= RETURN_DAYS) return 'returned';
  return days >= 1 ? 'once' : 'never';
}

/** A group's students split by reach: every licensed student is in exactly one part. */
export interface ReachParts {
  never: number;
  once: number;
  returned: number;
}

export const noReach = (): ReachParts => ({ never: 0, once: 0, returned: 0 });

/**
 * A group's parts from how many of its licensed students used Lantern on how many days (zero days
 * included: the students who never did). Students who used it but are no longer licensed (moved
 * away, deactivated) are not in the rows: the share is of the students the licences cover.
 */
export function reachParts(byDays: readonly { days: number; students: number }[]): ReachParts {
  const parts = noReach();
  for (const { days, students } of byDays) parts[reachLevel(days)] += students;
  return parts;
}
