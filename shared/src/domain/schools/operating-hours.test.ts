import { describe, expect, it } from 'vitest';
import { isWithinOperatingHours, operatingTimezone } from './operating-hours.js';

const NY = 'America/New_York';

/** Unix seconds for a New York wall-clock time in January 2024 (EST, UTC-5). */
const nyJanuary = (day: number, hour: number, minute = 0, second = 0) =>
  Date.UTC(2024, 0, day, hour + 5, minute, second) / 1000;

// 2024-01-08 is a Monday; 2024-01-06 and 07 are Saturday and Sunday.
const MONDAY = 8;

describe('isWithinOperatingHours, daytime window 08:00-16:00', () => {
  const hours = { start: '08:00', end: '16:00', timezone: NY };

  it('is in hours exactly at the start', () => {
    expect(isWithinOperatingHours(hours, nyJanuary(MONDAY, 8))).toBe(true);
  });

  it('is out of hours one second before the start', () => {
    expect(isWithinOperatingHours(hours, nyJanuary(MONDAY, 7, 59, 59))).toBe(false);
  });

  it('is in hours one second before the end', () => {
    expect(isWithinOperatingHours(hours, nyJanuary(MONDAY, 15, 59, 59))).toBe(true);
  });

  it('is out of hours exactly at the end', () => {
    expect(isWithinOperatingHours(hours, nyJanuary(MONDAY, 16))).toBe(false);
  });

  it('reads the hours in the school time zone, not UTC', () => {
    // 14:00 UTC is 09:00 in New York: inside; 22:00 UTC is 17:00 in New York: outside.
    expect(isWithinOperatingHours(hours, Date.UTC(2024, 0, MONDAY, 14) / 1000)).toBe(true);
    expect(isWithinOperatingHours(hours, Date.UTC(2024, 0, MONDAY, 22) / 1000)).toBe(false);
  });

  it('follows daylight saving time', () => {
    // 12:30 UTC on 2024-07-08 (a Monday) is 08:30 EDT: inside; in January it would be 07:30 EST.
    expect(isWithinOperatingHours(hours, Date.UTC(2024, 6, 8, 12, 30) / 1000)).toBe(true);
    expect(isWithinOperatingHours(hours, Date.UTC(2024, 0, MONDAY, 12, 30) / 1000)).toBe(false);
  });

  it('accepts times with seconds', () => {
    const withSeconds = { start: '08:00:00', end: '16:00:00', timezone: NY };
    expect(isWithinOperatingHours(withSeconds, nyJanuary(MONDAY, 12))).toBe(true);
  });
});

describe('isWithinOperatingHours, overnight window 22:00-06:00', () => {
  const hours = { start: '22:00', end: '06:00', timezone: NY };

  it('is in hours late in the evening', () => {
    expect(isWithinOperatingHours(hours, nyJanuary(MONDAY, 23))).toBe(true);
  });

  it('is in hours after midnight', () => {
    expect(isWithinOperatingHours(hours, nyJanuary(MONDAY + 1, 2))).toBe(true);
  });

  it('is in hours exactly at the start and out exactly at the end', () => {
    expect(isWithinOperatingHours(hours, nyJanuary(MONDAY, 22))).toBe(true);
    expect(isWithinOperatingHours(hours, nyJanuary(MONDAY + 1, 6))).toBe(false);
  });

  it('is out of hours during the day', () => {
    expect(isWithinOperatingHours(hours, nyJanuary(MONDAY, 12))).toBe(false);
    expect(isWithinOperatingHours(hours, nyJanuary(MONDAY, 21, 59, 59))).toBe(false);
  });
});

describe('isWithinOperatingHours, weekends and open schools', () => {
  const hours = { start: '08:00', end: '16:00', timezone: NY };

  it('is always in hours on Saturday and Sunday', () => {
    expect(isWithinOperatingHours(hours, nyJanuary(6, 3))).toBe(true);
    expect(isWithinOperatingHours(hours, nyJanuary(7, 23))).toBe(true);
  });

  it('decides the weekend in the school zone: Friday 23:00 in New York is Saturday in UTC', () => {
    expect(isWithinOperatingHours(hours, nyJanuary(5, 23))).toBe(false);
  });

  it('decides the weekend in the school zone: Sunday 23:00 in New York is Monday in UTC', () => {
    expect(isWithinOperatingHours(hours, nyJanuary(7, 23, 30))).toBe(true);
  });

  it('is in hours when the school sets no hours', () => {
    expect(isWithinOperatingHours({ start: null, end: '16:00', timezone: NY }, nyJanuary(MONDAY, 3))).toBe(
      true,
    );
    expect(isWithinOperatingHours({ start: '08:00', end: '', timezone: NY }, nyJanuary(MONDAY, 3))).toBe(
      true,
    );
  });

  it('is in hours around the clock when start equals end', () => {
    const allDay = { start: '00:00', end: '00:00', timezone: NY };
    expect(isWithinOperatingHours(allDay, nyJanuary(MONDAY, 3))).toBe(true);
  });

  it('closes at midnight with an end of 24:00', () => {
    const untilMidnight = { start: '08:00', end: '24:00', timezone: NY };
    expect(isWithinOperatingHours(untilMidnight, nyJanuary(MONDAY, 23, 59, 59))).toBe(true);
    expect(isWithinOperatingHours(untilMidnight, nyJanuary(MONDAY, 7))).toBe(false);
  });

  it.each(['8am', '25:00', '08:60', '24:01'])('rejects the malformed hour %s', (start) => {
    expect(() => isWithinOperatingHours({ start, end: '16:00', timezone: NY }, nyJanuary(MONDAY, 9))).toThrow(
      'Invalid operating hour',
    );
  });
});

describe('operatingTimezone', () => {
  it('uses the school zone when it has one', () => {
    expect(operatingTimezone('America/Chicago', 'Europe/Paris')).toBe('America/Chicago');
  });

  it("falls back to the user's zone", () => {
    expect(operatingTimezone(null, 'Europe/Paris')).toBe('Europe/Paris');
    expect(operatingTimezone('', 'Europe/Paris')).toBe('Europe/Paris');
  });
});
