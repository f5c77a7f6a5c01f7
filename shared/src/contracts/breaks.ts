import { z } from 'zod';
import { breakRequestSchema } from './schedules.js';

/** Instants are unix seconds, as everywhere in the API. */
const unixSeconds = z.number().int();

export const tutorSummarySchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
});
export type TutorSummary = z.infer<typeof tutorSummarySchema>;

/** The shift a break request belongs to, as the breaks center lists it beside the request. */
export const breakRequestShiftSchema = z.object({
  id: z.number().int(),
  start_time: unixSeconds,
  end_time: unixSeconds,
  state_id: z.number().int(),
});

/** A rest or meal break request for the breaks center (the spec's break request: id, times, user, original schedule). */
export const breakRequestItemSchema = breakRequestSchema.extend({
  kind: z.enum(['rest', 'meal']),
  requested_at: unixSeconds,
  user: tutorSummarySchema,
  shift: breakRequestShiftSchema,
});
export type BreakRequestItem = z.infer<typeof breakRequestItemSchema>;

/** Filters of the breaks center's meal and rest tabs; without a status, the pending ones. */
export const breakRequestsQuerySchema = z.object({
  kind: z.enum(['rest', 'meal']).optional(),
  status: z.enum(['pending', 'approved', 'rejected', 'cancelled']).default('pending'),
});
export type BreakRequestsQuery = z.infer<typeof breakRequestsQuerySchema>;

export const breakRequestsSchema = z.object({
  data: z.array(breakRequestItemSchema),
  server_time: unixSeconds,
});
export type BreakRequests = z.infer<typeof breakRequestsSchema>;

export const breakRequestIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** One manager's decision on a rest or meal break, for the breaks center's record. */
export const breakDecisionRecordSchema = z.object({
  break_id: z.number().int(),
  kind: z.enum(['rest', 'meal']),
  decision: z.enum(['approved', 'rejected']),
  decided_by: tutorSummarySchema.nullable(),
  decided_at: unixSeconds,
  user: tutorSummarySchema,
  start_time: unixSeconds,
  end_time: unixSeconds.nullable(),
  /** When and by whom the decision was taken back; null while it stands. */
  undone: z.object({ by: tutorSummarySchema.nullable(), at: unixSeconds }).nullable(),
  /** The standing decision of a break not yet begun: the undo route would accept it now. */
  can_undo: z.boolean(),
});
export type BreakDecisionRecord = z.infer<typeof breakDecisionRecordSchema>;

export const breakDecisionsQuerySchema = z.object({ kind: z.enum(['rest', 'meal']).optional() });
export type BreakDecisionsQuery = z.infer<typeof breakDecisionsQuerySchema>;

/** The decisions on breaks in the breaks center's window, newest first. */
export const breakDecisionsSchema = z.object({
  data: z.array(breakDecisionRecordSchema),
  server_time: unixSeconds,
});
export type BreakDecisions = z.infer<typeof breakDecisionsSchema>;

export const BREAK_DECISIONS = ['approve', 'reject'] as const;
export type BreakDecision = (typeof BREAK_DECISIONS)[number];

/** A tutor on a bio break right now, for the breaks center's bio tab. */
export const bioBreakRowSchema = z.object({
  shift_id: z.number().int(),
  user: tutorSummarySchema,
  /** 4 late, 5 on hold for new activity, 6 active. */
  state_id: z.number().int(),
  /** When the bio break began; null if the trail has no running bio break for the state. */
  started_at: unixSeconds.nullable(),
});
export type BioBreakRow = z.infer<typeof bioBreakRowSchema>;

export const bioBreaksSchema = z.object({
  data: z.array(bioBreakRowSchema),
  server_time: unixSeconds,
});
export type BioBreaks = z.infer<typeof bioBreaksSchema>;

/** `state_id=4,5,6`: the states whose shifts to list; absent lists every current shift. */
export const shiftSummaryQuerySchema = z.object({
  state_id: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'must be state ids separated by commas')
    .transform((value) => value.split(',').map(Number))
    .optional(),
});
export type ShiftSummaryQuery = z.infer<typeof shiftSummaryQuerySchema>;

export const shiftSummaryRowSchema = z.object({
  shift_id: z.number().int(),
  user: tutorSummarySchema,
  start_time: unixSeconds,
  end_time: unixSeconds,
  state_id: z.number().int(),
  modifier_id: z.number().int().nullable(),
  punch_in: unixSeconds.nullable(),
  /** The segment the tutor is in (or about to be in), by type name; null once the last has ended. */
  segment_type: z.string().nullable(),
});
export type ShiftSummaryRow = z.infer<typeof shiftSummaryRowSchema>;

/** The current shifts: counts for every state (whatever the filter) and the rows the filter keeps. */
export const shiftSummarySchema = z.object({
  counts: z.array(z.object({ state_id: z.number().int(), count: z.number().int() })),
  total: z.number().int(),
  data: z.array(shiftSummaryRowSchema),
  server_time: unixSeconds,
});
export type ShiftSummary = z.infer<typeof shiftSummarySchema>;
