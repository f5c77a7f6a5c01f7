import { z } from 'zod';
import { paginationSchema } from './envelope.js';

const id = z.number().int();
const unixSeconds = z.number().int();

/** How long a note about a student may be; the form counts up to it. */
export const TUTOR_COMMENT_MAX_LENGTH = 1000;
/** The spec gives no page size for tutor comments: ten short notes fill the side panel. */
export const TUTOR_COMMENTS_PAGE_SIZE = 10;

const commentText = z.string().trim().min(1, 'is required').max(TUTOR_COMMENT_MAX_LENGTH);

/** A note for the tutors who help the student next, written in the classroom. */
export const createTutorCommentSchema = z.object({
  student_id: z.number().int().positive(),
  text: commentText,
  /** The session it was written in, when there is one: it must be one of the student's. */
  session_id: z.number().int().positive().optional(),
});
export type CreateTutorComment = z.infer<typeof createTutorCommentSchema>;

/** Its author rewords it; nobody else may. */
export const updateTutorCommentSchema = z.object({ text: commentText });
export type UpdateTutorComment = z.infer<typeof updateTutorCommentSchema>;

export const tutorCommentIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const tutorCommentSchema = z.object({
  id,
  student_id: id,
  session_id: id.nullable(),
  author: z.object({ id, first_name: z.string(), last_name: z.string() }),
  /** The person reading it wrote it, so may edit it. */
  by_you: z.boolean(),
  text: z.string(),
  created_at: unixSeconds,
  /** When its author last changed the text; null while it is as first written. */
  edited_at: unixSeconds.nullable(),
});
export type TutorComment = z.infer<typeof tutorCommentSchema>;

export const tutorCommentListSchema = z.object({
  data: z.array(tutorCommentSchema),
  meta: z.object({ pagination: paginationSchema }),
});
export type TutorCommentList = z.infer<typeof tutorCommentListSchema>;
