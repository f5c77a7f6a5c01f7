import { describe, expect, it } from 'vitest';
import { bucketKeys, usageBuckets } from './usage-buckets.js';

describe('usageBuckets', () => {
  it('should group a single day by hour, all 24 present', () => {
    const result = usageBuckets('2026-11-10', '2026-11-10', [
      { key: '2026-11-10 09', sessions: 2, essays: 1 },
    ]);
    expect(result.grouping).toBe('hourly');
    expect(result.buckets).toHaveLength(24);
    expect(result.buckets[9]).toEqual({ key: '2026-11-10 09', sessions: 2, essays: 1 });
    expect(result.buckets[0]).toEqual({ key: '2026-11-10 00', sessions: 0, essays: 0 });
  });

  it('should group up to 31 days by day and show quiet days as zero', () => {
    const result = usageBuckets('2026-11-01', '2026-12-02', [{ key: '2026-11-03', sessions: 4, essays: 0 }]);
    expect(result.grouping).toBe('daily');
    expect(result.buckets).toHaveLength(32);
    expect(result.buckets[0]!.key).toBe('2026-11-01');
    expect(result.buckets.at(-1)!.key).toBe('2026-12-02');
    expect(result.buckets[2]).toEqual({ key: '2026-11-03', sessions: 4, essays: 0 });
  });

  it('should group more than 31 days by week, weeks starting on Monday', () => {
    const result = usageBuckets('2026-11-01', '2026-12-03', [{ key: '2026-11-02', sessions: 1, essays: 3 }]);
    expect(result.grouping).toBe('weekly');
    // 1 November 2026 is a Sunday: its week began on Monday 26 October.
    expect(result.buckets.map((bucket) => bucket.key)).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(result.buckets[1]).toEqual({ key: '2026-11-02', sessions: 1, essays: 3 });
  });

  it('should drop counts outside the range', () => {
    const result = usageBuckets('2026-11-10', '2026-11-11', [{ key: '2026-11-12', sessions: 9, essays: 9 }]);
    expect(result.buckets.every((bucket) => bucket.sessions === 0 && bucket.essays === 0)).toBe(true);
  });

  it('should give no bucket for a range that ends before it starts', () => {
    expect(bucketKeys('2026-11-10', '2026-11-09', 'daily')).toEqual([]);
  });

  it('should refuse a date that is not yyyy-MM-dd', () => {
    expect(() => usageBuckets('10/11/2026', '2026-11-11', [])).toThrow(/yyyy-MM-dd/);
  });
});
