import { describe, expect, it } from 'vitest';
import { approvedBreaksWindow, shiftsInNext24Hours, userShiftsWindow } from './shift-windows.js';

const NOW = 1_700_000_000;
const H = 3600;

describe('load windows', () => {
  it('loads shifts from a day back to two days ahead', () => {
    expect(userShiftsWindow(NOW)).toEqual({ from: NOW - 24 * H, to: NOW + 48 * H });
  });

  it('loads approved breaks from two hours back to ten ahead', () => {
    expect(approvedBreaksWindow(NOW)).toEqual({ from: NOW - 2 * H, to: NOW + 10 * H });
  });
});

describe('shiftsInNext24Hours', () => {
  const shift = (id: number, start: number, end: number) => ({ id, start_time: start, end_time: end });

  it.each([
    ['ended one second ago', shift(1, NOW - H, NOW), false],
    ['ends one second from now', shift(2, NOW - H, NOW + 1), true],
    ['starts in 23:59:59', shift(3, NOW + 24 * H - 1, NOW + 25 * H), true],
    ['starts in exactly 24 hours', shift(4, NOW + 24 * H, NOW + 25 * H), false],
  ])('a shift that %s is listed: %s', (_label, s, listed) => {
    expect(shiftsInNext24Hours([s], NOW)).toHaveLength(listed ? 1 : 0);
  });

  it('lists the soonest first', () => {
    const later = shift(1, NOW + 5 * H, NOW + 6 * H);
    const sooner = shift(2, NOW + H, NOW + 2 * H);
    expect(shiftsInNext24Hours([later, sooner], NOW).map((s) => s.id)).toEqual([2, 1]);
  });
});
