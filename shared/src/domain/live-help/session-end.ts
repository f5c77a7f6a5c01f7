/** Why ending a session is refused; each has its own message, since the session is already over. */
export type EndRefusal = 'already_ended_by_other' | 'already_transferred';

export interface EndableSession {
  status: 'waiting' | 'matched' | 'ended' | 'transferred';
  ended_by: number | null;
}

/**
 * Whether `actorId` may end the session, or why not. Student and tutor can press "end" at the
 * same moment; the one who comes second learns what happened instead of ending it twice. A
 * second end by the person who already ended it (a double click, a retried request) is not an
 * error: null, and the caller leaves the session as it is (status ended tells it so).
 */
export function endRefusal(session: EndableSession, actorId: number): EndRefusal | null {
  if (session.status === 'transferred') return 'already_transferred';
  if (session.status === 'ended' && session.ended_by !== actorId) return 'already_ended_by_other';
  return null;
}

export type EndedByRole = 'student' | 'tutor' | 'other';

/**
 * Who ended the session, for the line "the tutor ended the session" and for the history. A
 * session still running has no one; anyone else (a manager, the system) is 'other'.
 */
export function endedByRole(session: {
  ended_by: number | null;
  student_id: number;
  tutor_id: number | null;
}): EndedByRole | null {
  if (session.ended_by === null) return null;
  if (session.ended_by === session.student_id) return 'student';
  if (session.ended_by === session.tutor_id) return 'tutor';
  return 'other';
}
