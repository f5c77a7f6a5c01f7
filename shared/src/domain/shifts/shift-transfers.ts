import { segmentTypeMayPunchIn } from './punch-button.js';
import { TRANSFER_REQUEST_STATE_IDS } from './shift-constants.js';

/** The `shift-transfer` query values /tutor is sent back with. */
export const SHIFT_TRANSFER_OUTCOMES = ['success', 'not-found', 'rejected', 'picked', 'unexpected'] as const;
export type ShiftTransferOutcome = (typeof SHIFT_TRANSFER_OUTCOMES)[number];

/** The schedule service's reason for refusing a candidate: the candidate cannot take the segment. */
export const TRANSFER_REJECTED_REASON = 'sch-033';

const isSuccess = (status: number) => status >= 200 && status < 300;

/** Candidate lookup: 404 not found, 400 with sch-033 rejected, any other failure unexpected. */
export function transferCandidateOutcome(status: number, reason?: string | null): ShiftTransferOutcome {
  if (isSuccess(status)) return 'success';
  if (status === 404) return 'not-found';
  if (status === 400 && reason === TRANSFER_REJECTED_REASON) return 'rejected';
  return 'unexpected';
}

/** Validate (taking an offered segment): 404 not found, 409 already picked by someone else. */
export function transferValidateOutcome(status: number): ShiftTransferOutcome {
  if (isSuccess(status)) return 'success';
  if (status === 404) return 'not-found';
  if (status === 409) return 'picked';
  return 'unexpected';
}

export function shiftTransferResultPath(outcome: ShiftTransferOutcome): string {
  return `/tutor?shift-transfer=${outcome}`;
}

export function parseShiftTransferOutcome(value: string | null | undefined): ShiftTransferOutcome | null {
  return (SHIFT_TRANSFER_OUTCOMES as readonly string[]).includes(value ?? '')
    ? (value as ShiftTransferOutcome)
    : null;
}

/** Only a pending transfer request can be cancelled; completed and cancelled ones are history. */
export function canCancelTransferRequest(stateId: number): boolean {
  return stateId === TRANSFER_REQUEST_STATE_IDS.PENDING;
}

export interface TransferableSegment {
  start_time: number;
  type_id: number;
  transfer_pending: boolean;
}

/**
 * A segment can be offered to other tutors until it starts, once at a time; break segments
 * are not work anyone else could take.
 */
export function canOfferSegment(segment: TransferableSegment, now: number): boolean {
  return now < segment.start_time && !segment.transfer_pending && segmentTypeMayPunchIn(segment.type_id);
}
