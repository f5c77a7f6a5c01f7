import { ESSAY_STATUS } from './essay-filters.js';

/**
 * How long an essay offered to a tutor stays theirs before they pick it up. Long enough to read the
 * title and open it; short enough that an essay held by a tutor who walked away is back in the
 * queue within minutes.
 */
export const ESSAY_RESERVATION_SECONDS = 5 * 60;

/**
 * A review still open this long after pick-up raises a "long essay review" item for the managers
 * (the spec names the item, not the time): most reviews take well under an hour, and 90 minutes
 * still leaves a manager most of the 24-hour turnaround to step in.
 */
export const LONG_REVIEW_SECONDS = 90 * 60;

/** A reservation counts until its end; after that the essay is free for anyone again. */
export function reservationHeld(reservedUntil: number | null, now: number): boolean {
  return reservedUntil !== null && reservedUntil > now;
}

/** Essays the student has had reviewed but not downloaded yet: the review center's navbar count. */
export function isNewlyReviewed(status: number): boolean {
  return status === ESSAY_STATUS.REVIEWED;
}
