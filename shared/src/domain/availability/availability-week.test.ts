import { describe, expect, it } from 'vitest';
import { isWithinWeek, weekAfter, weekContaining } from './availability-week.js';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('weekContaining', () => {
  it.each([
    ['a Wednesday afternoon', '2026-03-04T18:00:00Z', '2026-03-01T05:00:00Z', '2026-03-08T05:00:00Z'],
    [
      'the first second of Sunday in New York',
      '2026-03-01T05:00:00Z',
      '2026-03-01T05:00:00Z',
      '2026-03-08T05:00:00Z',
    ],
    [
      'the last second of Saturday in New York',
      '2026-03-01T04:59:59Z',
      '2026-02-22T05:00:00Z',
      '2026-03-01T05:00:00Z',
    ],
    [
      'Sunday in UTC but still Saturday in New York',
      '2026-03-01T02:00:00Z',
      '2026-02-22T05:00:00Z',
      '2026-03-01T05:00:00Z',
    ],
    [
      'the week clocks spring forward (starts EST, ends EDT)',
      '2026-03-10T12:00:00Z',
      '2026-03-08T05:00:00Z',
      '2026-03-15T04:00:00Z',
    ],
    [
      'after spring forward on that Sunday',
      '2026-03-08T15:00:00Z',
      '2026-03-08T05:00:00Z',
      '2026-03-15T04:00:00Z',
    ],
    ['the week clocks fall back', '2026-11-03T12:00:00Z', '2026-11-01T04:00:00Z', '2026-11-08T05:00:00Z'],
  ])('%s', (_label, now, start, end) => {
    expect(weekContaining(at(now))).toEqual({ start: at(start), end: at(end) });
  });
});

describe('isWithinWeek', () => {
  const week = { start: 100, end: 200 };

  it.each([
    [99, false],
    [100, true],
    [199, true],
    [200, false],
  ])('%i is within [100, 200): %s', (time, within) => {
    expect(isWithinWeek(week, time)).toBe(within);
  });
});

describe('weekAfter', () => {
  const march1 = weekContaining(at('2026-03-04T18:00:00Z'));
  const span = (start: string, end: string) => ({ start: at(start), end: at(end) });

  it('should step forward across the change to daylight saving time (a 167-hour week)', () => {
    const next = weekAfter(march1, 1);
    expect(next).toEqual(span('2026-03-08T05:00:00Z', '2026-03-15T04:00:00Z'));
    expect(weekAfter(march1, 2)).toEqual(span('2026-03-15T04:00:00Z', '2026-03-22T04:00:00Z'));
  });

  it('should step back to the week before, and stay put at zero', () => {
    expect(weekAfter(weekAfter(march1, 1), -1)).toEqual(march1);
    expect(weekAfter(march1, -1)).toEqual(span('2026-02-22T05:00:00Z', '2026-03-01T05:00:00Z'));
    expect(weekAfter(march1, 0)).toEqual(march1);
  });
});
