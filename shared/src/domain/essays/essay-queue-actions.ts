import { ESSAY_STATUS } from './essay-filters.js';
import { reservationHeld } from './essay-queue.js';

/** An open essay as the managers' queue actions read it (times in unix seconds). */
export interface HeldEssay {
  status: number;
  tutor_id: number | null;
  reserved_by_id: number | null;
  reserved_until: number | null;
  prioritised_at: number | null;
  /** Its PDF is made (conversion done): only then can a tutor open it. */
  ready: boolean;
}

/** Who has the essay now: nobody, a tutor's reservation (minutes, before pick-up), or a tutor's review. */
export type EssayHolder =
  | { kind: 'waiting'; tutorId: null }
  | { kind: 'reserved'; tutorId: number }
  | { kind: 'reviewing'; tutorId: number };

export function isOpenEssay(status: number): boolean {
  return status === ESSAY_STATUS.PENDING || status === ESSAY_STATUS.ASSIGNED;
}

/** A reservation that ran out holds nothing, though the minute's sweep may not have cleared it yet. */
export function essayHolder(essay: HeldEssay, now: number): EssayHolder {
  if (essay.status === ESSAY_STATUS.ASSIGNED && essay.tutor_id !== null)
    return { kind: 'reviewing', tutorId: essay.tutor_id };
  if (essay.reserved_by_id !== null && reservationHeld(essay.reserved_until, now))
    return { kind: 'reserved', tutorId: essay.reserved_by_id };
  return { kind: 'waiting', tutorId: null };
}

export const QUEUE_ACTIONS = ['release', 'reassign', 'prioritise', 'unprioritise'] as const;
export type QueueAction = (typeof QUEUE_ACTIONS)[number];

/**
 * Why a manager's action cannot be taken on the essay as it is now:
 * - `not_open`: reviewed or withdrawn since, it has left the queue;
 * - `holder_changed`: someone else has it than the manager saw (a tutor took it, a reservation ran
 *   out, another manager acted), so nobody's work is taken on the strength of an old screen;
 * - `in_review`: a tutor has picked it up, so its place in the queue no longer matters;
 * - `not_ready`: its files are still being made into the PDF a tutor reviews (or could not be).
 */
export type QueueActionRefusal = 'not_open' | 'holder_changed' | 'in_review' | 'not_ready';

/**
 * Whether the manager may take `action` on the essay now. `seenHolderId` is the holder the manager
 * saw (null: nobody), for the actions that move an essay between people; an essay is given to a
 * tutor only once its PDF is made. Moving to the front is
 * for essays not yet picked up (waiting or reserved), and may be repeated to bring one to the very
 * front again; taking it back is always allowed on an open essay, and changes nothing when it was
 * not at the front.
 */
export function queueActionRefusal(
  action: QueueAction,
  essay: HeldEssay,
  now: number,
  seenHolderId: number | null = null,
): QueueActionRefusal | null {
  if (!isOpenEssay(essay.status)) return 'not_open';
  const holder = essayHolder(essay, now);
  switch (action) {
    case 'release':
      return holder.kind === 'waiting' || holder.tutorId !== seenHolderId ? 'holder_changed' : null;
    case 'reassign':
      if (holder.tutorId !== seenHolderId) return 'holder_changed';
      return essay.ready ? null : 'not_ready';
    case 'prioritise':
      return holder.kind === 'reviewing' ? 'in_review' : null;
    case 'unprioritise':
      return null;
  }
}

/** The actions a manager's menu offers on the essay as last seen: those the server would accept now. */
export function queueActionsFor(essay: HeldEssay, now: number): QueueAction[] {
  const seen = essayHolder(essay, now).tutorId;
  return QUEUE_ACTIONS.filter(
    (action) =>
      queueActionRefusal(action, essay, now, seen) === null &&
      (action !== 'unprioritise' || essay.prioritised_at !== null),
  );
}

/** A tutor as a reassignment reads them. */
export interface ReassignCandidate {
  /** Holds the tutor role (a manager with a tutor's record does not review from a desk). */
  is_tutor: boolean;
  active: boolean;
  essay_review: boolean;
  essay_language_ids: readonly number[];
}

/** The rule a reassignment breaks, in the order they are checked; the first one broken is named. */
export const REASSIGN_RULES = [
  'not_a_tutor',
  'inactive',
  'not_essay_reviewer',
  'language',
  'already_holder',
] as const;
export type ReassignRule = (typeof REASSIGN_RULES)[number];

/**
 * Whether the essay may go to this tutor: an active tutor account who reviews essays in the essay's
 * language (the same tutors `reserve_next_essay` would offer it to), and not the one who has it.
 * `candidate` null: no such account.
 */
export function reassignRefusal(
  candidate: ReassignCandidate | null,
  candidateId: number,
  essay: { language_id: number; holder_id: number | null },
): ReassignRule | null {
  if (!candidate?.is_tutor) return 'not_a_tutor';
  if (!candidate.active) return 'inactive';
  if (!candidate.essay_review) return 'not_essay_reviewer';
  if (!candidate.essay_language_ids.includes(essay.language_id)) return 'language';
  if (essay.holder_id === candidateId) return 'already_holder';
  return null;
}
