import { describe, expect, it } from 'vitest';
import { LOCKOUT_AFTER_START_SECONDS, SHIFT_STATE_IDS } from '../shifts/shift-constants.js';
import {
  type CoverageShift,
  isLateToPunchIn,
  isWaitingTooLong,
  LATE_PUNCH_IN_GRACE_SECONDS,
  LONG_WAIT_SECONDS,
  minutesSince,
  nextCoverageChange,
} from './coverage.js';

const START = 1_800_000_000;
const HOUR = 3600;

const shift = (overrides: Partial<CoverageShift> = {}): CoverageShift => ({
  start_time: START,
  end_time: START + 2 * HOUR,
  state_id: SHIFT_STATE_IDS.UPCOMING,
  punch_in: null,
  ...overrides,
});

describe('isLateToPunchIn', () => {
  it('should wait out the grace after the start before calling a tutor late', () => {
    expect(LATE_PUNCH_IN_GRACE_SECONDS).toBe(5 * 60);
    expect(isLateToPunchIn(shift(), START - 60)).toBe(false);
    expect(isLateToPunchIn(shift(), START + LATE_PUNCH_IN_GRACE_SECONDS - 1)).toBe(false);
    expect(isLateToPunchIn(shift(), START + LATE_PUNCH_IN_GRACE_SECONDS)).toBe(true);
  });

  it('should keep a locked-out (MIA) tutor listed until the shift ends', () => {
    const mia = shift({ state_id: SHIFT_STATE_IDS.MIA });
    expect(isLateToPunchIn(mia, START + LOCKOUT_AFTER_START_SECONDS + 60)).toBe(true);
    expect(isLateToPunchIn(mia, START + 2 * HOUR - 1)).toBe(true);
    expect(isLateToPunchIn(mia, START + 2 * HOUR)).toBe(false);
  });

  it('should drop a tutor who punched in, or whose shift moved on without a punch', () => {
    const late = START + 10 * 60;
    expect(isLateToPunchIn(shift({ punch_in: late, state_id: SHIFT_STATE_IDS.IN_PROGRESS }), late)).toBe(
      false,
    );
    expect(isLateToPunchIn(shift({ state_id: SHIFT_STATE_IDS.PUNCH_HIDDEN }), late)).toBe(false);
  });
});

describe('isWaitingTooLong', () => {
  it('should flag a student from the long wait on, not before', () => {
    expect(LONG_WAIT_SECONDS).toBe(5 * 60);
    expect(isWaitingTooLong(START, START + LONG_WAIT_SECONDS - 1)).toBe(false);
    expect(isWaitingTooLong(START, START + LONG_WAIT_SECONDS)).toBe(true);
  });
});

describe('minutesSince', () => {
  it('should count whole minutes and never go below zero', () => {
    expect(minutesSince(START, START + 59)).toBe(0);
    expect(minutesSince(START, START + 12 * 60 + 30)).toBe(12);
    expect(minutesSince(START, START - 30)).toBe(0);
  });
});

describe('nextCoverageChange', () => {
  it('should be null when nothing changes with time', () => {
    expect(nextCoverageChange({ shifts: [], waitingSince: [] }, START)).toBeNull();
    const punched = shift({ punch_in: START, state_id: SHIFT_STATE_IDS.IN_PROGRESS });
    expect(nextCoverageChange({ shifts: [punched], waitingSince: [] }, START + 60)).toBeNull();
  });

  it('should name the end of the grace, then the lockout, then the end of the shift', () => {
    const times = { shifts: [shift()], waitingSince: [] };
    expect(nextCoverageChange(times, START - 600)).toBe(START + LATE_PUNCH_IN_GRACE_SECONDS);
    expect(nextCoverageChange(times, START + LATE_PUNCH_IN_GRACE_SECONDS)).toBe(
      START + LOCKOUT_AFTER_START_SECONDS + 1,
    );
    expect(nextCoverageChange(times, START + LOCKOUT_AFTER_START_SECONDS + 1)).toBe(START + 2 * HOUR);
    expect(nextCoverageChange(times, START + 2 * HOUR)).toBeNull();
  });

  it('should take the soonest of the shifts and the waiting students', () => {
    const times = { shifts: [shift()], waitingSince: [START - 60, START - 4 * 60] };
    expect(nextCoverageChange(times, START)).toBe(START - 4 * 60 + LONG_WAIT_SECONDS);
    expect(nextCoverageChange(times, START + 60)).toBe(START - 60 + LONG_WAIT_SECONDS);
  });
});
