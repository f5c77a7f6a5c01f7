import {
  FORCED_OUT_AFTER_END_SECONDS,
  INITIAL_SHIFT_STATE_ID,
  LOCKOUT_AFTER_START_SECONDS,
  SHIFT_ENDING_WARNING_SECONDS,
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

/** More than 15 minutes late: only a platform manager can let the tutor in now. */
export function isLockedOut(shift: ShiftTiming, now: number): boolean {
  return isShiftUpcoming(shift) && now > shift.start_time + LOCKOUT_AFTER_START_SECONDS;
}

export function isForcedOut(shift: ShiftTiming, now: number): boolean {
  return now >= shift.end_time + FORCED_OUT_AFTER_END_SECONDS;
}
