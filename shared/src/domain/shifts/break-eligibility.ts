import { BREAK_STARTS_SOON_SECONDS, type ShiftAction } from './shift-constants.js';

export interface EligibleAction {
  min_start_time?: number | null;
  max_start_time?: number | null;
}

/** The shift state's eligible actions; an action that is absent is not allowed now. */
export type EligibleActions = Readonly<Partial<Record<ShiftAction, EligibleAction | null>>>;

// Bounds are half-open: allowed from min_start_time, no longer at max_start_time.
const notBeforeMin = (action: EligibleAction, now: number) =>
  action.min_start_time == null || now >= action.min_start_time;
const beforeMax = (action: EligibleAction, now: number) =>
  action.max_start_time == null || now < action.max_start_time;

export function canStartBioBreak(actions: EligibleActions, now: number): boolean {
  const action = actions.start_bio_break;
  return action != null && notBeforeMin(action, now) && beforeMax(action, now);
}

export function canRequestMealBreak(actions: EligibleActions, now: number): boolean {
  const action = actions.request_meal_break;
  return action != null && beforeMax(action, now);
}

export function canScheduleRestBreak(actions: EligibleActions, now: number): boolean {
  const action = actions.schedule_rest_break;
  return action != null && beforeMax(action, now);
}

export function canReturnToSegment(actions: EligibleActions): boolean {
  return actions.return_to_segment != null;
}

/** A scheduled break can be called off only until the latest time it could have started. */
export function canCancelBreak(action: EligibleAction | null | undefined, now: number): boolean {
  return action?.max_start_time != null && now < action.max_start_time;
}

export function breakStartsSoon(breakStartTime: number, now: number): boolean {
  return now < breakStartTime && breakStartTime - now <= BREAK_STARTS_SOON_SECONDS;
}
