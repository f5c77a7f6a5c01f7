import { describe, expect, it } from 'vitest';
import { ESSAY_STATUS } from './essay-filters.js';
import { isNewlyReviewed, reservationHeld } from './essay-queue.js';

describe('essay queue', () => {
  it('should hold a reservation until its end and not after', () => {
    expect(reservationHeld(1000, 999)).toBe(true);
    expect(reservationHeld(1000, 1000)).toBe(false);
    expect(reservationHeld(null, 0)).toBe(false);
  });

  it('should count reviewed essays not yet downloaded as new', () => {
    expect(isNewlyReviewed(ESSAY_STATUS.REVIEWED)).toBe(true);
    expect(isNewlyReviewed(ESSAY_STATUS.DOWNLOADED)).toBe(false);
    expect(isNewlyReviewed(ESSAY_STATUS.PENDING)).toBe(false);
  });
});
