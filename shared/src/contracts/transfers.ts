import { z } from 'zod';
import { segmentTypeSchema } from './schedules.js';

/** Instants are unix seconds, as everywhere in the API. */
const unixSeconds = z.number().int();

/** The spec's transfer request (id, state_id, segment_id: 1 pending, 2 completed, 3 cancelled) with its segment's times. */
export const transferRequestSchema = z.object({
  id: z.number().int(),
  state_id: z.number().int(),
  segment_id: z.number().int(),
  type: segmentTypeSchema,
  start_time: unixSeconds,
  end_time: unixSeconds,
  requested_by: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }),
  /** Who took it; null until it is completed. */
  transfered_to_user_id: z.number().int().nullable(),
});
export type TransferRequestView = z.infer<typeof transferRequestSchema>;

export const transferOffersSchema = z.object({
  data: z.array(transferRequestSchema),
  server_time: unixSeconds,
});
export type TransferOffers = z.infer<typeof transferOffersSchema>;

export const segmentIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const transferIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The spec's other way to cancel: POST transfers/{id} with action cancel. */
export const transferActionSchema = z.object({ action: z.literal('cancel') });
export type TransferAction = z.infer<typeof transferActionSchema>;

/** Candidate lookup: the signed-in tutor asks whether they can take the segment offered. */
export const transferCandidateRequestSchema = z.object({ shift_segment_id: z.number().int().positive() });
export type TransferCandidateRequest = z.infer<typeof transferCandidateRequestSchema>;
export const transferCandidateSchema = z.object({ start_time: unixSeconds, end_time: unixSeconds });
export type TransferCandidate = z.infer<typeof transferCandidateSchema>;

/** The spec's shift transfer: the segment (schedule) moved and who moved it to whom. */
export const shiftTransferSchema = z.object({
  id: z.number().int(),
  schedule_id: z.number().int(),
  transfered_to_user_id: z.number().int(),
  transfered_by_user_id: z.number().int(),
});
export type ShiftTransferView = z.infer<typeof shiftTransferSchema>;

/** Validate-transfer: the segment is now the caller's, in a shift of its own. */
export const validateTransferSchema = z.object({
  shift: z.object({ id: z.number().int(), start_time: unixSeconds, end_time: unixSeconds }),
  transfer: shiftTransferSchema,
});
export type ValidateTransfer = z.infer<typeof validateTransferSchema>;

/** The `details.reason` of a candidate refused because the caller cannot take the segment (spec: sch-033). */
export const transferRefusalDetailsSchema = z.object({ reason: z.string() });

export const TRANSFER_EVENT_CAUSES = ['offered', 'cancelled', 'picked'] as const;
