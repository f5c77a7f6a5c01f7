import { describe, expect, it } from 'vitest';
import { academicYearStart, analyticsGrouping, riskLevel, roundAverage } from './grouping.js';

describe('analyticsGrouping', () => {
  it('groups a single day by hour', () => {
    expect(analyticsGrouping('2024-03-05', '2024-03-05')).toBe('hourly');
  });

  it('groups two days by day', () => {
    expect(analyticsGrouping('2024-03-05', '2024-03-06')).toBe('daily');
  });

  it('groups a range of exactly 31 days by day', () => {
    expect(analyticsGrouping('2024-01-01', '2024-02-01')).toBe('daily');
  });

  it('groups a range of 32 days by week', () => {
    expect(analyticsGrouping('2024-01-01', '2024-02-02')).toBe('weekly');
  });

  it('counts calendar days, unaffected by daylight saving changes', () => {
    expect(analyticsGrouping('2024-03-01', '2024-04-01')).toBe('daily');
    expect(analyticsGrouping('2024-03-01', '2024-04-02')).toBe('weekly');
  });

  it('rejects a date that is not yyyy-MM-dd', () => {
    expect(() => analyticsGrouping('03/05/2024', '2024-03-06')).toThrow('Invalid date');
  });
});

describe('roundAverage', () => {
  it('keeps whole numbers whole', () => {
    expect(roundAverage(4)).toBe(4);
    expect(roundAverage(0)).toBe(0);
  });

  it('rounds others to one decimal', () => {
    expect(roundAverage(4.44)).toBe(4.4);
    expect(roundAverage(2.25)).toBe(2.3);
    expect(roundAverage(2.96)).toBe(3);
  });
});

describe('riskLevel', () => {
  const thresholds = { moderate: 40, high: 70 };

  it('is high exactly at the high threshold', () => {
    expect(riskLevel(70, thresholds)).toBe('high');
    expect(riskLevel(95, thresholds)).toBe('high');
  });

  it('is moderate just below the high threshold', () => {
    expect(riskLevel(69.9, thresholds)).toBe('moderate');
  });

  it('is moderate exactly at the moderate threshold', () => {
    expect(riskLevel(40, thresholds)).toBe('moderate');
  });

  it('is low just below the moderate threshold', () => {
    expect(riskLevel(39.9, thresholds)).toBe('low');
    expect(riskLevel(0, thresholds)).toBe('low');
  });
});

describe('academicYearStart', () => {
  const NY = 'America/New_York';

  it('starts on August 1 of this year from August on', () => {
    // 2024-08-01 04:00 UTC is midnight in New York.
    expect(academicYearStart(Date.UTC(2024, 7, 1, 4) / 1000, NY)).toBe('2024-08-01');
    expect(academicYearStart(Date.UTC(2024, 11, 31, 12) / 1000, NY)).toBe('2024-08-01');
  });

  it('started on August 1 of last year until the end of July', () => {
    expect(academicYearStart(Date.UTC(2024, 7, 1, 3, 59, 59) / 1000, NY)).toBe('2023-08-01');
    expect(academicYearStart(Date.UTC(2024, 0, 15) / 1000, NY)).toBe('2023-08-01');
  });

  it('decides by the local date: 1 August in UTC is still 31 July in New York', () => {
    const utcMidnight = Date.UTC(2024, 7, 1) / 1000;
    expect(academicYearStart(utcMidnight, 'UTC')).toBe('2024-08-01');
    expect(academicYearStart(utcMidnight, NY)).toBe('2023-08-01');
  });
});
