import { describe, expect, it } from 'vitest';
import { MODIFIER_TYPE_IDS, SHIFT_STATE_IDS } from '../shifts/shift-constants.js';
import { reviewAwayTime } from './review-away-time.js';
import { reviewTimeSpent } from './review-time.js';

const working = (at: number) => ({ at, stateId: SHIFT_STATE_IDS.IN_PROGRESS, modifierId: null });

describe('reviewAwayTime', () => {
  it('should count nothing for a tutor who worked throughout', () => {
    expect(reviewAwayTime([working(0)], 100, 500)).toEqual({
      bioBreakSeconds: 0,
      absentSeconds: 0,
      breakSeconds: 0,
      awaySince: null,
    });
  });

  it('should take off bio breaks, absences and breaks after pick-up, each by kind', () => {
    const changes = [
      working(0),
      { at: 200, stateId: SHIFT_STATE_IDS.BIO_BREAK_ACTIVE, modifierId: MODIFIER_TYPE_IDS.BIO_BREAK },
      working(260),
      { at: 300, stateId: SHIFT_STATE_IDS.IN_TRANSITION, modifierId: null },
      working(900),
      { at: 1000, stateId: SHIFT_STATE_IDS.IN_PROGRESS, modifierId: MODIFIER_TYPE_IDS.ABSENT },
      working(1030),
    ];
    const away = reviewAwayTime(changes, 100, 2000);
    expect(away).toEqual({ bioBreakSeconds: 60, absentSeconds: 30, breakSeconds: 600, awaySince: null });
    expect(reviewTimeSpent({ pickedUpAt: 100, now: 2000, ...away })).toBe(1900 - 690);
  });

  it('should count only the part of a break after pick-up, and stop the clock while one runs now', () => {
    const changes = [{ at: 50, stateId: SHIFT_STATE_IDS.IN_TRANSITION, modifierId: null }];
    expect(reviewAwayTime(changes, 100, 400)).toEqual({
      bioBreakSeconds: 0,
      absentSeconds: 0,
      breakSeconds: 300,
      awaySince: 100,
    });
  });
});
