import { z } from 'zod';
import { ASSESSMENT_STEPS, RECOGNITION_TYPES } from '../domain/live-help/assessment-steps.js';
import { paginationSchema } from './envelope.js';

const id = z.number().int();
const unixSeconds = z.number().int();

/** How long the tutor's feedback to the student may be; the form counts down to it. */
export const ASSESSMENT_FEEDBACK_MAX_LENGTH = 1000;

/** The tutor's post-session assessment of one session, step by step. */
export const assessmentSchema = z.object({
  id,
  session_id: id,
  step: z.enum(ASSESSMENT_STEPS),
  student: z.object({ id, first_name: z.string(), last_name: z.string() }),
  subject: z.object({ id, name: z.string() }),
  recognitions: z.array(z.enum(RECOGNITION_TYPES)),
  student_goal: z.string(),
  /** Topics of the session's subject the tutor tagged (the spec's academic units). */
  topic_ids: z.array(id),
  non_academic: z.string(),
  feedback: z.string(),
  shoutout: z.string(),
  created_at: unixSeconds,
  completed_at: unixSeconds.nullable(),
});
export type Assessment = z.infer<typeof assessmentSchema>;

const text = (max: number) => z.string().trim().max(max);

/**
 * One step saved: the step the tutor is on and its answers. Saving moves the assessment to the next
 * step; saving an earlier step again (going back) is allowed and leaves later answers as they were.
 */
export const saveAssessmentStepSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('recognitions'), recognitions: z.array(z.enum(RECOGNITION_TYPES)).max(6) }),
  z.object({ step: z.literal('question'), student_goal: text(500).min(1) }),
  z.object({ step: z.literal('tag'), topic_ids: z.array(z.number().int().positive()).max(20) }),
  z.object({ step: z.literal('nonAcademic'), non_academic: text(500) }),
  z.object({
    step: z.literal('feedback'),
    feedback: text(ASSESSMENT_FEEDBACK_MAX_LENGTH).min(1),
    shoutout: text(200).default(''),
  }),
  z.object({ step: z.literal('submit') }),
]);
export type SaveAssessmentStep = z.input<typeof saveAssessmentStepSchema>;

export const assessmentIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const tutorIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const incompleteAssessmentsSchema = z.object({
  count: z.number().int(),
  data: z.array(assessmentSchema),
});
export type IncompleteAssessments = z.infer<typeof incompleteAssessmentsSchema>;

/** What a student sees: the recognitions tutors gave them, newest first. */
export const recognitionSchema = z.object({
  type: z.enum(RECOGNITION_TYPES),
  session_id: id,
  subject: z.string(),
  tutor_first_name: z.string(),
  shoutout: z.string(),
  given_at: unixSeconds,
});
export const recognitionListSchema = z.array(recognitionSchema);
export type Recognition = z.infer<typeof recognitionSchema>;

const person = z.object({ id, first_name: z.string(), last_name: z.string() });

/** A submitted assessment of one of a student's sessions, for the next tutor who helps them. */
export const studentAssessmentSchema = z.object({
  id,
  session_id: id,
  subject: z.object({ id, name: z.string() }),
  tutor: person.nullable(),
  /** The tutor reading it wrote it. */
  by_you: z.boolean(),
  session_ended_at: unixSeconds.nullable(),
  completed_at: unixSeconds,
  recognitions: z.array(z.enum(RECOGNITION_TYPES)),
  student_goal: z.string(),
  topics: z.array(z.object({ id, name: z.string() })),
  non_academic: z.string(),
  feedback: z.string(),
  shoutout: z.string(),
});
export type StudentAssessment = z.infer<typeof studentAssessmentSchema>;

export const studentAssessmentListSchema = z.object({
  data: z.array(studentAssessmentSchema),
  meta: z.object({ pagination: paginationSchema }),
});
export type StudentAssessmentList = z.infer<typeof studentAssessmentListSchema>;
