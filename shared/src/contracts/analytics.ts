import { z } from 'zod';
import { TUTOR_LEADERBOARD_LIMIT } from '../domain/service-analytics/subject-risk.js';

const id = z.number().int().positive();

/** yyyy-MM-dd both ends included, New York days; unset, the last month (the spec's default range). */
export const analyticsRangeQuerySchema = z.object({
  start_date: z.iso.date().optional(),
  end_date: z.iso.date().optional(),
});
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuerySchema>;

const range = z.object({ start_date: z.iso.date(), end_date: z.iso.date() });

export const RISK_LEVELS = ['low', 'moderate', 'high'] as const;

/** One subject's risk: the share of its live-help requests in the range that no tutor answered. */
export const subjectRiskSchema = z.object({
  subject_id: id,
  subject_name: z.string(),
  sessions: z.number().int().nonnegative(),
  missed: z.number().int().nonnegative(),
  /** Missed sessions per hundred requested, one decimal. */
  score: z.number().nonnegative(),
  level: z.enum(RISK_LEVELS),
});
export type SubjectRisk = z.infer<typeof subjectRiskSchema>;

export const riskLevelsSchema = z.object({
  range,
  thresholds: z.object({ moderate: z.number(), high: z.number() }),
  counts: z.object({ low: z.number().int(), moderate: z.number().int(), high: z.number().int() }),
  subjects: z.array(subjectRiskSchema),
});
export type RiskLevels = z.infer<typeof riskLevelsSchema>;

/** The spec's tutor load: the sessions a tutor took in the range, and how many are open now. */
export const tutorLoadSchema = z.object({
  user_id: id,
  first_name: z.string(),
  last_name: z.string(),
  total_sessions_load: z.number().int().nonnegative(),
  ongoing_sessions: z.number().int().nonnegative(),
  /** Sessions in which the student said they learned, per hundred ended sessions (null with none). */
  learned_share: z.number().nullable(),
});
export type TutorLoad = z.infer<typeof tutorLoadSchema>;

export const tutorLoadListSchema = z.object({ range, tutors: z.array(tutorLoadSchema) });
export type TutorLoadList = z.infer<typeof tutorLoadListSchema>;

export const LEADERBOARD_SORTS = ['score', 'load'] as const;

export const subjectLeaderboardQuerySchema = analyticsRangeQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(TUTOR_LEADERBOARD_LIMIT).default(TUTOR_LEADERBOARD_LIMIT),
  sort: z.enum(LEADERBOARD_SORTS).default('score'),
  /** Only tutors fingerprinted for US and Canadian schools (the special-requirement schools' rule). */
  special_requirements: z.stringbool().default(false),
});
export type SubjectLeaderboardQuery = z.infer<typeof subjectLeaderboardQuerySchema>;

export const leaderboardRowSchema = z.object({
  rank: z.number().int().positive(),
  user_id: id,
  first_name: z.string(),
  last_name: z.string(),
  /** The spec's subject score: ended sessions in the subject, those the student learned from counting double. */
  subject_score: z.number().int().nonnegative(),
  total_sessions_load: z.number().int().nonnegative(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const subjectLeaderboardSchema = z.object({
  range,
  subject: z.object({ id, name: z.string() }),
  tutors: z.array(leaderboardRowSchema),
});
export type SubjectLeaderboard = z.infer<typeof subjectLeaderboardSchema>;
