import { describe, expect, it } from 'vitest';
import {
  averageOf,
  dashboardBuckets,
  defaultDashboardRange,
  fillBuckets,
  usagePercentage,
  weekStart,
} from './dashboard-range.js';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('defaultDashboardRange', () => {
  it('runs from the same day last month to today in New York', () => {
    expect(defaultDashboardRange(at('2026-11-29T12:00:00Z'))).toEqual({
      start_date: '2026-10-29',
      end_date: '2026-11-29',
    });
  });

  it("takes New York's date, not UTC's, late in the evening", () => {
    // 02:00 UTC on 1 December is still 30 November in New York.
    expect(defaultDashboardRange(at('2026-12-01T02:00:00Z')).end_date).toBe('2026-11-30');
  });

  it('crosses the year in January and clamps to the shorter month', () => {
    expect(defaultDashboardRange(at('2027-01-15T15:00:00Z')).start_date).toBe('2026-12-15');
    expect(defaultDashboardRange(at('2026-03-31T15:00:00Z')).start_date).toBe('2026-02-28');
  });
});

describe('weekStart', () => {
  it('is the Monday of the week', () => {
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStart('2026-01-01')).toBe('2025-12-29');
  });
});

describe('dashboardBuckets', () => {
  it('lists the 24 hours of a single day', () => {
    const hours = dashboardBuckets({ start_date: '2026-11-02', end_date: '2026-11-02' }, 'hourly');
    expect(hours).toHaveLength(24);
    expect(hours[0]).toBe('2026-11-02T00');
    expect(hours[23]).toBe('2026-11-02T23');
  });

  it('lists every day, both ends included', () => {
    expect(dashboardBuckets({ start_date: '2026-10-30', end_date: '2026-11-02' }, 'daily')).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
  });

  it('lists weeks from the Monday on or before the start', () => {
    expect(dashboardBuckets({ start_date: '2026-10-01', end_date: '2026-11-03' }, 'weekly')).toEqual([
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
    ]);
  });
});

describe('fillBuckets', () => {
  it('keeps counted buckets and fills the rest with zeros', () => {
    expect(
      fillBuckets(['a', 'b'], [{ bucket: 'b', sessions: 2, essays: 1 }], ['sessions', 'essays'] as const),
    ).toEqual([
      { bucket: 'a', sessions: 0, essays: 0 },
      { bucket: 'b', sessions: 2, essays: 1 },
    ]);
  });
});

describe('usagePercentage', () => {
  it('is whole when whole and otherwise one decimal', () => {
    expect(usagePercentage(1, 4)).toBe(25);
    expect(usagePercentage(1, 3)).toBe(33.3);
    expect(usagePercentage(2, 3)).toBe(66.7);
  });

  it('is null with no licensed students', () => {
    expect(usagePercentage(0, 0)).toBeNull();
  });
});

describe('averageOf', () => {
  it('rounds to one decimal and is 0 for nothing', () => {
    expect(averageOf(7, 3)).toBe(2.3);
    expect(averageOf(6, 3)).toBe(2);
    expect(averageOf(5, 0)).toBe(0);
  });
});
