import type { TutorAway } from '../../contracts/presence.js';

/**
 * Whether a student matched to this tutor moves on to someone else now: the tutor is away, has not
 * written in the session (a first message after `now` does not count, so the rule replays the same
 * for a past instant), and the student has waited `moveOnSeconds` since the match. A present tutor
 * who stays silent is the two-minute rule's (`isTutorSilent`), not this one's.
 */
export function shouldMoveOn(
  input: { matched_at: number; first_tutor_message_at: number | null; tutor_away: TutorAway | null },
  now: number,
  moveOnSeconds: number,
): boolean {
  if (!input.tutor_away) return false;
  const spoke = input.first_tutor_message_at !== null && input.first_tutor_message_at <= now;
  return !spoke && now - input.matched_at >= moveOnSeconds;
}

/** When a session matched at `matchedAt` should be looked at again once its tutor has gone away at `awayAt`. */
export function moveOnDueAt(matchedAt: number, awayAt: number, moveOnSeconds: number): number {
  return Math.max(matchedAt + moveOnSeconds, awayAt);
}
