import { describe, expect, it } from 'vitest';
import { zonedDate, zonedParts } from './zoned-parts.js';

// 2024-03-10 06:59:59 UTC: one second before New York springs forward (02:00 EST -> 03:00 EDT).
const beforeDst = Date.UTC(2024, 2, 10, 6, 59, 59) / 1000;

describe('zonedParts', () => {
  it('reads UTC wall-clock time', () => {
    expect(zonedParts(Date.UTC(2024, 0, 6, 13, 5, 9) / 1000, 'UTC')).toEqual({
      year: 2024,
      month: 1,
      day: 6,
      hour: 13,
      minute: 5,
      second: 9,
      weekday: 'Sat',
    });
  });

  it('shows midnight as hour 0, not 24', () => {
    expect(zonedParts(Date.UTC(2024, 0, 1, 5, 0, 0) / 1000, 'America/New_York').hour).toBe(0);
  });

  it('follows daylight saving time across the jump', () => {
    expect(zonedParts(beforeDst, 'America/New_York')).toMatchObject({ hour: 1, minute: 59, second: 59 });
    expect(zonedParts(beforeDst + 1, 'America/New_York')).toMatchObject({ hour: 3, minute: 0, second: 0 });
  });

  it('rejects an unknown zone', () => {
    expect(() => zonedParts(0, 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('zonedDate', () => {
  it('gives the local date, which can differ from the UTC date', () => {
    const utcMidnight = Date.UTC(2024, 7, 1, 0, 0, 0) / 1000;
    expect(zonedDate(utcMidnight, 'UTC')).toBe('2024-08-01');
    expect(zonedDate(utcMidnight, 'America/Los_Angeles')).toBe('2024-07-31');
  });
});
