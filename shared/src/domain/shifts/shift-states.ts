import { MODIFIER_TYPE_IDS, SHIFT_STATE_IDS } from './shift-constants.js';

const BIO_BREAK_STATES: readonly number[] = [
  SHIFT_STATE_IDS.BIO_BREAK_LATE,
  SHIFT_STATE_IDS.ON_HOLD_FOR_NEW_ACTIVITY,
  SHIFT_STATE_IDS.BIO_BREAK_ACTIVE,
];

export const PUNCHED_IN_STATES: readonly number[] = [
  SHIFT_STATE_IDS.IN_TRANSITION,
  SHIFT_STATE_IDS.IN_PROGRESS,
  ...BIO_BREAK_STATES,
];

export function isBioBreakState(stateId: number): boolean {
  return BIO_BREAK_STATES.includes(stateId);
}

/** States between a punch in and a punch out, whatever the tutor is doing in them. */
export function isPunchedInState(stateId: number): boolean {
  return PUNCHED_IN_STATES.includes(stateId);
}

export type ShiftModifierId = (typeof MODIFIER_TYPE_IDS)[keyof typeof MODIFIER_TYPE_IDS];

/** The modifier a shift state carries (the shift state's `modifier_id`), or null for plain states. */
export function shiftStateModifier(stateId: number): ShiftModifierId | null {
  if (stateId === SHIFT_STATE_IDS.IN_TRANSITION) return MODIFIER_TYPE_IDS.TRANSITION;
  if (stateId === SHIFT_STATE_IDS.MIA) return MODIFIER_TYPE_IDS.ABSENT;
  if (isBioBreakState(stateId)) return MODIFIER_TYPE_IDS.BIO_BREAK;
  return null;
}

/** Whether a tutor in this state may be offered live sessions (never on a break or off the clock). */
export function stateTakesNewSessions(stateId: number): boolean {
  return stateId === SHIFT_STATE_IDS.IN_PROGRESS;
}
