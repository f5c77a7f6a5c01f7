import { ErrorCode, type ErrorCodeValue } from '@lantern/shared/contracts/errors';
import type { ShiftStateAction } from '@lantern/shared/contracts/schedules';
import type { ShiftRefusal } from '@lantern/shared/domain/shifts/shift-refusals';
import { AppError } from '../../platform/http/app-error.js';

const CODE_BY_ACTION: Readonly<Record<ShiftStateAction, ErrorCodeValue>> = {
  punch_in: ErrorCode.shiftPunchInNotEligible,
  punch_out: ErrorCode.shiftPunchOutNotEligible,
  start_bio_break: ErrorCode.shiftBreakNotEligible,
  schedule_rest_break: ErrorCode.shiftBreakNotEligible,
  request_meal_break: ErrorCode.shiftBreakNotEligible,
  return_to_segment: ErrorCode.shiftReturnNotEligible,
  cancel_break: ErrorCode.shiftBreakNotCancellable,
};

/**
 * A refused action is a 409: the request is well formed but the shift is not in a state that
 * allows it. The message is the text the tutor sees; the state machine's reason rides in details.
 */
export function shiftRefusalError(action: ShiftStateAction, refusal: ShiftRefusal): AppError {
  const code = refusal.code === 'punch_in_locked_out' ? ErrorCode.shiftLockedOut : CODE_BY_ACTION[action];
  return new AppError(409, code, refusal.message, { reason: refusal.code });
}
