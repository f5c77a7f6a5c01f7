import { z } from 'zod';
import {
  DASHBOARD_MAX_GROUPS,
  DASHBOARD_MAX_RANGE_DAYS,
  UNCATEGORIZED_GRADE_ID,
  daysBetween,
} from '../domain/analytics/dashboard-range.js';

/**
 * The administrator's and district manager's dashboard widgets, `GET /admin/dashboard/*` (spec §3
 * dashboard records, §5 grouping and rounding, §7 "Dashboards and analytics"). Every widget takes
 * the same filters; an administrator reaches their own schools, a district manager their district.
 */

const id = z.number().int().positive();
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written yyyy-MM-dd');
const commaList = (value: string) => value.split(',').filter(Boolean);
const idList = (max: number) =>
  z
    .string()
    .transform((value) => commaList(value).map(Number))
    .pipe(z.array(z.number().int().positive()).max(max))
    .optional();

export const dashboardQuerySchema = z
  .object({
    start_date: date,
    end_date: date,
    /** A superuser's choice of district; others may name only their own. */
    district_id: z.coerce.number().int().positive().optional(),
    /** Comma-separated; none means every school the caller reaches. */
    school_ids: idList(200),
    /** Comma-separated; none (and no `include_uncategorized`) means every grade, ungraded students too. */
    grade_level_ids: idList(30),
    /** Students with no grade (id -1, Not Specified), counted on their own beside `grade_level_ids`. */
    include_uncategorized: z.enum(['true', 'false']).optional(),
    /** Comma-separated ids of the caller's own student groups: only their members are counted. */
    group_ids: idList(DASHBOARD_MAX_GROUPS),
  })
  .superRefine((query, ctx) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(query.start_date) || !/^\d{4}-\d{2}-\d{2}$/.test(query.end_date)) return;
    const days = daysBetween(query.start_date, query.end_date);
    if (Number.isNaN(days)) return;
    if (days < 0)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'must be on or after start_date' });
    else if (days >= DASHBOARD_MAX_RANGE_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: `must be less than ${DASHBOARD_MAX_RANGE_DAYS} days after start_date`,
      });
  });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;
export type DashboardQueryInput = z.input<typeof dashboardQuerySchema>;

export const dashboardFilterDataSchema = z.object({
  district: z.object({ id, name: z.string() }).nullable(),
  schools: z.array(z.object({ id, name: z.string() })),
  /** Every grade, then the uncategorized one (id -1), flagged so it can be offered on its own. */
  grade_levels: z.array(z.object({ id: z.number().int(), name: z.string(), uncategorized: z.boolean() })),
});
export type DashboardFilterData = z.infer<typeof dashboardFilterDataSchema>;
export { UNCATEGORIZED_GRADE_ID };

const count = z.number().int().nonnegative();

export const quickStatsSchema = z.object({
  /** Spec §3: `chat_sessions`, shown as tutoring sessions. */
  tutoring_sessions: count,
  /** Essays sent for review in the range (withdrawn ones aside), whether reviewed yet or not. */
  essay_reviews: count,
  /** Students who asked for help or sent an essay in the range. */
  active_students: count,
  /** Sessions and essays per active student (spec §5: one decimal unless whole). */
  average_per_active_student: z.number().nonnegative(),
});
export type QuickStats = z.infer<typeof quickStatsSchema>;

export const usageGroupingSchema = z.enum(['hourly', 'daily', 'weekly']);

export const totalUsageSchema = z.object({
  grouping: usageGroupingSchema,
  /** Every bucket of the range in order, empty ones included: `yyyy-MM-ddTHH` hours, else `yyyy-MM-dd` days or week Mondays. */
  data: z.array(z.object({ bucket: z.string(), sessions: count, essays: count })),
});
export type TotalUsage = z.infer<typeof totalUsageSchema>;

export const usageBySchoolSchema = z.object({
  data: z.array(
    z.object({
      school_id: id,
      school_name: z.string(),
      num_active_students: count,
      /**
       * The school's active student accounts: what its licences are measured against. With a group
       * filter, the groups' members in the school instead.
       */
      num_licensed_students: count,
      /** Active against licensed, in percent (one decimal unless whole); null with none licensed. */
      percentage: z.number().nonnegative().nullable(),
    }),
  ),
});
export type UsageBySchool = z.infer<typeof usageBySchoolSchema>;

/** The most asked-about subjects and topics. */
export const SESSIONS_AND_TOPICS_LIMIT = 10;

export const sessionsAndTopicsSchema = z.object({
  data: z.array(
    z.object({
      subject: z.string(),
      /** Null for sessions with no topic chosen. */
      topic: z.string().nullable(),
      sessions: count,
      /** Share of the range's sessions, in percent (one decimal unless whole). */
      percentage: z.number().nonnegative(),
    }),
  ),
});
export type SessionsAndTopics = z.infer<typeof sessionsAndTopicsSchema>;
