import { zonedParts } from '../time/zoned-parts.js';

export type AnalyticsGrouping = 'hourly' | 'daily' | 'weekly';

/** Ranges longer than this many days are grouped by week to keep charts readable. */
export const DAILY_GROUPING_MAX_DAYS = 31;

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (Number.isNaN(time)) throw new Error(`Invalid date "${date}", expected yyyy-MM-dd`);
  return time / DAY_MS;
}

/** How to bucket a chart for a yyyy-MM-dd date range (both ends included). */
export function analyticsGrouping(startDate: string, endDate: string): AnalyticsGrouping {
  const days = dayNumber(endDate) - dayNumber(startDate);
  if (days > DAILY_GROUPING_MAX_DAYS) return 'weekly';
  return days === 0 ? 'hourly' : 'daily';
}

/** Whole averages stay whole; others get one decimal. */
export function roundAverage(value: number): number {
  return Number.isInteger(value) ? value : Math.round(value * 10) / 10;
}

export type RiskLevel = 'low' | 'moderate' | 'high';

export interface RiskThresholds {
  moderate: number;
  high: number;
}

export function riskLevel(score: number, { moderate, high }: RiskThresholds): RiskLevel {
  if (score >= high) return 'high';
  if (score >= moderate) return 'moderate';
  return 'low';
}

/** August, 1-based. */
export const ACADEMIC_YEAR_START_MONTH = 8;

/** The first day (yyyy-MM-dd) of the academic year that `now` falls in, in the given time zone. */
export function academicYearStart(now: number, timeZone: string): string {
  const { year, month } = zonedParts(now, timeZone);
  const startYear = month >= ACADEMIC_YEAR_START_MONTH ? year : year - 1;
  return `${startYear}-08-01`;
}
