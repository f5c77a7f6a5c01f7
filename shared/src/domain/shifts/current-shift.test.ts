import { describe, expect, it } from 'vitest';
import { pickCurrentShift } from './current-shift.js';
import { SHIFT_STATE_IDS } from './shift-constants.js';

const NOW = 1_800_000_000;
const shift = (id: number, end: number, state: number) => ({ id, end_time: end, state_id: state });

describe('pickCurrentShift', () => {
  it('is the first shift not over yet', () => {
    const shifts = [shift(1, NOW, SHIFT_STATE_IDS.UPCOMING), shift(2, NOW + 1, SHIFT_STATE_IDS.UPCOMING)];
    expect(pickCurrentShift(shifts, NOW)?.id).toBe(2);
  });

  it('keeps a shift past its end while the tutor is still punched in', () => {
    const shifts = [
      shift(1, NOW - 60, SHIFT_STATE_IDS.IN_PROGRESS),
      shift(2, NOW + 600, SHIFT_STATE_IDS.UPCOMING),
    ];
    expect(pickCurrentShift(shifts, NOW)?.id).toBe(1);
  });

  it('passes over a shift punched out of early when a later one follows', () => {
    const shifts = [
      shift(1, NOW + 60, SHIFT_STATE_IDS.PUNCH_HIDDEN),
      shift(2, NOW + 600, SHIFT_STATE_IDS.UPCOMING),
    ];
    expect(pickCurrentShift(shifts, NOW)?.id).toBe(2);
  });

  it('keeps a shift punched out of early when it is the last one', () => {
    expect(pickCurrentShift([shift(1, NOW + 60, SHIFT_STATE_IDS.PUNCH_HIDDEN)], NOW)?.id).toBe(1);
  });

  it('is null when every shift is over', () => {
    expect(pickCurrentShift([shift(1, NOW, SHIFT_STATE_IDS.PUNCH_HIDDEN)], NOW)).toBeNull();
    expect(pickCurrentShift([], NOW)).toBeNull();
  });
});
