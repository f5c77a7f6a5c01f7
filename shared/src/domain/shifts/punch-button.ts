import {
  PUNCH_ROLE_TYPES,
  PUNCH_WINDOW_OPENS_BEFORE_START_SECONDS,
  SEGMENT_TYPE_IDS,
  SHIFT_STATE_IDS,
} from './shift-constants.js';
import { isLockedOut, isShiftEnding, isShiftUpcoming, type ShiftTiming } from './shift-timing.js';

export type PunchButtonKind = 'punch_in' | 'punch_out' | 'shift_started';

export const PUNCH_BUTTON_LABELS: Readonly<Record<PunchButtonKind, string>> = {
  punch_in: 'Punch In',
  punch_out: 'Punch Out',
  shift_started: 'Shift Started',
};

export type PunchButton =
  { shown: false } | { shown: true; kind: PunchButtonKind; label: string; active: boolean };

export interface PunchButtonInput {
  shift: ShiftTiming;
  /** Tutor-manager shifts are clocked elsewhere. */
  isTutorManagerShift: boolean;
  segmentTypeMayPunchIn: boolean;
  now: number;
}

/** Break segments are time off the clock's work, so there is nothing to punch into. */
export function segmentTypeMayPunchIn(segmentTypeId: number): boolean {
  return segmentTypeId !== SEGMENT_TYPE_IDS.REST_BREAK && segmentTypeId !== SEGMENT_TYPE_IDS.MEAL_BREAK;
}

export function punchButton({
  shift,
  isTutorManagerShift,
  segmentTypeMayPunchIn,
  now,
}: PunchButtonInput): PunchButton {
  const windowOpen =
    now >= shift.start_time - PUNCH_WINDOW_OPENS_BEFORE_START_SECONDS && now < shift.end_time;
  if (
    !windowOpen ||
    isTutorManagerShift ||
    shift.state_id === SHIFT_STATE_IDS.PUNCH_HIDDEN ||
    !segmentTypeMayPunchIn
  ) {
    return { shown: false };
  }
  // A locked-out tutor still sees Punch In, inactive: the tooltip says to call a platform manager.
  if (isLockedOut(shift, now))
    return { shown: true, kind: 'punch_in', label: PUNCH_BUTTON_LABELS.punch_in, active: false };
  let kind: PunchButtonKind = 'shift_started';
  if (isShiftUpcoming(shift)) kind = 'punch_in';
  else if (isShiftEnding(shift, now)) kind = 'punch_out';
  return { shown: true, kind, label: PUNCH_BUTTON_LABELS[kind], active: kind !== 'shift_started' };
}

/** Where punching in takes the tutor: writing segments open the review center, the rest the classroom. */
export function punchInDestination(punchRoleType: number): string {
  return punchRoleType === PUNCH_ROLE_TYPES.REVIEW_CENTER ? '/tutor/review-center' : '/tutor/classroom';
}

/** Path after punching out. */
export const PUNCH_OUT_DESTINATION = '/';
/** Stored keys starting with this are cleared on punch out, so hidden messages do not outlive the shift. */
export const HIDDEN_MESSAGE_KEY_PREFIX = 'hiddenMessage';

export function keysToClearOnPunchOut(storedKeys: readonly string[]): string[] {
  return storedKeys.filter((key) => key.startsWith(HIDDEN_MESSAGE_KEY_PREFIX));
}
