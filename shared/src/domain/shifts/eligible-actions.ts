import type { EligibleAction, EligibleActions } from './break-eligibility.js';
import { BREAK_LENGTH_SECONDS, hasStandingBreak, runningBreak, type ShiftBreak } from './shift-breaks.js';
import {
  LOCKOUT_AFTER_START_SECONDS,
  PUNCH_WINDOW_OPENS_BEFORE_START_SECONDS,
  SHIFT_STATE_IDS,
  type ShiftAction,
} from './shift-constants.js';
import type { BreakKind } from './segment-types.js';
import { isBioBreakState, isPunchedInState } from './shift-states.js';
import type { ShiftTiming } from './shift-timing.js';

/** A start window with both bounds, half-open: from min_start_time, no longer at max_start_time. */
export interface StartWindow {
  min_start_time: number;
  max_start_time: number;
}

export interface ShiftSnapshot extends ShiftTiming {
  breaks: readonly ShiftBreak[];
}

/**
 * Punch in from 15 minutes before the start until the lockout: the bounds are half-open, so
 * the maximum is the first second more than 15 minutes past the start (or the end, if sooner).
 */
export function punchInWindow(shift: ShiftTiming): StartWindow {
  return {
    min_start_time: shift.start_time - PUNCH_WINDOW_OPENS_BEFORE_START_SECONDS,
    max_start_time: Math.min(shift.start_time + LOCKOUT_AFTER_START_SECONDS + 1, shift.end_time),
  };
}

/** A rest or meal break starts within the shift and must end by its end. */
export function breakWindow(kind: BreakKind, shift: ShiftTiming): StartWindow {
  return { min_start_time: shift.start_time, max_start_time: shift.end_time - BREAK_LENGTH_SECONDS[kind] };
}

const canPlanBreaks = (stateId: number) => stateId === SHIFT_STATE_IDS.UPCOMING || isPunchedInState(stateId);

/**
 * The shift state's `eligible_actions` at `now`. An action is listed while it can still become
 * possible (punch in is listed before its window opens, with the window's bounds); an action
 * whose maximum start time has passed is left out.
 */
export function eligibleShiftActions(shift: ShiftSnapshot, now: number): EligibleActions {
  const actions: Partial<Record<ShiftAction, EligibleAction>> = {};
  const state = shift.state_id;
  const open = (window: EligibleAction) => window.max_start_time == null || now < window.max_start_time;

  const punchIn = punchInWindow(shift);
  if (state === SHIFT_STATE_IDS.UPCOMING && open(punchIn)) actions.punch_in = punchIn;

  const bio = { min_start_time: shift.start_time, max_start_time: shift.end_time };
  if (state === SHIFT_STATE_IDS.IN_PROGRESS && open(bio)) actions.start_bio_break = bio;

  const rest = breakWindow('rest', shift);
  if (canPlanBreaks(state) && !hasStandingBreak(shift.breaks, 'rest') && open(rest)) {
    actions.schedule_rest_break = rest;
  }
  const meal = breakWindow('meal', shift);
  if (canPlanBreaks(state) && !hasStandingBreak(shift.breaks, 'meal') && open(meal)) {
    actions.request_meal_break = meal;
  }

  const backFromBreak = state === SHIFT_STATE_IDS.IN_TRANSITION && runningBreak(shift.breaks) === undefined;
  if (isBioBreakState(state) || backFromBreak) actions.return_to_segment = {};
  return actions;
}
