import { MODIFIER_TYPE_IDS, SHIFT_STATE_IDS } from '../shifts/shift-constants.js';

/** A shift state the tutor entered at `at` (unix seconds), as the shift's trail records it. */
export interface ShiftStateChange {
  at: number;
  stateId: number;
  modifierId: number | null;
}

export type AwayKind = 'bio_break' | 'absent' | 'break';

export interface ReviewAwayTime {
  bioBreakSeconds: number;
  absentSeconds: number;
  breakSeconds: number;
  /** When the tutor's current time away began; null while they are working. */
  awaySince: number | null;
}

/**
 * What a shift state means for the review timer: a bio break (the state or its modifier), absent
 * (missing in action), a scheduled rest or meal break (in transition off the work segment) or off
 * the clock altogether (punched out); anything else is working time.
 */
export function awayKind(change: Pick<ShiftStateChange, 'stateId' | 'modifierId'>): AwayKind | null {
  if (
    change.stateId === SHIFT_STATE_IDS.BIO_BREAK_ACTIVE ||
    change.modifierId === MODIFIER_TYPE_IDS.BIO_BREAK
  )
    return 'bio_break';
  if (change.stateId === SHIFT_STATE_IDS.MIA || change.modifierId === MODIFIER_TYPE_IDS.ABSENT)
    return 'absent';
  if (change.stateId === SHIFT_STATE_IDS.IN_TRANSITION || change.stateId === SHIFT_STATE_IDS.PUNCH_HIDDEN)
    return 'break';
  return null;
}

/**
 * The time away to take off a review's timer between pick-up and `now`: each state change (oldest
 * first; the last one before pick-up included, so the state at pick-up is known) holds until the
 * next one, and the part of it inside [pickedUpAt, now] counts towards its kind.
 */
export function reviewAwayTime(
  changes: readonly ShiftStateChange[],
  pickedUpAt: number,
  now: number,
): ReviewAwayTime {
  const totals: Record<AwayKind, number> = { bio_break: 0, absent: 0, break: 0 };
  let awaySince: number | null = null;
  changes.forEach((change, index) => {
    const kind = awayKind(change);
    if (!kind) return;
    const from = Math.max(change.at, pickedUpAt);
    const next = changes[index + 1];
    const until = Math.min(next ? next.at : now, now);
    if (until > from) totals[kind] += until - from;
    if (!next) awaySince = from;
  });
  return {
    bioBreakSeconds: totals.bio_break,
    absentSeconds: totals.absent,
    breakSeconds: totals.break,
    awaySince,
  };
}
