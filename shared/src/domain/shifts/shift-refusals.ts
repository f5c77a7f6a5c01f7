import { LOCKED_OUT_TOOLTIP } from './punch-clock-tooltip.js';

export const PUNCH_IN_FAILURE_TEXT =
  'You were not able to punch into your shift. Please refresh the page and try again.';
export const PUNCH_OUT_FAILURE_TEXT =
  'You were not able to punch out of your shift. Please refresh the page and try again.';

/** Why the state machine refused an action; the server puts the code in its error answer. */
export const SHIFT_REFUSAL_CODES = [
  'punch_window_not_open',
  'punch_in_locked_out',
  'shift_over',
  'not_punchable',
  'punch_out_too_early',
  'action_not_eligible',
  'break_start_invalid',
  'break_not_found',
  'break_not_cancellable',
  'not_due',
] as const;
export type ShiftRefusalCode = (typeof SHIFT_REFUSAL_CODES)[number];

export interface ShiftRefusal {
  ok: false;
  code: ShiftRefusalCode;
  /** What the tutor is told. */
  message: string;
}

// The spec gives texts for punch failures and lockout only; the break texts are ours.
export const BREAK_FAILURE_TEXTS = {
  bio: 'You were not able to start your bio break. Please refresh the page and try again.',
  rest: 'Your rest break could not be scheduled. Please refresh the page and try again.',
  meal: 'Your meal break could not be requested. Please refresh the page and try again.',
  return: 'You were not able to return to your segment. Please refresh the page and try again.',
  cancel: 'This break can no longer be cancelled.',
} as const;

export const TIMED_TRANSITION_TEXT = 'This change to the shift is not due or no longer applies.';

export function refuse(code: ShiftRefusalCode, message: string): ShiftRefusal {
  return { ok: false, code, message };
}

export function refusePunchIn(code: ShiftRefusalCode): ShiftRefusal {
  return refuse(code, code === 'punch_in_locked_out' ? LOCKED_OUT_TOOLTIP : PUNCH_IN_FAILURE_TEXT);
}
