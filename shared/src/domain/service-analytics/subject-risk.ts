import { type RiskLevel, riskLevel } from '../analytics/grouping.js';
import { zonedDate } from '../time/zoned-parts.js';

/** The spec's tutor leaderboard limit. */
export const TUTOR_LEADERBOARD_LIMIT = 6;

/** Analytics days are New York days, as the schedule's week is. */
export const ANALYTICS_TIME_ZONE = 'America/New_York';

/**
 * A subject whose missed requests reach these shares (per hundred) is at moderate or high risk:
 * one student in ten left unanswered already means a shift short of tutors for it, one in four
 * means the subject is effectively unstaffed for part of the day.
 */
export const SUBJECT_RISK_THRESHOLDS = { moderate: 10, high: 25 } as const;

export interface SubjectRiskInput {
  sessions: number;
  missed: number;
}

/** Missed requests per hundred, one decimal; a subject nobody asked for scores 0. */
export function subjectRiskScore({ sessions, missed }: SubjectRiskInput): number {
  if (sessions === 0) return 0;
  return Math.round((missed / sessions) * 1000) / 10;
}

export function subjectRiskLevel(input: SubjectRiskInput): RiskLevel {
  return riskLevel(subjectRiskScore(input), SUBJECT_RISK_THRESHOLDS);
}

/** The spec's subject score: every ended session counts once, one the student learned from twice. */
export function subjectScore(ended: number, learned: number): number {
  return ended + learned;
}

export interface AnalyticsRange {
  start_date: string;
  end_date: string;
}

/**
 * The range asked for, or the spec's default, the last month: from the same day a month ago to
 * today (New York days). A missing end is today; a missing start is a month before the end.
 */
export function analyticsRange(now: number, asked: Partial<AnalyticsRange>): AnalyticsRange {
  const end = asked.end_date ?? zonedDate(now, ANALYTICS_TIME_ZONE);
  return { start_date: asked.start_date ?? monthBefore(end), end_date: end };
}

function monthBefore(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const previous = new Date(Date.UTC(year, month - 2, 1));
  // The 31st of a month whose predecessor is shorter becomes that month's last day.
  const lastDay = new Date(Date.UTC(previous.getUTCFullYear(), previous.getUTCMonth() + 1, 0)).getUTCDate();
  previous.setUTCDate(Math.min(day, lastDay));
  return previous.toISOString().slice(0, 10);
}
