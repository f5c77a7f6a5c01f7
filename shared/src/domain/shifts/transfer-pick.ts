import { SEGMENT_TYPE_IDS, TRANSFER_REQUEST_STATE_IDS } from './shift-constants.js';
import { TRANSFER_REJECTED_REASON } from './shift-transfers.js';

export interface TransferOffer {
  state_id: number;
  offered_by: number;
  type_id: number;
  start_time: number;
  end_time: number;
}

export interface TransferCandidateFacts {
  user_id: number;
  /** The candidate's own shifts around the segment's time. */
  shifts: readonly { start_time: number; end_time: number }[];
  essay_reviewer: boolean;
}

/** Why a tutor cannot take an offered segment, as the status the spec's outcomes are read from. */
export type TransferPickRefusal =
  | { status: 404; message: string }
  | { status: 409; message: string }
  | { status: 400; reason: typeof TRANSFER_REJECTED_REASON; message: string };

const overlaps = (a: { start_time: number; end_time: number }, b: { start_time: number; end_time: number }) =>
  a.start_time < b.end_time && b.start_time < a.end_time;

/**
 * Whether the candidate may take the offer at `now`; null when they may. The latest offer of the
 * segment is passed: none or a cancelled one is not found, a completed one was picked by someone
 * else, and an offer whose segment has started has expired (not found). The candidate is rejected
 * (sch-033) when it is their own offer, they already work at that time, or the segment is essay
 * review and they do not review essays.
 */
export function transferPickRefusal(
  offer: TransferOffer | null,
  candidate: TransferCandidateFacts,
  now: number,
): TransferPickRefusal | null {
  if (!offer || offer.state_id === TRANSFER_REQUEST_STATE_IDS.CANCELLED)
    return { status: 404, message: 'This shift transfer does not exist.' };
  if (offer.state_id === TRANSFER_REQUEST_STATE_IDS.COMPLETED)
    return { status: 409, message: 'This shift transfer has already been picked.' };
  if (now >= offer.start_time) return { status: 404, message: 'This shift transfer has expired.' };
  const rejected = (message: string): TransferPickRefusal => ({
    status: 400,
    reason: TRANSFER_REJECTED_REASON,
    message,
  });
  if (candidate.user_id === offer.offered_by) return rejected('You cannot pick your own shift transfer.');
  if (candidate.shifts.some((shift) => overlaps(shift, offer)))
    return rejected('You already have a shift at that time.');
  if (offer.type_id === SEGMENT_TYPE_IDS.ESSAY_REVIEW && !candidate.essay_reviewer)
    return rejected('This segment needs an essay reviewer.');
  return null;
}
