import { describe, expect, it } from 'vitest';
import {
  breakEndTime,
  hasStandingBreak,
  initialBreakStatus,
  isBreakStanding,
  runningBreak,
  type ShiftBreak,
} from './shift-breaks.js';

const T = 1_700_000_000;
const rest: ShiftBreak = { id: 1, kind: 'rest', status: 'approved', start_time: T, end_time: T + 600 };

describe('break lengths', () => {
  it('makes a rest break 10 minutes and a meal break 30', () => {
    expect(breakEndTime('rest', T) - T).toBe(10 * 60);
    expect(breakEndTime('meal', T) - T).toBe(30 * 60);
  });
});

describe('break status', () => {
  it('schedules rest breaks outright and leaves meal breaks pending approval', () => {
    expect(initialBreakStatus('rest')).toBe('approved');
    expect(initialBreakStatus('meal')).toBe('pending');
  });

  it.each([
    ['pending', true],
    ['approved', true],
    ['rejected', false],
    ['cancelled', false],
  ] as const)('a %s break is standing: %s', (status, standing) => {
    expect(isBreakStanding({ ...rest, status })).toBe(standing);
  });
});

describe('runningBreak', () => {
  it('finds the break started and not ended', () => {
    const running = { ...rest, id: 2, started_at: T };
    expect(runningBreak([rest, running])).toBe(running);
    expect(runningBreak([{ ...running, ended_at: T + 600 }])).toBeUndefined();
  });
});

describe('hasStandingBreak', () => {
  it('counts standing breaks of the kind that have not ended', () => {
    expect(hasStandingBreak([rest], 'rest')).toBe(true);
    expect(hasStandingBreak([rest], 'meal')).toBe(false);
    expect(hasStandingBreak([{ ...rest, status: 'cancelled' }], 'rest')).toBe(false);
    expect(hasStandingBreak([{ ...rest, started_at: T, ended_at: T + 600 }], 'rest')).toBe(false);
  });
});
