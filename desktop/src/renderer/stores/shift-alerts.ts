import { PUNCH_WINDOW_OPENS_BEFORE_START_SECONDS } from '@lantern/shared/domain/shifts/shift-constants';
import { isPunchedInState } from '@lantern/shared/domain/shifts/shift-states';
import {
  isLockedOut,
  isShiftEnding,
  isShiftUpcoming,
  type ShiftTiming,
} from '@lantern/shared/domain/shifts/shift-timing';
import type { Notice } from './notice.js';

export type ShiftAlertKind = 'punch-window-open' | 'shift-ending';

export interface ShiftAlert {
  kind: ShiftAlertKind;
  /** One per shift and kind: the notification's tag, and how the console remembers it was sent. */
  key: string;
  notification: Notice;
}

const minutes = (seconds: number) => Math.round(seconds / 60);

/**
 * The OS notification due for a shift at `now`, if any: the punch window opening (while the tutor
 * can still punch in) and the shift ending within 15 minutes (while punched in).
 */
export function dueShiftAlert(shift: ShiftTiming & { id: number }, now: number): ShiftAlert | null {
  const windowOpen =
    now >= shift.start_time - PUNCH_WINDOW_OPENS_BEFORE_START_SECONDS && now < shift.end_time;
  if (isShiftUpcoming(shift) && windowOpen && !isLockedOut(shift, now)) {
    const key = `shift-${shift.id}-punch-window-open`;
    return {
      kind: 'punch-window-open',
      key,
      notification: {
        key: 'punchWindowOpen',
        params: { minutes: Math.max(0, minutes(shift.start_time - now)) },
        tag: key,
      },
    };
  }
  if (isPunchedInState(shift.state_id) && isShiftEnding(shift, now)) {
    const key = `shift-${shift.id}-shift-ending`;
    return {
      kind: 'shift-ending',
      key,
      notification: {
        key: 'shiftEnding',
        params: { minutes: Math.max(1, minutes(shift.end_time - now)) },
        tag: key,
      },
    };
  }
  return null;
}
