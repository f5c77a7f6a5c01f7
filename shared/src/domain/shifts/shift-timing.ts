import {
  FORCED_OUT_AFTER_END_SECONDS,
  INITIAL_SHIFT_STATE_ID,
  LOCKOUT_AFTER_START_SECONDS,
  SHIFT_ENDING_WARNING_SECONDS,
  SHIFT_STATE_IDS,
} from './shift-constants.js';

export interface ShiftTiming {
  start_time: number;
  end_time: number;
  state_id: number;
}

/** Upcoming means the shift is still in its initial state: the tutor has not punched in. */
export function isShiftUpcoming(shift: ShiftTiming): boolean {
  return shift.state_id === INITIAL_SHIFT_STATE_ID;
}

/** From 15 minutes before the end until the end. */
export function isShiftEnding(shift: ShiftTiming, now: number): boolean {
  return now >= shift.end_time - SHIFT_ENDING_WARNING_SECONDS && now < shift.end_time;
}

export function isShiftLate(shift: ShiftTiming, now: number): boolean {
  return isShiftUpcoming(shift) && now > shift.start_time;
}

/** More than 15 minutes late, or already marked MIA: only a platform manager can let the tutor in now. */
export function isLockedOut(shift: ShiftTiming, now: number): boolean {
  if (shift.state_id === SHIFT_STATE_IDS.MIA) return true;
  return isShiftUpcoming(shift) && now > shift.start_time + LOCKOUT_AFTER_START_SECONDS;
}

export function isForcedOut(shift: ShiftTiming, now: number): boolean {
  return now >= shift.end_time + FORCED_OUT_AFTER_END_SECONDS;
}

/** Whole minutes late, any started minute counting, as the "N min late" tooltip counts them. */
export function minutesLate(startTime: number, punchIn: number): number {
  return punchIn > startTime ? Math.ceil((punchIn - startTime) / 60) : 0;
}
