import type { ShiftSnapshot } from './eligible-actions.js';
import { cancelBreak, planBreak } from './shift-break-actions.js';
import {
  bioBreakActivityCleared,
  punchIn,
  punchOut,
  returnToSegment,
  startBioBreak,
} from './shift-punches.js';
import { breakBegins, breakEnds, forceOut, markMia } from './shift-timed-transitions.js';
import type { ShiftContext, ShiftStateAction, ShiftTransition } from './shift-transition.js';

/**
 * The shift state machine the server runs every punch, break and timed change through: the
 * new state and what to record, or a refusal with the code and the text the tutor sees.
 */
export function nextShiftState(
  current: ShiftSnapshot,
  action: ShiftStateAction,
  context: ShiftContext,
  now: number,
): ShiftTransition {
  switch (action.type) {
    case 'punch_in':
      return punchIn(current, context, now);
    case 'punch_out':
      return punchOut(current, now);
    case 'start_bio_break':
      return startBioBreak(current, context, now);
    case 'bio_break_activity_cleared':
      return bioBreakActivityCleared(current, now);
    case 'return_to_segment':
      return returnToSegment(current, now);
    case 'schedule_rest_break':
      return planBreak('rest', current, action.start_time, now);
    case 'request_meal_break':
      return planBreak('meal', current, action.start_time, now);
    case 'cancel_break':
      return cancelBreak(current, action.break_id, now);
    case 'break_begins':
      return breakBegins(current, action.break_id, now);
    case 'break_ends':
      return breakEnds(current, action.break_id, now);
    case 'mark_mia':
      return markMia(current, now);
    case 'force_out':
      return forceOut(current, now);
  }
}
