import { describe, expect, it } from 'vitest';
import { SHIFT_STATE_IDS } from './shift-constants.js';
import {
  isForcedOut,
  isLockedOut,
  isShiftEnding,
  isShiftLate,
  isShiftUpcoming,
  minutesLate,
} from './shift-timing.js';

const START = 1_700_000_000;
const END = START + 4 * 3600;
const MIN15 = 15 * 60;

const upcoming = { start_time: START, end_time: END, state_id: SHIFT_STATE_IDS.UPCOMING };
const inProgress = { ...upcoming, state_id: SHIFT_STATE_IDS.IN_PROGRESS };

describe('isShiftUpcoming', () => {
  it('is upcoming in the initial state only', () => {
    expect(isShiftUpcoming(upcoming)).toBe(true);
    expect(isShiftUpcoming(inProgress)).toBe(false);
  });
});

describe('isShiftEnding', () => {
  it('starts exactly 15 minutes before the end', () => {
    expect(isShiftEnding(inProgress, END - MIN15 - 1)).toBe(false);
    expect(isShiftEnding(inProgress, END - MIN15)).toBe(true);
  });

  it('lasts until one second before the end', () => {
    expect(isShiftEnding(inProgress, END - 1)).toBe(true);
    expect(isShiftEnding(inProgress, END)).toBe(false);
  });
});

describe('isShiftLate', () => {
  it('is not late exactly at the start', () => {
    expect(isShiftLate(upcoming, START)).toBe(false);
  });

  it('is late one second after the start while still upcoming', () => {
    expect(isShiftLate(upcoming, START + 1)).toBe(true);
  });

  it('is not late once punched in', () => {
    expect(isShiftLate(inProgress, START + 60)).toBe(false);
  });
});

describe('isLockedOut', () => {
  it('is not locked out exactly 15 minutes after the start', () => {
    expect(isLockedOut(upcoming, START + MIN15)).toBe(false);
  });

  it('is locked out one second later', () => {
    expect(isLockedOut(upcoming, START + MIN15 + 1)).toBe(true);
  });

  it('locks out a tutor marked MIA whatever the time', () => {
    expect(isLockedOut({ ...upcoming, state_id: SHIFT_STATE_IDS.MIA }, START)).toBe(true);
  });

  it('never locks out a punched-in tutor', () => {
    expect(isLockedOut(inProgress, START + 2 * 3600)).toBe(false);
  });
});

describe('isForcedOut', () => {
  it('forces the tutor out exactly 15 minutes after the end', () => {
    expect(isForcedOut(inProgress, END + MIN15 - 1)).toBe(false);
    expect(isForcedOut(inProgress, END + MIN15)).toBe(true);
  });
});

describe('minutesLate', () => {
  it.each([
    [START - 60, 0],
    [START, 0],
    [START + 1, 1],
    [START + 60, 1],
    [START + 61, 2],
    [START + MIN15, 15],
  ])('punching in at %i is %i minutes late', (punchIn, late) => {
    expect(minutesLate(START, punchIn)).toBe(late);
  });
});
