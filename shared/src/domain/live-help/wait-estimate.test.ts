import { describe, expect, it } from 'vitest';
import { FREE_SEAT_WAIT_CAP_SECONDS, estimateWaitSeconds } from './wait-estimate.js';

describe('estimateWaitSeconds without history', () => {
  it('should give no estimate when no session was matched recently', () => {
    expect(estimateWaitSeconds({ position: 1, recentWaits: [], freeSeats: 3 })).toBeNull();
    expect(estimateWaitSeconds({ position: 5, recentWaits: [], freeSeats: 0 })).toBeNull();
  });

  it('should ignore negative and non-finite waits, and give none if nothing else is left', () => {
    expect(estimateWaitSeconds({ position: 1, recentWaits: [-5, Number.NaN], freeSeats: 0 })).toBeNull();
    expect(estimateWaitSeconds({ position: 1, recentWaits: [-5, 40], freeSeats: 0 })).toBe(40);
  });
});

describe('estimateWaitSeconds with a free seat', () => {
  it('should cap the estimate at 30 s when the free seats cover the position exactly', () => {
    expect(FREE_SEAT_WAIT_CAP_SECONDS).toBe(30);
    expect(estimateWaitSeconds({ position: 2, recentWaits: [300], freeSeats: 2 })).toBe(30);
  });

  it('should keep a typical wait under the cap as it is', () => {
    expect(estimateWaitSeconds({ position: 1, recentWaits: [29], freeSeats: 1 })).toBe(29);
    expect(estimateWaitSeconds({ position: 1, recentWaits: [30], freeSeats: 1 })).toBe(30);
    expect(estimateWaitSeconds({ position: 1, recentWaits: [31], freeSeats: 1 })).toBe(30);
  });

  it('should treat a position below 1 as first in line', () => {
    expect(estimateWaitSeconds({ position: 0, recentWaits: [120], freeSeats: 1 })).toBe(30);
    expect(estimateWaitSeconds({ position: 0, recentWaits: [120], freeSeats: 0 })).toBe(120);
  });
});

describe('estimateWaitSeconds in a queue', () => {
  it('should take one typical wait for the first student when no seat is free', () => {
    expect(estimateWaitSeconds({ position: 1, recentWaits: [45], freeSeats: 0 })).toBe(45);
  });

  it('should add a round as soon as the position passes the free seats by one', () => {
    // Two seats: places 1-2 are matched at once, 3-4 in the second round, 5 in the third.
    expect(estimateWaitSeconds({ position: 3, recentWaits: [50], freeSeats: 2 })).toBe(120);
    expect(estimateWaitSeconds({ position: 4, recentWaits: [50], freeSeats: 2 })).toBe(120);
    expect(estimateWaitSeconds({ position: 5, recentWaits: [50], freeSeats: 2 })).toBe(180);
  });

  it('should count no free seat as one, so the queue still moves', () => {
    expect(estimateWaitSeconds({ position: 3, recentWaits: [40], freeSeats: 0 })).toBe(120);
    expect(estimateWaitSeconds({ position: 3, recentWaits: [40], freeSeats: -2 })).toBe(120);
  });

  it('should use the median so one stuck session does not skew the estimate', () => {
    expect(estimateWaitSeconds({ position: 1, recentWaits: [20, 3600, 40], freeSeats: 0 })).toBe(40);
  });

  it('should take the middle of the two central waits for an even count', () => {
    expect(estimateWaitSeconds({ position: 1, recentWaits: [40, 10, 20, 50], freeSeats: 0 })).toBe(30);
  });
});

describe('estimateWaitSeconds rounding', () => {
  const after = (seconds: number) =>
    estimateWaitSeconds({ position: 1, recentWaits: [seconds], freeSeats: 0 });

  it('should keep whole seconds up to exactly one minute', () => {
    expect(after(59)).toBe(59);
    expect(after(60)).toBe(60);
    expect(after(12.4)).toBe(12);
  });

  it('should round to the nearest whole minute above one minute, never below one', () => {
    expect(after(61)).toBe(60);
    expect(after(89)).toBe(60);
    expect(after(90)).toBe(120);
    expect(after(149)).toBe(120);
    expect(after(150)).toBe(180);
  });
});
