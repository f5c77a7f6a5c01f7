import { SHIFT_STATE_IDS } from '../shifts/shift-constants.js';
import { isPunchedInState } from '../shifts/shift-states.js';
import { segmentAllowsOnlyEssayReview } from '../shifts/segment-types.js';

/** The parts of the tutor's current shift the desk needs (times in seconds since the epoch). */
export interface DeskShift {
  state_id: number;
  shift_segments: readonly { start_time: number; end_time: number; type: { name: string } }[];
}

/**
 * Whether asking for a new essay can succeed now, and if not why, by the server's own rule: new
 * essays go to a tutor whose shift is in progress (punched in, not on a break) inside a writing- or
 * essay-review segment. `startsAt` is a punched-in tutor whose review segment comes later in the
 * shift; `noReviewSegment` one whose shift has none left.
 */
export type EssayDeskReadiness =
  | { kind: 'ready' }
  | { kind: 'notPunchedIn' }
  | { kind: 'onBreak' }
  | { kind: 'startsAt'; time: number }
  | { kind: 'noReviewSegment' };

export function essayDeskReadiness(shift: DeskShift | null, now: number): EssayDeskReadiness {
  if (!shift || !isPunchedInState(shift.state_id)) return { kind: 'notPunchedIn' };
  if (shift.state_id !== SHIFT_STATE_IDS.IN_PROGRESS) return { kind: 'onBreak' };
  const review = shift.shift_segments.filter((segment) => segmentAllowsOnlyEssayReview(segment.type.name));
  if (review.some((segment) => segment.start_time <= now && segment.end_time > now)) return { kind: 'ready' };
  const next = review
    .filter((segment) => segment.start_time > now)
    .sort((a, b) => a.start_time - b.start_time)[0];
  return next ? { kind: 'startsAt', time: next.start_time } : { kind: 'noReviewSegment' };
}
