import { z } from 'zod';
import { paginationSchema } from './envelope.js';

/**
 * A teacher's students: everyone in the sections the teacher sits in, with how much help each has
 * asked for. `GET /teacher/students` (the spec has only school- and district-wide lists; see
 * docs/architecture.md) and `GET /teacher/students/{id}`.
 */

const id = z.number().int().positive();
/** Seconds since the epoch. */
const instant = z.number().int();

/** Spec §9: teacher user lists are 30 a page. */
export const TEACHER_STUDENTS_PAGE_SIZE = 30;
/** How many of a student's latest sessions and essays their page shows. */
export const TEACHER_STUDENT_RECENT_LIMIT = 50;

export const TEACHER_STUDENT_SORTS = ['name', 'last_activity', 'sessions', 'essays'] as const;
export type TeacherStudentSort = (typeof TEACHER_STUDENT_SORTS)[number];

/** Far past any teacher's last page, low enough that the offset stays an ordinary number. */
export const TEACHER_STUDENTS_MAX_PAGE = 10_000;

export const teacherStudentsQuerySchema = z.object({
  page: z.coerce.number().int().positive().max(TEACHER_STUDENTS_MAX_PAGE).default(1),
  /** Words of the student's first or last name, or their username. */
  search: z.string().trim().max(100).optional(),
  order_by: z.enum(TEACHER_STUDENT_SORTS).default('name'),
  order_by_dir: z.enum(['asc', 'desc']).default('asc'),
});
export type TeacherStudentsQuery = z.infer<typeof teacherStudentsQuerySchema>;
export type TeacherStudentsQueryInput = z.input<typeof teacherStudentsQuerySchema>;

export const teacherStudentRowSchema = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  grade: z.string().nullable(),
  sessions: z.number().int().nonnegative(),
  essays: z.number().int().nonnegative(),
  /** The latest help asked for or essay sent; null when the student never did either. */
  last_activity: instant.nullable(),
});
export type TeacherStudentRow = z.infer<typeof teacherStudentRowSchema>;

export const teacherStudentListSchema = z.object({
  data: z.array(teacherStudentRowSchema),
  meta: z.object({ pagination: paginationSchema }),
});
export type TeacherStudentList = z.infer<typeof teacherStudentListSchema>;

export const teacherStudentParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/**
 * What a teacher reads of an ended session: the AI provider's few sentences when one is configured,
 * otherwise what Lantern picked out of the session (see domain/teacher/session-summary).
 */
export const sessionSummarySchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('ai'), text: z.string() }),
  z.object({
    source: z.literal('extractive'),
    question: z.string(),
    exchanges: z.array(z.object({ student: z.string(), tutor: z.string() })),
    outcome: z.enum(['ended_by_student', 'ended_by_tutor', 'transferred', 'unanswered']),
  }),
]);
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const teacherStudentSessionSchema = z.object({
  id,
  subject: z.string(),
  question: z.string(),
  status: z.string(),
  requested_at: instant,
  ended_at: instant.nullable(),
  messages: z.number().int().nonnegative(),
  /** Null until the session has ended and its summary was written (a job does it within a minute). */
  summary: sessionSummarySchema.nullable(),
  /** Moderation flagged a message of it, or someone reported an incident about it. */
  flagged: z.boolean(),
});
export type TeacherStudentSession = z.infer<typeof teacherStudentSessionSchema>;

export const teacherStudentEssaySchema = z.object({
  id,
  title: z.string(),
  /** The essay status codes: 0 pending, 1 assigned, 2 reviewed, 3 downloaded. */
  status: z.number().int(),
  created_at: instant,
  reviewed_at: instant.nullable(),
  /** The tutor's summary of the review, once reviewed. */
  summary_comment: z.string().nullable(),
  /** The tutor's comments on the essay, in page order. */
  comments: z.array(z.object({ page: z.number().int(), comment: z.string() })),
  /** Whether the annotated PDF can be opened (the review is done and the file was written). */
  has_reviewed_pdf: z.boolean(),
});
export type TeacherStudentEssay = z.infer<typeof teacherStudentEssaySchema>;

export const teacherStudentDetailSchema = z.object({
  student: z.object({
    id,
    first_name: z.string(),
    last_name: z.string(),
    username: z.string(),
    grade: z.string().nullable(),
    /** The teacher's sections the student is in. */
    sections: z.array(z.object({ id, name: z.string() })),
  }),
  /** The latest first, at most TEACHER_STUDENT_RECENT_LIMIT. */
  sessions: z.array(teacherStudentSessionSchema),
  essays: z.array(teacherStudentEssaySchema),
});
export type TeacherStudentDetail = z.infer<typeof teacherStudentDetailSchema>;

export const teacherStudentEssayParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  essayId: z.coerce.number().int().positive(),
});
