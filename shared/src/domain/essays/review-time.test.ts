import { describe, expect, it } from 'vitest';
import { reviewTimeSpent } from './review-time.js';

const pickedUpAt = 1_700_000_000;
const away = { bioBreakSeconds: 0, absentSeconds: 0, breakSeconds: 0 };

describe('reviewTimeSpent', () => {
  it('counts the time since pick-up', () => {
    expect(reviewTimeSpent({ pickedUpAt, now: pickedUpAt + 900, ...away })).toBe(900);
  });

  it('leaves out bio-break, absent and break time', () => {
    expect(
      reviewTimeSpent({
        pickedUpAt,
        now: pickedUpAt + 3600,
        bioBreakSeconds: 300,
        absentSeconds: 120,
        breakSeconds: 600,
      }),
    ).toBe(2580);
  });

  it('never goes below zero', () => {
    expect(reviewTimeSpent({ pickedUpAt, now: pickedUpAt + 60, ...away, breakSeconds: 600 })).toBe(0);
  });
});
