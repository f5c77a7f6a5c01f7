import type { CannedReplyScope } from '@lantern/shared/contracts/canned-replies';
import { mayWriteScope } from '@lantern/shared/domain/canned-replies/canned-replies';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import { isManagerRole } from '@lantern/shared/domain/roles/manager-roles';
import { AppError } from '../../../platform/http/app-error.js';
import type { SessionRelation } from '../access.repository.js';
import { type Actor, each, notFound, type ObjectChecks } from './check-kit.js';

/** The school staff who read the transcripts of the students they reach. */
const SCHOOL_LEADS: readonly string[] = ['teacher', 'administrator', 'district-manager'];

export const isParticipant = (auth: Actor) => (session: SessionRelation) =>
  [session.student_id, session.tutor_id].includes(auth.userId);

/** Live help: sessions, their transcripts and assessments, and what tutors keep beside them. */
export const SESSION_CHECKS: ObjectChecks = {
  ...each(
    [
      'session.read',
      'session.end',
      'session.message.send',
      'session.message.react',
      'session.whiteboard.edit',
      'session.share',
      'session.transfer',
      'session.feedback',
    ],
    async (kit, auth, id, permission) =>
      kit.checkSession(permission, await kit.repository.session(id), isParticipant(auth)),
  ),
  'session.observe': async (kit, auth, id, permission) => {
    // Managers oversee every session; a quarantine shuts it, a hide does not (it is not outward).
    const session = await kit.repository.session(id);
    kit.checkSession(permission, session, () => isManagerRole(auth.role));
  },
  'session.transcript.read': async (kit, auth, id, permission) => {
    const session = await kit.repository.session(id);
    // Managers oversee every session; a tutor who handed it on (or took it over) had it too; a
    // teacher reads the sessions of their sections' students, an administrator those of their
    // schools', a district manager those of their district's.
    const related =
      session !== null &&
      (isManagerRole(auth.role) ||
        [session.student_id, session.tutor_id].includes(auth.userId) ||
        (auth.role === 'tutor' && (await kit.repository.handedOn(auth.userId, id))) ||
        (SCHOOL_LEADS.includes(auth.role) && (await kit.reaches(auth, session.student_id))));
    kit.checkSession(permission, session, () => related);
    kit.studentReads.note(auth, session!.student_id, 'transcript');
  },
  ...each(['session.handoff', 'session.assessment.edit'], async (kit, auth, id, permission) =>
    kit.checkSession(permission, await kit.repository.session(id), (s) => s.tutor_id === auth.userId),
  ),
  'session.media.read': (kit, _auth, id) => kit.requireMediaAccess(id),
  'session.shared.read': () => {
    throw new Error('A shared link is opened by its key: use requireSharedLink');
  },
  'assessment.edit': async (kit, auth, id, permission) => {
    const assessment = await kit.repository.assessmentTutor(id);
    if (!assessment || assessment.tutor_id !== auth.userId) throw notFound('assessment');
    kit.refuseHeld(permission, assessment.hold);
  },
  'tutor.assessments.read': async (kit, auth, id) => {
    // Managers oversee every tutor; a tutor sees their own.
    if (isManagerRole(auth.role) ? !(await kit.repository.roles(id)) : id !== auth.userId)
      throw notFound('tutor');
  },
  'tutor-comment.edit': async (kit, auth, id) => {
    if ((await kit.repository.tutorCommentAuthor(id)) !== auth.userId) throw notFound('note of yours');
  },
  'canned-reply.edit': async (kit, auth, id) => {
    const reply = await kit.repository.cannedReply(id);
    // Another tutor's own snippets are not even seen; the shared ones are, but each role writes its scopes.
    if (!reply || (reply.scope === 'personal' && reply.owner_id !== auth.userId))
      throw notFound('canned reply');
    if (!mayWriteScope(auth.role, reply.scope as CannedReplyScope))
      throw new AppError(403, ErrorCode.forbidden, 'Your role cannot change this canned reply');
  },
};
