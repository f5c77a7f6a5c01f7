import { zonedParts } from '../time/zoned-parts.js';

export interface OperatingHours {
  /** HH:MM (seconds allowed), school local time; null when the school sets no hours. */
  start: string | null | undefined;
  end: string | null | undefined;
  timezone: string;
}

/** Schools may leave their time zone empty; the user's own zone stands in for it. */
export function operatingTimezone(schoolTimezone: string | null | undefined, userTimezone: string): string {
  return schoolTimezone?.trim() || userTimezone;
}

const HOUR_PATTERN = /^([01]?\d|2[0-4]):([0-5]\d)(?::([0-5]\d))?$/;
const DAY_SECONDS = 86_400;

// Postgres `time` columns come back as HH:MM:SS, so seconds are accepted; 24:00 closes at midnight.
function secondsOfDay(time: string): number {
  const match = HOUR_PATTERN.exec(time.trim());
  const total = match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0) : Number.NaN;
  if (!(total <= DAY_SECONDS)) throw new Error(`Invalid operating hour "${time}", expected HH:MM`);
  return total;
}

/**
 * Whether `now` falls in the school's hours: from start (included) to end (excluded) in the
 * given zone. An end earlier than the start spans midnight. Weekends count as in hours, and so
 * does a school without hours or with start equal to end (open around the clock).
 */
export function isWithinOperatingHours({ start, end, timezone }: OperatingHours, now: number): boolean {
  if (!start || !end) return true;
  const local = zonedParts(now, timezone);
  if (local.weekday === 'Sat' || local.weekday === 'Sun') return true;
  const from = secondsOfDay(start);
  const to = secondsOfDay(end);
  if (from === to) return true;
  const time = local.hour * 3600 + local.minute * 60 + local.second;
  return from < to ? time >= from && time < to : time >= from || time < to;
}
