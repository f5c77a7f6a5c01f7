import { describe, expect, it } from 'vitest';
import { wholeMonths } from './whole-months.js';

describe('wholeMonths', () => {
  it('should take the months a range covers from their first day to their last', () => {
    expect(wholeMonths('2026-10-01', '2026-10-31')).toEqual({ from: '2026-10-01', to: '2026-11-01' });
    expect(wholeMonths('2025-11-29', '2026-11-28')).toEqual({ from: '2025-12-01', to: '2026-11-01' });
    expect(wholeMonths('2024-02-01', '2024-02-29')).toEqual({ from: '2024-02-01', to: '2024-03-01' });
    expect(wholeMonths('2026-12-01', '2027-01-31')).toEqual({ from: '2026-12-01', to: '2027-02-01' });
  });

  it('should leave an empty span when no whole month is inside', () => {
    expect(wholeMonths('2026-10-29', '2026-11-28')).toEqual({ from: '2026-10-29', to: '2026-10-29' });
    expect(wholeMonths('2026-10-05', '2026-10-05')).toEqual({ from: '2026-10-05', to: '2026-10-05' });
    expect(wholeMonths('2024-02-01', '2024-02-28')).toEqual({ from: '2024-02-01', to: '2024-02-01' });
  });
});
