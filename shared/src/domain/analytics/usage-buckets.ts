import { type AnalyticsGrouping, analyticsGrouping } from './grouping.js';

/** One bucket's counts as the database grouped them; `key` as `bucketKeys` writes it. */
export interface UsageCount {
  key: string;
  sessions: number;
  essays: number;
}

export interface UsageBuckets {
  grouping: AnalyticsGrouping;
  buckets: UsageCount[];
}

const DAY_MS = 86_400_000;

function dayOf(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (Number.isNaN(time)) throw new Error(`Invalid date "${date}", expected yyyy-MM-dd`);
  return time / DAY_MS;
}

const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * Every bucket of a yyyy-MM-dd range (both ends included) in order, local dates of the zone the
 * counts were grouped in: `yyyy-MM-dd HH` for hours, `yyyy-MM-dd` for days, and for weeks the
 * Monday that starts each (PostgreSQL's date_trunc('week')), the first possibly before `start`.
 */
export function bucketKeys(start: string, end: string, grouping: AnalyticsGrouping): string[] {
  const [first, last] = [dayOf(start), dayOf(end)];
  if (last < first) return [];
  if (grouping === 'hourly')
    return Array.from({ length: 24 }, (_, hour) => `${start} ${String(hour).padStart(2, '0')}`);
  if (grouping === 'daily') return Array.from({ length: last - first + 1 }, (_, i) => dateOf(first + i));
  // 1970-01-01 was a Thursday: day 0 is weekday 4 (Sunday 0), so Monday is (day + 3) % 7 days back.
  const monday = first - ((((first + 3) % 7) + 7) % 7);
  const keys: string[] = [];
  for (let day = monday; day <= last; day += 7) keys.push(dateOf(day));
  return keys;
}

/**
 * Usage over a range in the spec's grouping (more than 31 days weekly, a single day hourly,
 * otherwise daily), every bucket present so a chart shows the quiet days as zero; counts whose key
 * falls outside the range are not shown.
 */
export function usageBuckets(start: string, end: string, counts: readonly UsageCount[]): UsageBuckets {
  const grouping = analyticsGrouping(start, end);
  const byKey = new Map(counts.map((count) => [count.key, count]));
  return {
    grouping,
    buckets: bucketKeys(start, end, grouping).map((key) => ({
      key,
      sessions: byKey.get(key)?.sessions ?? 0,
      essays: byKey.get(key)?.essays ?? 0,
    })),
  };
}
