import { z } from 'zod';

/**
 * The teacher's view of whether their students use Lantern: `GET /teacher/students/never-used`
 * (students of their sections who never asked for help or sent an essay), `POST
 * /teacher/students/{id}/nudge` (an e-mail inviting one of them, at most once a week per student)
 * and `GET /teacher/activity` (sessions and essays over time, in the spec's dashboard grouping).
 */

const id = z.number().int().positive();
const instant = z.number().int();
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written yyyy-MM-dd');

/** One nudge per student per this many days, whichever teacher sent the last. */
export const NUDGE_INTERVAL_DAYS = 7;
/** The longest list the never-used page shows; past it the page says how many more there are. */
export const NEVER_USED_LIMIT = 200;
/** Spec §5 (dashboard range) applied to the teacher's activity: at most a year at once. */
export const ACTIVITY_MAX_DAYS = 366;

export const neverUsedStudentSchema = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  grade: z.string().nullable(),
  /** Whether the student can be e-mailed (an address, and they did not turn e-mails off). */
  reachable: z.boolean(),
  /** When the latest nudge went (by any teacher); null if never. */
  nudged_at: instant.nullable(),
  /** When the next nudge is allowed; null when it is allowed now. */
  next_nudge_at: instant.nullable(),
});
export type NeverUsedStudent = z.infer<typeof neverUsedStudentSchema>;

export const neverUsedListSchema = z.object({
  data: z.array(neverUsedStudentSchema),
  /** Every never-used student of the teacher's sections, past the shown NEVER_USED_LIMIT too. */
  total: z.number().int().nonnegative(),
});
export type NeverUsedList = z.infer<typeof neverUsedListSchema>;

export const nudgeParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const nudgeResultSchema = z.object({ nudged_at: instant, next_nudge_at: instant });
export type NudgeResult = z.infer<typeof nudgeResultSchema>;

export const teacherActivityQuerySchema = z
  .object({ start_date: date, end_date: date })
  .refine((range) => range.start_date <= range.end_date, {
    message: 'start_date must not be after end_date',
    path: ['start_date'],
  })
  .refine(
    (range) => (Date.parse(range.end_date) - Date.parse(range.start_date)) / 86_400_000 < ACTIVITY_MAX_DAYS,
    { message: `the range must be at most ${ACTIVITY_MAX_DAYS} days`, path: ['end_date'] },
  );
export type TeacherActivityQuery = z.infer<typeof teacherActivityQuerySchema>;

export const teacherActivitySchema = z.object({
  grouping: z.enum(['hourly', 'daily', 'weekly']),
  /** Every bucket of the range in order, quiet ones as zero; keys are New York local times. */
  buckets: z.array(z.object({ key: z.string(), sessions: z.number().int(), essays: z.number().int() })),
  totals: z.object({
    sessions: z.number().int(),
    essays: z.number().int(),
    /** Students who asked for help or sent an essay in the range. */
    active_students: z.number().int(),
    students: z.number().int(),
  }),
});
export type TeacherActivity = z.infer<typeof teacherActivitySchema>;
