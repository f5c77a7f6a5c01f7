import { z } from 'zod';
import { aiStatusSchema } from './ai.js';
import { ANNOTATION_CATEGORY_IDS } from '../domain/essays/annotation-categories.js';
import { essayViewSchema, tutorEssaySchema } from './essays.js';

/**
 * The tutor's review of an essay (the spec's "Essay under review") and what the student gets
 * back. Paths are in endpoints.ts / routes.ts; the shapes are here.
 *
 * Positions (`x`, `y`, `quads`) are in PDF user space: points on the page, y UP from the page's
 * bottom-left corner, before the page's rotation (api/src/modules/essays/pdf/coordinates.ts has
 * the conversions from and to pdf.js viewport space). `page_number` is 1 for the first page.
 */

const unixSeconds = z.number().int();
const id = z.number().int();

export const essayReviewParamsSchema = z.object({ id: z.coerce.number().int().positive() });

// ---------------------------------------------------------------------------------------------
// Annotations

export const annotationCategorySchema = z.literal(ANNOTATION_CATEGORY_IDS);

const pdfPoint = z.tuple([z.number().finite(), z.number().finite()]);
/** PDF /QuadPoints corners: upper-left, upper-right, lower-left, lower-right. */
export const annotationQuadSchema = z.tuple([pdfPoint, pdfPoint, pdfPoint, pdfPoint]);

export const ANNOTATION_COMMENT_MAX_LENGTH = 5000;
/** A highlight spanning more lines than this is not a comment on a passage any more. */
export const ANNOTATION_MAX_QUADS = 200;

/**
 * A tutor's comment on the essay: a highlight (`quads`) or a pinned note (`x`, `y`). The id is the
 * client's own (a UUID made when the tutor starts the comment), so a save retried after a lost
 * network never makes a second one.
 */
export const annotationSchema = z.object({
  id: z.uuid(),
  category: annotationCategorySchema,
  /** May be empty while the tutor is still writing; submitting refuses empty ones. */
  comment: z.string(),
  page_number: z.number().int().positive(),
  x: z.number().nullable(),
  y: z.number().nullable(),
  quads: z.array(annotationQuadSchema).nullable(),
  /** Hidden comments stay in the review but never reach the student or the PDF. */
  hidden: z.boolean(),
  /** The AI suggestion it was accepted from, if any. */
  suggestion_id: id.nullable(),
  /** The highest `revision` saved; the client's counter, see annotationInputSchema. */
  revision: z.number().int().nonnegative(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type Annotation = z.infer<typeof annotationSchema>;

export const annotationParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  annotationId: z.uuid(),
});

/**
 * Body of `PUT /tutor/essays/:id/annotations/:annotationId`: creates the annotation or replaces
 * it (upsert), so every edit can be sent as it happens and resent safely. `revision` is a counter
 * the client raises with every edit of that annotation: a save carrying a lower revision than the
 * one stored (an old retry arriving late) changes nothing and returns what is stored.
 */
export const annotationInputSchema = z
  .object({
    category: annotationCategorySchema,
    comment: z.string().max(ANNOTATION_COMMENT_MAX_LENGTH),
    page_number: z.number().int().positive(),
    x: z.number().finite().nullable().optional(),
    y: z.number().finite().nullable().optional(),
    quads: z.array(annotationQuadSchema).min(1).max(ANNOTATION_MAX_QUADS).nullable().optional(),
    hidden: z.boolean().default(false),
    revision: z.number().int().nonnegative().default(0),
  })
  .superRefine((body, context) => {
    const pinned = typeof body.x === 'number' && typeof body.y === 'number';
    if (!body.quads && !pinned)
      context.addIssue({
        code: 'custom',
        path: ['quads'],
        message: 'a highlight needs quads, a pinned comment needs x and y',
      });
  });
export type AnnotationInput = z.input<typeof annotationInputSchema>;

export const annotationListSchema = z.array(annotationSchema);

export const XFDF_MAX_LENGTH = 2_000_000;

/**
 * The review's annotations as XFDF (the spec's xfdfString): what `GET .../xfdf` gives (hidden ones
 * left out, as in the PDF) and `PUT .../xfdf` takes back. An import holding an annotation Lantern
 * did not write is refused whole (422 `pdf_annotation_source_unknown`, "Unknown PDF annotation source").
 */
export const xfdfSchema = z.object({ xfdf: z.string().min(1, 'is required').max(XFDF_MAX_LENGTH) });
export type Xfdf = z.infer<typeof xfdfSchema>;

// ---------------------------------------------------------------------------------------------
// Summary comment and its AI versions

export const SUMMARY_COMMENT_MAX_LENGTH = 10000;

export const summaryCommentSchema = z.object({ summary_comment: z.string() });
export type SummaryComment = z.infer<typeof summaryCommentSchema>;

export const saveSummaryCommentSchema = z.object({
  summary_comment: z.string().max(SUMMARY_COMMENT_MAX_LENGTH),
});
export type SaveSummaryComment = z.infer<typeof saveSummaryCommentSchema>;

export const AI_SUMMARY_TYPES = ['generated', 'rephrased'] as const;
export type AiSummaryType = (typeof AI_SUMMARY_TYPES)[number];

/** The spec's "AI summary model record": one text the AI wrote, and the tutor's rating of it. */
export const aiSummarySchema = z.object({
  id,
  type: z.enum(AI_SUMMARY_TYPES),
  text: z.string(),
  /** 1 (useless) to 5 (very good); null until the tutor rates it. */
  rate: z.number().int().min(1).max(5).nullable(),
  created_at: unixSeconds,
});
export type AiSummary = z.infer<typeof aiSummarySchema>;

export const aiSummaryParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  summaryId: z.coerce.number().int().positive(),
});

/**
 * Body of the rephrase call: the summary as the tutor has it now. Refused (400, rule
 * `rephrase_not_allowed`) when blank or equal to one of the essay's earlier rephrasings
 * (shared/domain/essays/summary-rephrase.ts, the same rule the console applies first).
 */
export const rephraseSummarySchema = z.object({ text: z.string().max(SUMMARY_COMMENT_MAX_LENGTH) });
export type RephraseSummary = z.infer<typeof rephraseSummarySchema>;

export const rateAiSummarySchema = z.object({ rate: z.number().int().min(1).max(5) });
export type RateAiSummary = z.infer<typeof rateAiSummarySchema>;

// ---------------------------------------------------------------------------------------------
// AI suggestions

export const SUGGESTION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type SuggestionStatusValue = (typeof SUGGESTION_STATUSES)[number];

/** Why a tutor turned a suggestion down (the spec's reason types). */
export const SUGGESTION_REASON_TYPES = [
  'rejection',
  'deletion',
  'issue_detection',
  'comment_wording',
] as const;
export type SuggestionReasonType = (typeof SUGGESTION_REASON_TYPES)[number];

/**
 * An AI suggestion for a comment on a passage. `display_comment` is what the tutor sees and
 * may edit; `original_display_comment` what the AI wrote; `rephrases` earlier wordings.
 * Where it points: `quote` is the passage as the AI quoted it; `quads` its place on the page when
 * the server found it there, else (`x`, `y`) a point at the start of the page.
 */
export const suggestionSchema = z.object({
  id,
  status: z.enum(SUGGESTION_STATUSES),
  category: annotationCategorySchema,
  page_number: z.number().int().positive(),
  quote: z.string(),
  quads: z.array(annotationQuadSchema).nullable(),
  x: z.number().nullable(),
  y: z.number().nullable(),
  display_comment: z.string(),
  original_display_comment: z.string(),
  rephrases: z.array(z.string()),
  reason_type: z.enum(SUGGESTION_REASON_TYPES).nullable(),
  status_change_reason: z.string().nullable(),
  /** The annotation an accepted suggestion became. */
  annotation_id: z.uuid().nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/**
 * Where the AI suggestions of a review stand: `unavailable` when no AI provider is configured (the
 * panel says so; nothing blocks submission), `generating` while the AI works (ask again, or wait
 * for the `essays.suggestions.updated` event), `failed` when the provider did not answer.
 */
export const SUGGESTIONS_STATES = ['unavailable', 'generating', 'ready', 'failed'] as const;
export type SuggestionsState = (typeof SUGGESTIONS_STATES)[number];

/** The suggestions of a review, rejected ones left out. */
export const suggestionListSchema = z.object({
  essay_id: id,
  state: z.enum(SUGGESTIONS_STATES),
  suggestions: z.array(suggestionSchema),
});
export type SuggestionList = z.infer<typeof suggestionListSchema>;

export const suggestionParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  suggestionId: z.coerce.number().int().positive(),
});

/**
 * Accepting makes the suggestion an annotation with the client's id (so a retried accept does not
 * make two), its comment the suggestion's `display_comment` unless `comment` is given.
 */
export const acceptSuggestionSchema = z.object({
  annotation_id: z.uuid(),
  comment: z.string().max(ANNOTATION_COMMENT_MAX_LENGTH).optional(),
  category: annotationCategorySchema.optional(),
});
export type AcceptSuggestion = z.infer<typeof acceptSuggestionSchema>;

/** An accepted suggestion and the annotation it became. */
export const acceptedSuggestionSchema = z.object({
  suggestion: suggestionSchema,
  annotation: annotationSchema,
});
export type AcceptedSuggestion = z.infer<typeof acceptedSuggestionSchema>;

export const editSuggestionSchema = z.object({
  display_comment: z.string().trim().min(1, 'is required').max(ANNOTATION_COMMENT_MAX_LENGTH),
});
export type EditSuggestion = z.infer<typeof editSuggestionSchema>;

export const SUGGESTION_REASON_MAX_LENGTH = 1000;

export const rejectSuggestionSchema = z.object({
  reason_type: z.enum(SUGGESTION_REASON_TYPES),
  status_change_reason: z.string().trim().max(SUGGESTION_REASON_MAX_LENGTH).optional(),
});
export type RejectSuggestion = z.infer<typeof rejectSuggestionSchema>;

// ---------------------------------------------------------------------------------------------
// Plagiarism

/**
 * `checked` once the essay's text was compared with every earlier submission; `no_text` when the
 * PDF has no text layer to compare (a scan); `pending` until its conversion finishes.
 */
export const PLAGIARISM_STATES = ['pending', 'checked', 'no_text'] as const;

/** A passage of this essay also found in an earlier submission. Offsets are into `text` of the essay's extracted text. */
export const plagiarismPassageSchema = z.object({
  /** The passage as it reads in this essay. */
  text: z.string(),
  page_number: z.number().int().positive(),
  source_essay_id: id,
  /** The matching passage in the earlier essay. */
  source_text: z.string(),
  source_submitted_at: unixSeconds,
});
export type PlagiarismPassageView = z.infer<typeof plagiarismPassageSchema>;

/** The spec's plagiarismStatus: Lantern's own comparison (winnowing fingerprints). */
export const plagiarismStatusSchema = z.object({
  state: z.enum(PLAGIARISM_STATES),
  /** Share (0 to 1) of the essay's fingerprints found in earlier submissions. */
  score: z.number().min(0).max(1).nullable(),
  passages: z.array(plagiarismPassageSchema),
});
export type PlagiarismStatus = z.infer<typeof plagiarismStatusSchema>;

// ---------------------------------------------------------------------------------------------
// Tutor settings

export const DEFAULT_ZOOM_LEVEL = 1.5;
export const ZOOM_LEVEL_MIN = 0.5;
export const ZOOM_LEVEL_MAX = 4;

export const tutorReviewSettingsSchema = z.object({
  zoom_preferred_level: z.number().min(ZOOM_LEVEL_MIN).max(ZOOM_LEVEL_MAX),
  summary_ai_hint_hidden: z.boolean(),
});
export type TutorReviewSettings = z.infer<typeof tutorReviewSettingsSchema>;

/** Either or both. */
export const updateTutorReviewSettingsSchema = tutorReviewSettingsSchema
  .partial()
  .refine((body) => Object.keys(body).length > 0, {
    message: 'change zoom_preferred_level or summary_ai_hint_hidden',
  });
export type UpdateTutorReviewSettings = z.infer<typeof updateTutorReviewSettingsSchema>;

// ---------------------------------------------------------------------------------------------
// The essay under review

/**
 * What the review timer needs: time spent = `now` − `picked_up_at` − the three away totals
 * (shared/domain/essays/review-time.ts), recomputed each second from the client's clock shifted
 * by (`now` − the client's time when this arrived). While `away_since` is set the tutor is on a
 * break or away and the timer stands still at its value at that moment.
 */
export const reviewTimerSchema = z.object({
  picked_up_at: unixSeconds,
  now: unixSeconds,
  bio_break_seconds: z.number().int().nonnegative(),
  absent_seconds: z.number().int().nonnegative(),
  break_seconds: z.number().int().nonnegative(),
  away_since: unixSeconds.nullable(),
});
export type ReviewTimer = z.infer<typeof reviewTimerSchema>;

/** `GET /tutor/essays/:id/review`: everything the editor restores when it opens. */
export const essayReviewSchema = z.object({
  essay: tutorEssaySchema,
  /** The PDF to review; fetch it with the bearer token (`GET /tutor/essays/:id/file`). */
  pdf_url: z.string(),
  timer: reviewTimerSchema,
  annotations: annotationListSchema,
  /** The saved summary; null when the tutor has not written one. */
  summary_comment: z.string().nullable(),
  /** The AI's summary suggestion, the spec's generalSuggestion; null when there is none. */
  general_suggestion: aiSummarySchema.nullable(),
  /** Rephrasings asked for so far, oldest first (the rephrase cycle's 1..n). */
  summary_rephrase_comments: z.array(aiSummarySchema),
  suggestions: suggestionListSchema,
  plagiarism: plagiarismStatusSchema,
  settings: tutorReviewSettingsSchema,
  /** Whether the editor offers the AI (drafting, rephrasing), for the essay's student's school. */
  ai: aiStatusSchema,
});
export type EssayReview = z.infer<typeof essayReviewSchema>;

// ---------------------------------------------------------------------------------------------
// Submission

/**
 * Body of `POST /tutor/essays/:id/submit`. `tutor_comment` is the summary comment (saved first,
 * when given); the file is written by the server from the saved annotations.
 */
export const submitReviewSchema = z.object({
  plagiarism_free: z.boolean(),
  tutor_comment: z.string().max(SUMMARY_COMMENT_MAX_LENGTH).optional(),
});
export type SubmitReview = z.infer<typeof submitReviewSchema>;

/** Why a review cannot be submitted yet, one entry per rule (each maps to an i18n key). */
export const REVIEW_SUBMIT_ERRORS = ['empty_comments', 'unprocessed_suggestions', 'empty_summary'] as const;
export type ReviewSubmitError = (typeof REVIEW_SUBMIT_ERRORS)[number];

/**
 * `details` of the 422 `essay_review_incomplete` refusal: the spec's submitErrors, with the ids to
 * point at. `show_suggestions_panel` is true when a suggestion still waits for a decision.
 */
export const reviewSubmitErrorsSchema = z.object({
  errors: z.array(z.enum(REVIEW_SUBMIT_ERRORS)),
  empty_comment_ids: z.array(z.uuid()),
  unprocessed_suggestion_ids: z.array(id),
  summary_empty: z.boolean(),
  show_suggestions_panel: z.boolean(),
});
export type ReviewSubmitErrors = z.infer<typeof reviewSubmitErrorsSchema>;

// ---------------------------------------------------------------------------------------------
// The student's reviewed essay

/** A comment as the student sees it: hidden ones are never sent. */
export const reviewedAnnotationSchema = annotationSchema.pick({
  id: true,
  category: true,
  comment: true,
  page_number: true,
  x: true,
  y: true,
  quads: true,
  created_at: true,
});
export type ReviewedAnnotation = z.infer<typeof reviewedAnnotationSchema>;

/** `GET /essays/:id/review`: a reviewed (or downloaded) essay with its comments beside the pages. */
export const reviewedEssaySchema = z.object({
  essay: essayViewSchema,
  summary_comment: z.string(),
  annotations: z.array(reviewedAnnotationSchema),
  /** The essay's PDF without annotations, to draw the comments over (`GET /essays/:id/pdf`). */
  pdf_url: z.string(),
  /** The annotated PDF; the first download marks the essay downloaded (`GET /essays/:id/download`). */
  download_url: z.string(),
});
export type ReviewedEssay = z.infer<typeof reviewedEssaySchema>;

// ---------------------------------------------------------------------------------------------
// Content library (the tutor's reusable comments)

export const CONTENT_LIBRARY_TEXT_MAX_LENGTH = ANNOTATION_COMMENT_MAX_LENGTH;

export const contentLibraryItemSchema = z.object({
  id,
  category: annotationCategorySchema,
  text: z.string(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type ContentLibraryItem = z.infer<typeof contentLibraryItemSchema>;

/** The tutor's comments, by category then oldest first. */
export const contentLibrarySchema = z.array(contentLibraryItemSchema);

export const contentLibraryQuerySchema = z.object({
  category: z.coerce.number().pipe(annotationCategorySchema).optional(),
});
export type ContentLibraryQuery = z.infer<typeof contentLibraryQuerySchema>;

export const createContentLibraryItemSchema = z.object({
  category: annotationCategorySchema,
  text: z.string().trim().min(1, 'is required').max(CONTENT_LIBRARY_TEXT_MAX_LENGTH),
});
export type CreateContentLibraryItem = z.infer<typeof createContentLibraryItemSchema>;

export const updateContentLibraryItemSchema = createContentLibraryItemSchema
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'change category or text' });
export type UpdateContentLibraryItem = z.infer<typeof updateContentLibraryItemSchema>;

export const contentLibraryParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const deletedSchema = z.object({ ok: z.literal(true) });

// ---------------------------------------------------------------------------------------------
// Live events

/** To the tutor holding the essay: the AI suggestions finished generating (or failed). */
export const suggestionsUpdatedSchema = suggestionListSchema.extend({ at: unixSeconds });
export type SuggestionsUpdated = z.infer<typeof suggestionsUpdatedSchema>;

/** To the student: the navbar's review-center count changed (an essay was reviewed or downloaded). */
export const navbarNotificationsUpdatedSchema = z.object({
  reviewed_essays: z.number().int().nonnegative(),
  at: unixSeconds,
});
