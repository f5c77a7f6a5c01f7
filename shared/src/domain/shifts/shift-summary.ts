import { FORCED_OUT_AFTER_END_SECONDS, PUNCH_WINDOW_OPENS_BEFORE_START_SECONDS } from './shift-constants.js';

/**
 * The shifts the managers' current summary covers: from when their punch window opens until a
 * tutor still punched in would be forced out. In unix seconds: start before `startsBy`, end after `endsAfter`.
 */
export function currentSummaryWindow(now: number): { startsBy: number; endsAfter: number } {
  return {
    startsBy: now + PUNCH_WINDOW_OPENS_BEFORE_START_SECONDS,
    endsAfter: now - FORCED_OUT_AFTER_END_SECONDS,
  };
}

/** How many shifts are in each state, by ascending state id. */
export function countByState(stateIds: readonly number[]): { state_id: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const id of stateIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b).map(([state_id, count]) => ({ state_id, count }));
}
