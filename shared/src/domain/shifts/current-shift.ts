import { SHIFT_STATE_IDS } from './shift-constants.js';
import { isPunchedInState } from './shift-states.js';

interface ShiftLike {
  end_time: number;
  state_id: number;
}

/**
 * The shift the punch clock shows, from the tutor's shifts soonest first: one not over yet, or still
 * punched in past its end (so the tutor can punch out of it). A shift already punched out of stays
 * current until its end only when no later one follows; otherwise the next shift takes its place.
 */
export function pickCurrentShift<T extends ShiftLike>(soonestFirst: readonly T[], now: number): T | null {
  const open = soonestFirst.filter((shift) => shift.end_time > now || isPunchedInState(shift.state_id));
  return open.find((shift) => shift.state_id !== SHIFT_STATE_IDS.PUNCH_HIDDEN) ?? open[0] ?? null;
}
