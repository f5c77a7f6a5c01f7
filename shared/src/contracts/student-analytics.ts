import { z } from 'zod';
import { DASHBOARD_MAX_RANGE_DAYS, daysBetween } from '../domain/analytics/dashboard-range.js';
import { dashboardFilterDataSchema } from './admin-dashboard.js';
import { paginationSchema } from './envelope.js';

/**
 * Student analytics for administrators and district managers (spec §3 "student analytics
 * filters", §7 `GET /student-analytics/filters` and `/student-analytics/students/{id}`, §9 page
 * sizes and the default range): each student of the caller's reach with their sessions and essays
 * in a range. `{id}` is the district the table is for: an administrator's schools' district, a
 * district manager's own, any for a superuser. The CSV export is Lantern's own (`.../csv`).
 */

const id = z.number().int().positive();
const instant = z.number().int();
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written yyyy-MM-dd');
const idList = (max: number) =>
  z
    .string()
    .transform((value) => value.split(',').filter(Boolean).map(Number))
    .pipe(z.array(z.number().int().positive()).max(max))
    .optional();

/** Spec §9: a student list is 25 a page by default. */
export const STUDENT_ANALYTICS_PAGE_SIZE = 25;
export const STUDENT_ANALYTICS_MAX_LIMIT = 100;
/** Far past a district's last page, low enough that the offset stays an ordinary number. */
export const STUDENT_ANALYTICS_MAX_PAGE = 10_000;
/** A CSV export holds at most this many students (a district of 50,000 fits twice). */
export const STUDENT_ANALYTICS_CSV_MAX_ROWS = 100_000;

export const STUDENT_ANALYTICS_SORTS = [
  'name',
  'school',
  'grade',
  'sessions',
  'essays',
  'last_activity',
] as const;
export type StudentAnalyticsSort = (typeof STUDENT_ANALYTICS_SORTS)[number];

export const studentAnalyticsParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const studentAnalyticsFiltersQuerySchema = z.object({
  /** A superuser's choice of district; others may name only their own. */
  district_id: z.coerce.number().int().positive().optional(),
});

export const studentAnalyticsFiltersSchema = dashboardFilterDataSchema.extend({
  /** Spec §3: each school with the grades its students are in and its teachers. */
  schools: z.array(z.object({ id, name: z.string(), grade_ids: z.array(id), teacher_ids: z.array(id) })),
  /** The caller's own student groups. */
  groups: z.array(z.object({ id, name: z.string() })),
});
export type StudentAnalyticsFilters = z.infer<typeof studentAnalyticsFiltersSchema>;

const filterFields = {
  start_date: date,
  end_date: date,
  /** Comma-separated; none means every school of the district the caller reaches. */
  school_ids: idList(200),
  /** Comma-separated; none (and no `include_uncategorized`) means every grade, ungraded students too. */
  grade_ids: idList(30),
  /** Students with no grade (id -1, Not Specified), on their own beside `grade_ids`. */
  include_uncategorized: z.enum(['true', 'false']).optional(),
  /** One of the caller's own student groups: its members only. */
  group_id: z.coerce.number().int().positive().optional(),
  /** Words of the student's first or last name, or their username. */
  search: z.string().trim().max(100).optional(),
  order_by: z.enum(STUDENT_ANALYTICS_SORTS).default('name'),
  order_by_dir: z.enum(['asc', 'desc']).default('asc'),
};

function checkRange(query: { start_date: string; end_date: string }, ctx: z.RefinementCtx) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(query.start_date) || !/^\d{4}-\d{2}-\d{2}$/.test(query.end_date)) return;
  let days: number;
  try {
    days = daysBetween(query.start_date, query.end_date);
  } catch {
    return ctx.addIssue({ code: 'custom', path: ['start_date'], message: 'must be a real date' });
  }
  if (Number.isNaN(days)) return;
  if (days < 0)
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'must be on or after start_date' });
  else if (days >= DASHBOARD_MAX_RANGE_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['end_date'],
      message: `must be less than ${DASHBOARD_MAX_RANGE_DAYS} days after start_date`,
    });
}

export const studentAnalyticsQuerySchema = z
  .object({
    ...filterFields,
    page: z.coerce.number().int().positive().max(STUDENT_ANALYTICS_MAX_PAGE).default(1),
    limit: z.coerce
      .number()
      .int()
      .positive()
      .max(STUDENT_ANALYTICS_MAX_LIMIT)
      .default(STUDENT_ANALYTICS_PAGE_SIZE),
  })
  .superRefine(checkRange);
export type StudentAnalyticsQuery = z.infer<typeof studentAnalyticsQuerySchema>;
export type StudentAnalyticsQueryInput = z.input<typeof studentAnalyticsQuerySchema>;

/** The CSV takes the table's filters and order, every page at once. */
export const studentAnalyticsCsvQuerySchema = z.object(filterFields).superRefine(checkRange);
export type StudentAnalyticsCsvQuery = z.infer<typeof studentAnalyticsCsvQuerySchema>;
export type StudentAnalyticsCsvQueryInput = z.input<typeof studentAnalyticsCsvQuerySchema>;

export const studentAnalyticsRowSchema = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  school_id: id,
  school_name: z.string(),
  grade: z.string().nullable(),
  /** Sessions asked for in the range (handed-on ones once, held ones not). */
  sessions: z.number().int().nonnegative(),
  /** Essays sent in the range (withdrawn and held ones aside). */
  essays: z.number().int().nonnegative(),
  /** The latest session or essay in the range; null with none. */
  last_activity: instant.nullable(),
});
export type StudentAnalyticsRow = z.infer<typeof studentAnalyticsRowSchema>;

export const studentAnalyticsListSchema = z.object({
  data: z.array(studentAnalyticsRowSchema),
  meta: z.object({ pagination: paginationSchema }),
});
export type StudentAnalyticsList = z.infer<typeof studentAnalyticsListSchema>;

/** The CSV's columns, in order (the header line names them). */
export const STUDENT_ANALYTICS_CSV_COLUMNS = [
  'student_id',
  'first_name',
  'last_name',
  'username',
  'school',
  'grade',
  'sessions',
  'essays',
  'last_activity',
] as const;
