import { describe, expect, it } from 'vitest';
import { countByState, currentSummaryWindow } from './shift-summary.js';

const T = 1_700_000_000;
const MINUTE = 60;

describe('the current summary window', () => {
  it('reaches from shifts whose punch window has opened (15 min ahead) to those ended under 15 min ago', () => {
    expect(currentSummaryWindow(T)).toEqual({ startsBy: T + 15 * MINUTE, endsAfter: T - 15 * MINUTE });
  });
});

describe('counting shifts by state', () => {
  it('counts each state once, in state id order', () => {
    expect(countByState([6, 3, 3, 4, 3])).toEqual([
      { state_id: 3, count: 3 },
      { state_id: 4, count: 1 },
      { state_id: 6, count: 1 },
    ]);
    expect(countByState([])).toEqual([]);
  });
});
