/** Sessions remembered at most; the oldest is forgotten first. */
const MAX_SESSIONS = 50_000;

/**
 * Each session's tutor as this instance last saw it (by its access check or a stored message),
 * so a text to a session already seen needs no read before it is stored: the tutor says whether
 * the AI tutor's admission applies. Never an access decision, and never stale in a way that
 * matters: the statement that stores a text checks the session's people, state, holds and the AI
 * tutor's admission itself, and a text it refuses is explained by the access check.
 */
export class LastSeenTutors {
  private readonly tutors = new Map<number, number | null>();

  get(sessionId: number): number | null | undefined {
    return this.tutors.get(sessionId);
  }

  remember(sessionId: number, tutorId: number | null): void {
    this.tutors.delete(sessionId);
    this.tutors.set(sessionId, tutorId);
    if (this.tutors.size > MAX_SESSIONS) this.tutors.delete(this.tutors.keys().next().value!);
  }
}
