import { z } from 'zod';
import { paginationSchema } from './envelope.js';

/**
 * A school's or district's students as its administrators and district manager see them (spec §7
 * `GET schools/{id}/students`, `districts/{id}/students` with sort, orderBy, expired, page and
 * search; `.../students-aggregate`). `sort` names the column, `orderBy` the direction; `expired`
 * lists the deactivated accounts instead of the active ones.
 */

const id = z.number().int().positive();
const instant = z.number().int();

/** Spec §9: a student list is 25 a page. */
export const SCHOOL_STUDENTS_PAGE_SIZE = 25;
export const SCHOOL_STUDENTS_MAX_PAGE = 10_000;

export const SCHOOL_STUDENT_SORTS = ['name', 'username', 'school', 'grade', 'created_at'] as const;
export type SchoolStudentSort = (typeof SCHOOL_STUDENT_SORTS)[number];

export const schoolStudentsParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const schoolStudentsQuerySchema = z.object({
  page: z.coerce.number().int().positive().max(SCHOOL_STUDENTS_MAX_PAGE).default(1),
  /** Words of the student's first or last name, or their username. */
  search: z.string().trim().max(100).optional(),
  sort: z.enum(SCHOOL_STUDENT_SORTS).default('name'),
  orderBy: z.enum(['asc', 'desc']).default('asc'),
  /** `true`: the deactivated (expired) accounts; otherwise the active ones. */
  expired: z.enum(['true', 'false']).default('false'),
});
export type SchoolStudentsQuery = z.infer<typeof schoolStudentsQuerySchema>;
export type SchoolStudentsQueryInput = z.input<typeof schoolStudentsQuerySchema>;

export const schoolStudentRowSchema = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  school_id: id,
  school_name: z.string(),
  grade: z.string().nullable(),
  created_at: instant,
  /** When the account was deactivated; null while active. */
  expired_at: instant.nullable(),
});
export type SchoolStudentRow = z.infer<typeof schoolStudentRowSchema>;

export const schoolStudentListSchema = z.object({
  data: z.array(schoolStudentRowSchema),
  meta: z.object({ pagination: paginationSchema }),
});
export type SchoolStudentList = z.infer<typeof schoolStudentListSchema>;

export const studentsAggregateSchema = z.object({
  /** Active student accounts. */
  students: z.number().int().nonnegative(),
  /** Deactivated (expired) student accounts. */
  expired: z.number().int().nonnegative(),
  /** Active students who ever asked for help or sent an essay. */
  ever_used: z.number().int().nonnegative(),
  /** Active students per grade; a null grade is the uncategorized one (Not Specified). */
  by_grade: z.array(z.object({ grade: z.string().nullable(), students: z.number().int().nonnegative() })),
});
export type StudentsAggregate = z.infer<typeof studentsAggregateSchema>;
