import { z } from 'zod';
import { ESSAY_FILTERS, ESSAY_STATUS } from '../domain/essays/essay-filters.js';
import { ESSAY_FILE_KINDS } from '../domain/essays/essay-upload.js';
import { essayLanguages, LANGUAGES } from '../domain/languages/languages.js';
import { paginationSchema } from './envelope.js';

/** Instants are unix seconds, as everywhere in the API. */
const unixSeconds = z.number().int();
const id = z.number().int();

export const ESSAY_STATUS_VALUES = Object.values(ESSAY_STATUS);

/** The spec's "review submission type": what kind of writing the student hands in. Ours to name. */
export const REVIEW_SUBMISSION_TYPES = [
  'essay',
  'research_paper',
  'lab_report',
  'creative_writing',
  'application_essay',
  'other',
] as const;
export type ReviewSubmissionType = (typeof REVIEW_SUBMISSION_TYPES)[number];

/** The artificial "Other" section of the spec; its name is then the student's own words. */
export const OTHER_SECTION_ID = 0;

/**
 * Where the PDF a tutor reviews stands: Word files and images become one PDF outside the upload
 * request. `queued` until a worker takes it, `converting` with progress, then `converted` (the
 * essay enters the tutors' queue) or `failed` with the reason.
 */
export const CONVERSION_STATES = ['queued', 'converting', 'converted', 'failed'] as const;
export type ConversionState = (typeof CONVERSION_STATES)[number];

export const essayFileSchema = z.object({
  /** The student's name for it, cleaned, with the extension of its real type. */
  file_name: z.string(),
  kind: z.enum(ESSAY_FILE_KINDS),
  mime: z.string(),
  size: z.number().int().positive(),
});
export type EssayFile = z.infer<typeof essayFileSchema>;

export const essayConversionSchema = z.object({
  state: z.enum(CONVERSION_STATES),
  /** 0 to 100: the share of the student's files already turned into PDF pages. */
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
});
export type EssayConversion = z.infer<typeof essayConversionSchema>;

export const essayPersonSchema = z.object({ id, first_name: z.string(), last_name: z.string() });

/** An essay as its student sees it in the review center. */
export const essayViewSchema = z.object({
  id,
  /** The spec's status: -1 cancelled, 0 pending, 1 assigned, 2 reviewed, 3 downloaded. */
  status: z.literal(ESSAY_STATUS_VALUES),
  title: z.string(),
  details: z.string(),
  language_id: id,
  /** The section it was written for; `{ id: 0, name: <the student's words> }` for "Other". */
  section: z.object({ id, name: z.string() }).nullable(),
  submission_type: z.enum(REVIEW_SUBMISSION_TYPES),
  files: z.array(essayFileSchema),
  teacher_instruction_files: z.array(essayFileSchema),
  conversion: essayConversionSchema,
  tutor: essayPersonSchema.nullable(),
  created_at: unixSeconds,
  /** The advertised turnaround: 24 hours after submission. */
  due_at: unixSeconds,
  picked_up_at: unixSeconds.nullable(),
  reviewed_at: unixSeconds.nullable(),
  downloaded_at: unixSeconds.nullable(),
  /** Only before a tutor picks it up. */
  can_cancel: z.boolean(),
  feedback: z
    .object({ summary_rating: z.number().int().nullable(), comments_rating: z.number().int().nullable() })
    .nullable(),
});
export type EssayView = z.infer<typeof essayViewSchema>;

const UNPRINTABLE_IN_TEXT = /(?![\n\t\r])[\p{Cc}\p{Cs}]/u;
const typedText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'is required')
    .max(max)
    .refine((text) => !UNPRINTABLE_IN_TEXT.test(text), 'must not contain control characters');

export const ESSAY_TITLE_MAX_LENGTH = 200;
export const ESSAY_DETAILS_MAX_LENGTH = 5000;

const essayLanguageIds = essayLanguages(LANGUAGES).map((language) => language.id);

/**
 * The multipart fields of an upload besides its files (`files`, up to three, and
 * `teacher_instruction_files`). Title and details are required; "Other" as the section needs its name.
 */
export const essayUploadFieldsSchema = z
  .object({
    title: typedText(ESSAY_TITLE_MAX_LENGTH),
    details: typedText(ESSAY_DETAILS_MAX_LENGTH),
    section_id: z.coerce.number().int().nonnegative().optional(),
    section_other: z.string().trim().max(200).optional(),
    submission_type: z.enum(REVIEW_SUBMISSION_TYPES).default('essay'),
    language_id: z.coerce
      .number()
      .int()
      .refine((value) => essayLanguageIds.includes(value), 'must be one of the essay languages')
      .default(1),
  })
  .superRefine((fields, context) => {
    if (fields.section_id === OTHER_SECTION_ID && !fields.section_other)
      context.addIssue({
        code: 'custom',
        path: ['section_other'],
        message: 'is required when the section is Other',
      });
  });
export type EssayUploadFields = z.infer<typeof essayUploadFieldsSchema>;

export const essayIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const essaysQuerySchema = z.object({
  filter: z.enum(ESSAY_FILTERS).default('all'),
  page: z.coerce.number().int().positive().default(1),
});
export type EssaysQuery = z.infer<typeof essaysQuerySchema>;

export const ESSAYS_PAGE_SIZE = 20;

export const essayListSchema = z.object({
  data: z.array(essayViewSchema),
  meta: z.object({ pagination: paginationSchema }),
});
export type EssayList = z.infer<typeof essayListSchema>;

/** The student's view of how helpful the review's summary and comments were, 1 (not) to 5 (very). */
export const essayFeedbackSchema = z
  .object({
    summary_rating: z.number().int().min(1).max(5).optional(),
    comments_rating: z.number().int().min(1).max(5).optional(),
  })
  .refine((body) => body.summary_rating !== undefined || body.comments_rating !== undefined, {
    message: 'rate the summary, the comments or both',
  });
export type EssayFeedback = z.infer<typeof essayFeedbackSchema>;

/** The navbar's badges: the review center's is the reviewed essays not downloaded yet. */
export const navbarNotificationsSchema = z.object({ reviewed_essays: z.number().int().nonnegative() });

/** An essay as the tutor holding it (reserved or assigned) sees it. */
export const tutorEssaySchema = essayViewSchema
  .omit({ can_cancel: true, feedback: true, tutor: true, downloaded_at: true })
  .extend({
    student: essayPersonSchema,
    /** Until when the reservation holds; null once picked up. */
    reserved_until: unixSeconds.nullable(),
  });
export type TutorEssay = z.infer<typeof tutorEssaySchema>;

/**
 * The tutor's next essay (the spec's order): the one assigned to them, else the one reserved for
 * them, else a new reservation; `essay` null when nothing in their languages waits.
 */
export const nextEssaySchema = z.object({
  state: z.enum(['assigned', 'reserved', 'none']),
  essay: tutorEssaySchema.nullable(),
});
export type NextEssay = z.infer<typeof nextEssaySchema>;

export const ESSAY_EVENT_CAUSES = [
  'submitted',
  'converted',
  'conversion_failed',
  'reserved',
  'released',
  'reassigned',
  'picked_up',
  'cancelled',
  'downloaded',
  'rated',
  'reviewed',
] as const;

/** To the student and the managers: an essay changed state (submitted, converted, picked up ...). */
export const essayUpdatedSchema = z.object({
  essay: essayViewSchema,
  cause: z.enum(ESSAY_EVENT_CAUSES),
  at: unixSeconds,
});
export type EssayUpdated = z.infer<typeof essayUpdatedSchema>;

/**
 * To the tutors concerned: a manager released an essay from its tutor (back to the queue) or gave
 * it to another (`to_tutor_id`). The tutor who had it stops working on it; the one given it finds
 * it on their desk. The comments and summary written so far stay with the essay.
 */
export const essayHolderChangedSchema = z.object({
  essay_id: id,
  title: z.string(),
  cause: z.enum(['released', 'reassigned']),
  from_tutor_id: id.nullable(),
  to_tutor_id: id.nullable(),
  at: unixSeconds,
});
export type EssayHolderChanged = z.infer<typeof essayHolderChangedSchema>;

/** To the student: how far the conversion of their files into one PDF has come. */
export const essayConversionProgressedSchema = z.object({
  essay_id: id,
  conversion: essayConversionSchema,
  at: unixSeconds,
});
