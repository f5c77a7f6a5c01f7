import { isLockedOut, isShiftLate, isShiftUpcoming, type ShiftTiming } from './shift-timing.js';

export const LOCKED_OUT_TOOLTIP = 'Please Contact a Platform Manager.';

const MINUTE = 60;

/**
 * The punch clock's tooltip, or null once the shift is over. Minutes are rounded up before
 * the start and while late (any part of a minute counts), and down while counting what is left.
 */
export function punchClockTooltip(shift: ShiftTiming, now: number): string | null {
  if (isLockedOut(shift, now)) return LOCKED_OUT_TOOLTIP;
  if (isShiftLate(shift, now)) return `${Math.ceil((now - shift.start_time) / MINUTE)} min late`;
  if (isShiftUpcoming(shift) && now <= shift.start_time) {
    return `Shift starting in ${Math.ceil((shift.start_time - now) / MINUTE)} min`;
  }
  const left = shift.end_time - now;
  if (left <= 0) return null;
  return left < MINUTE ? '<1 min left' : `${Math.floor(left / MINUTE)} mins left`;
}
