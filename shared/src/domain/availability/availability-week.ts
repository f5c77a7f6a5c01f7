import { zonedParts } from '../time/zoned-parts.js';

/** Weeks start on Sunday at midnight New York time, wherever the tutor is. */
export const WEEK_TIME_ZONE = 'America/New_York';

const WEEKDAY_INDEX = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 } as const;

export interface Week {
  /** Unix seconds, inclusive. */
  start: number;
  /** Unix seconds, exclusive: the next week's start. */
  end: number;
}

function offsetAt(time: number): number {
  const p = zonedParts(time, WEEK_TIME_ZONE);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) / 1000 - time;
}

// Local midnight of a calendar day; the offset is read at a first guess and again at the answer,
// so a daylight-saving change between `now` and that midnight does not shift it by an hour.
function newYorkMidnight(year: number, month: number, day: number, offsetGuess: number): number {
  const wall = Date.UTC(year, month - 1, day) / 1000;
  return wall - offsetAt(wall - offsetGuess);
}

export function weekContaining(now: number): Week {
  const p = zonedParts(now, WEEK_TIME_ZONE);
  const sunday = p.day - WEEKDAY_INDEX[p.weekday];
  const offset = offsetAt(now);
  return {
    start: newYorkMidnight(p.year, p.month, sunday, offset),
    end: newYorkMidnight(p.year, p.month, sunday + 7, offset),
  };
}

export function isWithinWeek(week: Week, time: number): boolean {
  return time >= week.start && time < week.end;
}

const DAY = 86_400;

/**
 * The week `steps` weeks after `week` (before it when negative). Read at noon on the Sunday, so the
 * 23- and 25-hour days of a clock change never land it in the wrong week.
 */
export function weekAfter(week: Week, steps: number): Week {
  return weekContaining(week.start + steps * 7 * DAY + DAY / 2);
}
