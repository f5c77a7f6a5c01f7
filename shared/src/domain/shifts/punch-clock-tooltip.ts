import { isLockedOut, isShiftLate, isShiftUpcoming, type ShiftTiming } from './shift-timing.js';

export const LOCKED_OUT_TOOLTIP = 'Please Contact a Platform Manager.';

const MINUTE = 60;
const HOUR_MINUTES = 60;

/** Where the shift stands for its countdown, apart from the words, so each app can say it in its language. */
export type PunchClockCountdown =
  | { kind: 'lockedOut' }
  | { kind: 'late'; minutes: number }
  /** `hours` and `minutes` split the wait; `hours` is 0 within the hour. */
  | { kind: 'startingIn'; hours: number; minutes: number }
  | { kind: 'underAMinuteLeft' }
  | { kind: 'minutesLeft'; minutes: number };

/**
 * The punch clock's countdown, or null once the shift is over. Minutes are rounded up before the
 * start and while late (any part of a minute counts), and down while counting what is left. A
 * wait beyond the hour is split into hours and minutes: "2067 min" says less than "34 h 27 min".
 */
export function punchClockCountdown(shift: ShiftTiming, now: number): PunchClockCountdown | null {
  if (isLockedOut(shift, now)) return { kind: 'lockedOut' };
  if (isShiftLate(shift, now)) return { kind: 'late', minutes: Math.ceil((now - shift.start_time) / MINUTE) };
  if (isShiftUpcoming(shift) && now <= shift.start_time) {
    const wait = Math.ceil((shift.start_time - now) / MINUTE);
    return wait <= HOUR_MINUTES
      ? { kind: 'startingIn', hours: 0, minutes: wait }
      : { kind: 'startingIn', hours: Math.floor(wait / HOUR_MINUTES), minutes: wait % HOUR_MINUTES };
  }
  const left = shift.end_time - now;
  if (left <= 0) return null;
  return left < MINUTE
    ? { kind: 'underAMinuteLeft' }
    : { kind: 'minutesLeft', minutes: Math.floor(left / MINUTE) };
}

/** The spec's English texts ("Shift starting in N min", "N mins left" ...), for the tray of the desktop app. */
export function punchClockTooltipText(countdown: PunchClockCountdown): string {
  switch (countdown.kind) {
    case 'lockedOut':
      return LOCKED_OUT_TOOLTIP;
    case 'late':
      return `${countdown.minutes} min late`;
    case 'startingIn': {
      const { hours, minutes } = countdown;
      if (hours === 0) return `Shift starting in ${minutes} min`;
      return minutes === 0 ? `Shift starting in ${hours} h` : `Shift starting in ${hours} h ${minutes} min`;
    }
    case 'underAMinuteLeft':
      return '<1 min left';
    case 'minutesLeft':
      return `${countdown.minutes} mins left`;
  }
}

export function punchClockTooltip(shift: ShiftTiming, now: number): string | null {
  const countdown = punchClockCountdown(shift, now);
  return countdown && punchClockTooltipText(countdown);
}
