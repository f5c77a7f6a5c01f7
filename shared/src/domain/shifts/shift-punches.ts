import { canStartBioBreak, canReturnToSegment } from './break-eligibility.js';
import { eligibleShiftActions, punchInWindow, type ShiftSnapshot } from './eligible-actions.js';
import {
  FORCED_OUT_AFTER_END_SECONDS,
  SHIFT_ENDING_WARNING_SECONDS,
  SHIFT_STATE_IDS,
} from './shift-constants.js';
import { BREAK_FAILURE_TEXTS, PUNCH_OUT_FAILURE_TEXT, refuse, refusePunchIn } from './shift-refusals.js';
import { isPunchedInState } from './shift-states.js';
import { isLockedOut, minutesLate } from './shift-timing.js';
import { accept } from './shift-accept.js';
import type { ShiftContext, ShiftTransition } from './shift-transition.js';

export function punchIn(shift: ShiftSnapshot, context: ShiftContext, now: number): ShiftTransition {
  if (shift.state_id !== SHIFT_STATE_IDS.UPCOMING && shift.state_id !== SHIFT_STATE_IDS.MIA) {
    return refusePunchIn('action_not_eligible');
  }
  if (context.isTutorManagerShift || !context.segmentTypeMayPunchIn) return refusePunchIn('not_punchable');
  if (now >= shift.end_time) return refusePunchIn('shift_over');
  if (isLockedOut(shift, now)) return refusePunchIn('punch_in_locked_out');
  if (now < punchInWindow(shift).min_start_time) return refusePunchIn('punch_window_not_open');
  return accept(SHIFT_STATE_IDS.IN_PROGRESS, {
    event: 'punched_in',
    at: now,
    minutes_late: minutesLate(shift.start_time, now),
  });
}

/** Punch out from the 15-minute ending window until the tutor would be forced out. */
export function punchOut(shift: ShiftSnapshot, now: number): ShiftTransition {
  if (!isPunchedInState(shift.state_id)) return refuse('action_not_eligible', PUNCH_OUT_FAILURE_TEXT);
  if (now < shift.end_time - SHIFT_ENDING_WARNING_SECONDS) {
    return refuse('punch_out_too_early', PUNCH_OUT_FAILURE_TEXT);
  }
  if (now >= shift.end_time + FORCED_OUT_AFTER_END_SECONDS)
    return refuse('shift_over', PUNCH_OUT_FAILURE_TEXT);
  return accept(SHIFT_STATE_IDS.PUNCH_HIDDEN, { event: 'punched_out', at: now, forced: false });
}

/** With sessions still open the tutor is held from new ones first; the break proper starts when they close. */
export function startBioBreak(shift: ShiftSnapshot, context: ShiftContext, now: number): ShiftTransition {
  if (!canStartBioBreak(eligibleShiftActions(shift, now), now)) {
    return refuse('action_not_eligible', BREAK_FAILURE_TEXTS.bio);
  }
  const state =
    context.openSessionCount > 0
      ? SHIFT_STATE_IDS.ON_HOLD_FOR_NEW_ACTIVITY
      : SHIFT_STATE_IDS.BIO_BREAK_ACTIVE;
  return accept(state, {
    event: 'bio_break_started',
    at: now,
    break: { kind: 'bio', status: 'approved', start_time: now, end_time: null },
  });
}

export function bioBreakActivityCleared(shift: ShiftSnapshot, now: number): ShiftTransition {
  if (shift.state_id !== SHIFT_STATE_IDS.ON_HOLD_FOR_NEW_ACTIVITY) {
    return refuse('action_not_eligible', BREAK_FAILURE_TEXTS.bio);
  }
  return accept(SHIFT_STATE_IDS.BIO_BREAK_ACTIVE, { event: 'bio_break_activity_cleared', at: now });
}

export function returnToSegment(shift: ShiftSnapshot, now: number): ShiftTransition {
  if (!canReturnToSegment(eligibleShiftActions(shift, now))) {
    return refuse('action_not_eligible', BREAK_FAILURE_TEXTS.return);
  }
  return accept(SHIFT_STATE_IDS.IN_PROGRESS, { event: 'returned_to_segment', at: now });
}
