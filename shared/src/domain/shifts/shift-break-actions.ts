import { canCancelBreak, canRequestMealBreak, canScheduleRestBreak } from './break-eligibility.js';
import { breakWindow, eligibleShiftActions, type ShiftSnapshot } from './eligible-actions.js';
import { accept } from './shift-accept.js';
import { breakEndTime, initialBreakStatus, isBreakStanding } from './shift-breaks.js';
import type { ShiftStateId } from './shift-constants.js';
import { BREAK_FAILURE_TEXTS, refuse } from './shift-refusals.js';
import type { BreakKind } from './segment-types.js';
import type { ShiftTransition } from './shift-transition.js';

/**
 * Schedules a rest break or asks for a meal break starting at `startTime`. The start may not be
 * in the past and must lie in the break's window, so the whole break fits inside the shift.
 */
export function planBreak(
  kind: BreakKind,
  shift: ShiftSnapshot,
  startTime: number,
  now: number,
): ShiftTransition {
  const actions = eligibleShiftActions(shift, now);
  const eligible = kind === 'rest' ? canScheduleRestBreak(actions, now) : canRequestMealBreak(actions, now);
  if (!eligible) return refuse('action_not_eligible', BREAK_FAILURE_TEXTS[kind]);
  const window = breakWindow(kind, shift);
  if (
    !Number.isInteger(startTime) ||
    startTime < now ||
    startTime < window.min_start_time ||
    startTime >= window.max_start_time
  ) {
    return refuse('break_start_invalid', BREAK_FAILURE_TEXTS[kind]);
  }
  return accept(shift.state_id as ShiftStateId, {
    event: 'break_planned',
    at: now,
    break: {
      kind,
      status: initialBreakStatus(kind),
      start_time: startTime,
      end_time: breakEndTime(kind, startTime),
    },
  });
}

/** A rest or meal break is called off before it begins and before the window's maximum start time. */
export function cancelBreak(shift: ShiftSnapshot, breakId: number | string, now: number): ShiftTransition {
  const target = shift.breaks.find((b) => b.id === breakId);
  if (!target || target.kind === 'bio') return refuse('break_not_found', BREAK_FAILURE_TEXTS.cancel);
  const cancellable =
    isBreakStanding(target) &&
    target.started_at == null &&
    now < target.start_time &&
    canCancelBreak(breakWindow(target.kind, shift), now);
  if (!cancellable) return refuse('break_not_cancellable', BREAK_FAILURE_TEXTS.cancel);
  return accept(shift.state_id as ShiftStateId, { event: 'break_cancelled', at: now, break_id: breakId });
}
