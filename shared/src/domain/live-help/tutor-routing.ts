/** How many students a tutor holds at once when their profile sets no limit of its own. */
export const DEFAULT_MAX_CONCURRENT_SESSIONS = 3;

/** A tutor on a tutoring segment, as the matcher sees them (the spec's "tutor load"). */
export interface RoutingCandidate {
  user_id: number;
  subject_ids: readonly number[];
  language_ids: readonly number[];
  open_sessions: number;
  max_sessions: number;
  /** The spec's total_sessions_load: how busy the tutor has been, not just right now. */
  total_sessions_load: number;
  /** The spec's subject score per subject id; a subject without a score counts as 0. */
  subject_scores: Readonly<Record<number, number>>;
  /** Since when the tutor has had nothing new (unix seconds). */
  idle_since: number;
}

export interface RoutingRequest {
  subject_id: number;
  language_id: number;
  /** Tutors the student must not get again, e.g. the one they just asked to be transferred away from. */
  excluded_tutor_ids?: readonly number[];
}

/** Whether the tutor can take this student now: right subject and language, a free seat, not excluded. */
export function qualifies(c: RoutingCandidate, r: RoutingRequest): boolean {
  return (
    c.subject_ids.includes(r.subject_id) &&
    c.language_ids.includes(r.language_id) &&
    c.open_sessions < c.max_sessions &&
    !(r.excluded_tutor_ids ?? []).includes(c.user_id)
  );
}

const scoreFor = (c: RoutingCandidate, subjectId: number) => c.subject_scores[subjectId] ?? 0;

// Negative when `a` should get the student before `b`. Spreading load first keeps any one tutor
// from drowning; among equally loaded tutors the strongest in the subject helps best; then the
// one waiting longest, so nobody sits idle while others work; the id only makes ties repeatable.
function compareCandidates(a: RoutingCandidate, b: RoutingCandidate, subjectId: number): number {
  return (
    a.total_sessions_load - b.total_sessions_load ||
    scoreFor(b, subjectId) - scoreFor(a, subjectId) ||
    a.idle_since - b.idle_since ||
    a.user_id - b.user_id
  );
}

/**
 * The tutor who gets the student, or null when nobody qualifies (the student waits). The same
 * candidates always give the same tutor, whatever order they arrive in, so two API instances
 * routing the same request agree.
 */
export function pickTutor(
  candidates: readonly RoutingCandidate[],
  r: RoutingRequest,
): RoutingCandidate | null {
  let best: RoutingCandidate | null = null;
  for (const candidate of candidates) {
    if (!qualifies(candidate, r)) continue;
    if (!best || compareCandidates(candidate, best, r.subject_id) < 0) best = candidate;
  }
  return best;
}
