import { zonedParts } from '../time/zoned-parts.js';
import { type AnalyticsGrouping, roundAverage } from './grouping.js';

/**
 * Spec §9: the dashboards count days, hours and weeks by New York's clock, so a week starts on
 * Monday at midnight in New York whatever the offset (-5 or -4) is that day.
 */
export const DASHBOARD_TIME_ZONE = 'America/New_York';

/** Spec §9 leaves a range's length open; a year keeps a weekly chart at 53 bars at most. */
export const DASHBOARD_MAX_RANGE_DAYS = 366;
/** Student groups one dashboard view may be filtered by. */
export const DASHBOARD_MAX_GROUPS = 20;

/** Spec §9: grade id -1 is the students with no grade, shown as Not Specified. */
export const UNCATEGORIZED_GRADE_ID = -1;

export interface DateRange {
  /** yyyy-MM-dd, included. */
  start_date: string;
  /** yyyy-MM-dd, included. */
  end_date: string;
}

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

function toDay(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (Number.isNaN(time)) throw new Error(`Invalid date "${date}", expected yyyy-MM-dd`);
  return time / DAY_MS;
}

function fromDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `start` to `end` (0 for the same day). */
export function daysBetween(start: string, end: string): number {
  return toDay(end) - toDay(start);
}

/**
 * Spec §5 and §9: the default range is the last month, today in New York included: from the same
 * day of the month before (the month's last day when it has no such day) to today.
 */
export function defaultDashboardRange(now: number): DateRange {
  const { year, month, day } = zonedParts(now, DASHBOARD_TIME_ZONE);
  const previousYear = month === 1 ? year - 1 : year;
  const previousMonth = month === 1 ? 12 : month - 1;
  const lastDayOfPrevious = new Date(Date.UTC(previousYear, previousMonth, 0)).getUTCDate();
  return {
    start_date: `${previousYear}-${pad(previousMonth)}-${pad(Math.min(day, lastDayOfPrevious))}`,
    end_date: `${year}-${pad(month)}-${pad(day)}`,
  };
}

/** The Monday (yyyy-MM-dd) of the week a date falls in. */
export function weekStart(date: string): string {
  const day = toDay(date);
  // 1970-01-01 was a Thursday: day 0 is three days after a Monday.
  const sinceMonday = (((day + 3) % 7) + 7) % 7;
  return fromDay(day - sinceMonday);
}

/**
 * Every bucket of a range, in order, named as the API names them: `yyyy-MM-ddTHH` hours of the one
 * day, `yyyy-MM-dd` days, or the `yyyy-MM-dd` Monday of each week. A chart shows the empty ones too.
 */
export function dashboardBuckets(range: DateRange, grouping: AnalyticsGrouping): string[] {
  if (grouping === 'hourly')
    return Array.from({ length: 24 }, (_, hour) => `${range.start_date}T${pad(hour)}`);
  const first = toDay(grouping === 'weekly' ? weekStart(range.start_date) : range.start_date);
  const last = toDay(range.end_date);
  const step = grouping === 'weekly' ? 7 : 1;
  const buckets: string[] = [];
  for (let day = first; day <= last; day += step) buckets.push(fromDay(day));
  return buckets;
}

/** Counts per bucket, with every bucket of the range present (zero when nothing happened). */
export function fillBuckets<K extends string>(
  buckets: readonly string[],
  rows: readonly ({ bucket: string } & Record<K, number>)[],
  keys: readonly K[],
): ({ bucket: string } & Record<K, number>)[] {
  const byBucket = new Map(rows.map((row) => [row.bucket, row]));
  return buckets.map((bucket) => {
    const row = byBucket.get(bucket);
    const counts = Object.fromEntries(keys.map((key) => [key, row ? row[key] : 0])) as Record<K, number>;
    return { bucket, ...counts };
  });
}

/** Active students as a share of licensed ones, in percent (spec §5 rounding); null with none licensed. */
export function usagePercentage(active: number, licensed: number): number | null {
  if (licensed <= 0) return null;
  return roundAverage((active / licensed) * 100);
}

/** An average (spec §5 rounding); 0 when there is nothing to divide by. */
export function averageOf(total: number, count: number): number {
  return count > 0 ? roundAverage(total / count) : 0;
}
