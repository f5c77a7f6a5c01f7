import { z } from 'zod';

const count = z.number().int().nonnegative();
const unixSeconds = z.number().int();

/**
 * The spec's service summary, for platform managers. Counts of what happened ("new", "reviewed",
 * "missed", "total sessions") cover the window since `since` (the last 24 hours: the service runs
 * around the clock across time zones); the others are the state now.
 */
export const serviceSummarySchema = z.object({
  /** Not reviewed and past the 24-hour turnaround. */
  current_late_essays: count,
  /** Not reviewed, due within the critical threshold. */
  critical_essays: count,
  /** Not reviewed, due within the at-risk threshold (and not critical). */
  at_risk_essays: count,
  /** Waiting for a tutor (converted, not picked up). */
  queued_essays: count,
  /** Submitted in the window. */
  new_essays: count,
  /** Picked up by a tutor, not yet handed back. */
  in_progress_essays: count,
  /** Handed back in the window. */
  reviewed_essays: count,
  /** Of those, handed back after their due time. */
  reviewed_late_essays: count,
  /** Students who left the waiting room before a tutor joined, in the window. */
  missed_students: count,
  missed_session_ids: z.array(z.number().int()),
  /** Sessions waiting for a tutor or in chat now. */
  ongoing_sessions: count,
  /** Sessions asked for in the window. */
  total_sessions: count,
  /** When the last essay in the queue should be handed back; null with an empty queue. */
  latest_essay_review_eta: unixSeconds.nullable(),
  /** The lines the risk classes are drawn at, for the screen to show. */
  thresholds: z.object({
    turnaround_hours: z.number().int().positive(),
    critical_seconds_left: z.number().int().positive(),
    at_risk_seconds_left: z.number().int().positive(),
  }),
  since: unixSeconds,
  at: unixSeconds,
});
export type ServiceSummary = z.infer<typeof serviceSummarySchema>;

export const ESSAY_RISKS = ['late', 'critical', 'at_risk', 'on_track'] as const;

const person = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });

/** One essay of the queue as managers see it: when it is due, how worried to be, who holds it. */
export const queueEssaySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  student: person,
  language_id: z.number().int(),
  /** The spec's status: 0 pending, 1 assigned. */
  status: z.number().int(),
  created_at: unixSeconds,
  due_at: unixSeconds,
  risk: z.enum(ESSAY_RISKS),
  /** The tutor reviewing it (assigned), or holding it for a few minutes (reserved). */
  tutor: person.nullable(),
  reserved_by: person.nullable(),
  reserved_until: unixSeconds.nullable(),
  picked_up_at: unixSeconds.nullable(),
  /** When a manager moved it to the front of the queue (`essay-queue-order`); null: its place by due time. */
  prioritised_at: unixSeconds.nullable(),
  /** Its files are made into the PDF a tutor reviews: only then does it reach a tutor. */
  ready: z.boolean(),
});
export type QueueEssay = z.infer<typeof queueEssaySchema>;

export const ESSAY_QUEUE_PAGE_SIZE = 100;

/** Open essays in queue order, a page at a time from `cursor` (opaque; from the last page). */
export const essayQueueQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d*\.\d+\.\d+$/, 'must be a cursor from an earlier page')
    .optional(),
  limit: z.coerce.number().int().min(1).max(ESSAY_QUEUE_PAGE_SIZE).default(ESSAY_QUEUE_PAGE_SIZE),
});
export type EssayQueueQuery = z.infer<typeof essayQueueQuerySchema>;

export const essayQueuePageSchema = z.object({
  data: z.array(queueEssaySchema),
  /** The next page's cursor; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type EssayQueuePage = z.infer<typeof essayQueuePageSchema>;

/** The spec's superuser essay statistics, over the essays not yet handed back. */
export const essayStatisticsSchema = z.object({
  /** Essays waiting or in review. */
  total: count,
  /** At risk (and not yet critical). */
  risk: count,
  in_progress: count,
  /** Critical or already late. */
  critical: count,
  /** Submitted in the last 24 hours. */
  new: count,
});
export type EssayStatistics = z.infer<typeof essayStatisticsSchema>;

/**
 * A manager frees an essay a tutor holds (reserved or in review): it goes back to the queue, the
 * tutor's comments and summary staying with it. `from_tutor_id` is the holder the manager saw; if
 * someone else has it now, nothing changes (409 `essay_holder_changed`).
 */
export const releaseEssaySchema = z.object({ from_tutor_id: z.number().int().positive() });
export type ReleaseEssay = z.infer<typeof releaseEssaySchema>;

/**
 * A manager gives an essay to a tutor, who has it in review at once. `from_tutor_id`: the holder the
 * manager saw, null when it was waiting.
 */
export const reassignEssaySchema = z.object({
  tutor_id: z.number().int().positive(),
  from_tutor_id: z.number().int().positive().nullable(),
});
export type ReassignEssay = z.infer<typeof reassignEssaySchema>;

/** A tutor who may be given the essay: an active essay reviewer of its language. */
export const eligibleTutorSchema = person.extend({
  /** Punched in and in a writing-review segment now: they can start at once. */
  reviewing_now: z.boolean(),
  /** Essays in review by them now. */
  open_reviews: count,
});
export type EligibleTutor = z.infer<typeof eligibleTutorSchema>;
export const eligibleTutorListSchema = z.array(eligibleTutorSchema);
