import { describe, expect, it } from 'vitest';
import { analyticsRange, subjectRiskLevel, subjectRiskScore, subjectScore } from './subject-risk.js';

describe('subject risk', () => {
  it('should score missed requests per hundred with one decimal', () => {
    expect(subjectRiskScore({ sessions: 3, missed: 1 })).toBe(33.3);
    expect(subjectRiskScore({ sessions: 0, missed: 0 })).toBe(0);
  });

  it('should be high at 25 and above, moderate from 10 below 25, low below 10', () => {
    expect(subjectRiskLevel({ sessions: 4, missed: 1 })).toBe('high');
    expect(subjectRiskLevel({ sessions: 100, missed: 24 })).toBe('moderate');
    expect(subjectRiskLevel({ sessions: 10, missed: 1 })).toBe('moderate');
    expect(subjectRiskLevel({ sessions: 100, missed: 9 })).toBe('low');
  });
});

describe('subject score', () => {
  it('should count a session the student learned from twice', () => {
    expect(subjectScore(5, 2)).toBe(7);
  });
});

describe('analytics range', () => {
  const now = Date.UTC(2026, 2, 31, 12) / 1000;

  it('should default to the last month of New York days', () => {
    expect(analyticsRange(now, {})).toEqual({ start_date: '2026-02-28', end_date: '2026-03-31' });
  });

  it('should keep the dates asked for', () => {
    expect(analyticsRange(now, { start_date: '2026-01-05', end_date: '2026-01-09' })).toEqual({
      start_date: '2026-01-05',
      end_date: '2026-01-09',
    });
  });

  it('should reach back across a year', () => {
    expect(analyticsRange(now, { end_date: '2026-01-15' }).start_date).toBe('2025-12-15');
  });
});
