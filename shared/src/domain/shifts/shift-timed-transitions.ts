import type { ShiftSnapshot } from './eligible-actions.js';
import { accept } from './shift-accept.js';
import { FORCED_OUT_AFTER_END_SECONDS, SHIFT_STATE_IDS } from './shift-constants.js';
import { refuse, TIMED_TRANSITION_TEXT } from './shift-refusals.js';
import { isPunchedInState } from './shift-states.js';
import { isLockedOut } from './shift-timing.js';
import type { ShiftTransition } from './shift-transition.js';

// Timed transitions run as jobs: a job that runs early is refused as not due (it can be retried),
// one whose moment has passed without effect (the shift moved on) as not eligible (it is dropped).
const notDue = () => refuse('not_due', TIMED_TRANSITION_TEXT);
const notEligible = () => refuse('action_not_eligible', TIMED_TRANSITION_TEXT);

/** An approved rest or meal break begins: the tutor leaves the work segment. */
export function breakBegins(shift: ShiftSnapshot, breakId: number | string, now: number): ShiftTransition {
  const target = shift.breaks.find((b) => b.id === breakId);
  if (!target || target.kind === 'bio') return refuse('break_not_found', TIMED_TRANSITION_TEXT);
  if (target.status !== 'approved' || target.started_at != null) return notEligible();
  if (now < target.start_time) return notDue();
  if (shift.state_id !== SHIFT_STATE_IDS.IN_PROGRESS) return notEligible();
  return accept(SHIFT_STATE_IDS.IN_TRANSITION, { event: 'break_started', at: now, break_id: breakId });
}

/** The break is over; the tutor stays off the segment until returning to it. */
export function breakEnds(shift: ShiftSnapshot, breakId: number | string, now: number): ShiftTransition {
  const target = shift.breaks.find((b) => b.id === breakId);
  if (!target || target.kind === 'bio' || target.end_time == null) {
    return refuse('break_not_found', TIMED_TRANSITION_TEXT);
  }
  if (target.started_at == null || target.ended_at != null) return notEligible();
  if (now < target.end_time) return notDue();
  return accept(SHIFT_STATE_IDS.IN_TRANSITION, { event: 'break_ended', at: now, break_id: breakId });
}

/** Missing in action: still not punched in once locked out. */
export function markMia(shift: ShiftSnapshot, now: number): ShiftTransition {
  if (shift.state_id !== SHIFT_STATE_IDS.UPCOMING) return notEligible();
  if (!isLockedOut(shift, now)) return notDue();
  return accept(SHIFT_STATE_IDS.MIA, { event: 'marked_mia', at: now });
}

/** A tutor still punched in 15 minutes after the end is punched out by the system, at that moment. */
export function forceOut(shift: ShiftSnapshot, now: number): ShiftTransition {
  if (!isPunchedInState(shift.state_id)) return notEligible();
  if (now < shift.end_time + FORCED_OUT_AFTER_END_SECONDS) return notDue();
  return accept(SHIFT_STATE_IDS.PUNCH_HIDDEN, { event: 'punched_out', at: now, forced: true });
}
