import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { ContentHoldState } from '@lantern/shared/contracts/superuser';
import type { CannedReplyScope } from '@lantern/shared/contracts/canned-replies';
import { mayWriteScope } from '@lantern/shared/domain/canned-replies/canned-replies';
import { isChange, type Permission, roleMayAttempt } from '@lantern/shared/domain/access/permissions';
import { mayManage } from '@lantern/shared/domain/access/role-rank';
import { mayReachSchool } from '@lantern/shared/domain/access/school-reach';
import { sharedLinkRefusal } from '@lantern/shared/domain/access/shared-link';
import { ESSAY_STATUS, essayMatchesFilter } from '@lantern/shared/domain/essays/essay-filters';
import { isManagerRole } from '@lantern/shared/domain/roles/manager-roles';
import { mayReachStudent } from '@lantern/shared/domain/onboarding/onboarding-reset-access';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';
import { AppError } from '../../platform/http/app-error.js';
import { AuditService } from '../audit/audit.service.js';
import { markViewAsTraced } from '../audit/view-as-trail.js';
import { AccessRepository, type CustomerTable, type SessionRelation } from './access.repository.js';
import { StudentReads } from './student-reads.js';

export type Actor = Pick<AuthContext, 'userId' | 'role' | 'roles' | 'impersonator'>;

/** What a session's student or tutor may do in it, as neither more nor less than one of them. */
export type ParticipantPermission = Extract<
  Permission,
  | 'session.read'
  | 'session.end'
  | 'session.message.send'
  | 'session.message.react'
  | 'session.whiteboard.edit'
  | 'session.share'
  | 'session.transfer'
  | 'session.feedback'
>;

/** The school staff who read the transcripts of the students they reach. */
const SCHOOL_LEADS: readonly string[] = ['teacher', 'administrator', 'district-manager'];

const isParticipant = (auth: Actor) => (session: SessionRelation) =>
  [session.student_id, session.tutor_id].includes(auth.userId);

const notFound = (what: string) => new AppError(404, ErrorCode.notFound, `No such ${what}`);
const CUSTOMER_TABLES = {
  'customer.district.edit': 'districts',
  'customer.school.edit': 'schools',
  'customer.licence.edit': 'licences',
  'customer.section.edit': 'sections',
} as const satisfies Record<string, CustomerTable>;

const held = () =>
  new AppError(403, ErrorCode.contentHeld, 'A superuser is looking into this: it cannot be opened for now');

/** Session actions that stay open on a quarantined session: its people can still leave it. */
const OPEN_WHILE_QUARANTINED: readonly Permission[] = ['session.end'];
/** Actions that take a session to people outside it: a hidden session is not theirs to see. */
const OUTWARD: readonly Permission[] = ['session.share', 'session.shared.read'];

/**
 * The one access rule for every object that has an id: each service method that touches one calls
 * `requireAccess(auth, permission, id)` first. The permission's role half comes from
 * `shared/domain/access/permissions`; the object half (who the object belongs to, whether it is
 * held) from the one `AccessRepository`.
 *
 * The answers, decided once here:
 * - **403 `forbidden`**: the acting role may never attempt the permission (the menus ask the same).
 * - **404 `not_found`**: the object does not exist, OR the caller has no relation to it (another
 *   student's session, another tutor's essay, an annotation of another essay). The two are
 *   indistinguishable, so ids reveal nothing.
 * - **403**: the caller is related to the object but this action is not allowed on it now: a
 *   superuser holds it (`content_held`; quarantine stops every path but leaving a session, a hide
 *   stops the paths outward: sharing), or the account outranks the manager (`account_outranks_you`).
 * - **409**: the object's state refuses the change (a submitted review: `essay_review_closed`);
 *   other state conflicts stay the services' own 409s.
 *
 * A change allowed while viewing as someone is written to the audit trail with the real person and
 * the person viewed as.
 */
@Injectable()
export class AccessService {
  constructor(
    @Inject(AccessRepository) private readonly repository: AccessRepository,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(StudentReads) private readonly studentReads: StudentReads,
  ) {}

  /** `part`: the annotation id for `essay.annotation.delete`. */
  async requireAccess(auth: Actor, permission: Permission, id: number, part?: string): Promise<void> {
    this.requireRole(auth, permission);
    await this.checkObject(auth, permission, id, part);
    await this.traceViewAs(auth, permission, id, part);
  }

  /**
   * `requireAccess` for what a session's own two people do in it, answering the session as it was
   * checked: the classroom admits a message to the AI tutor by the tutor named here.
   */
  async requireSession(
    auth: Actor,
    permission: ParticipantPermission,
    sessionId: number,
  ): Promise<SessionRelation> {
    this.requireRole(auth, permission);
    const session = await this.repository.session(sessionId);
    this.checkSession(permission, session, isParticipant(auth));
    await this.traceViewAs(auth, permission, sessionId);
    return session!;
  }

  /** The role half alone: 403 when the acting role may never attempt `permission`. */
  requireRole(auth: Actor, permission: Permission): void {
    if (!roleMayAttempt([auth.role], permission))
      throw new AppError(403, ErrorCode.forbidden, 'Your role cannot do this');
  }

  /** A change allowed while viewing as someone goes on the audit trail with the real person. */
  private async traceViewAs(auth: Actor, permission: Permission, id: number, part?: string): Promise<void> {
    if (!auth.impersonator || !isChange(permission)) return;
    await this.audit.recordNow({
      action: `view-as.${permission}`,
      actorUserId: auth.impersonator.userId,
      actingAsUserId: auth.userId,
      actingAsRole: auth.role,
      details: { id, ...(part === undefined ? {} : { part }) },
    });
    markViewAsTraced(auth);
  }

  /**
   * A chat file's signed link has already proved who may hold it; the session it belongs to must
   * still not be quarantined.
   */
  async requireMediaAccess(sessionId: number): Promise<void> {
    const session = await this.repository.session(sessionId);
    if (!session) throw notFound('file');
    if (session.hold === 'quarantined') throw held();
  }

  /** The session a shared link opens, while the link is young, sharing is on and nothing holds it. */
  async requireSharedLink(key: string): Promise<number> {
    const link = await this.repository.sharedLink(key);
    if (!link) throw new AppError(404, ErrorCode.notFound, 'This link does not lead to a session');
    if (link.hold) throw held();
    const refusal = sharedLinkRefusal(
      { created_at: Math.floor(new Date(link.created_at).getTime() / 1000), sharing_on: link.sharing_on },
      this.clock.now(),
      this.config.sharedSessionLinkTtlDays,
    );
    if (refusal === 'sharing_off')
      throw new AppError(403, ErrorCode.sharingOff, 'This school no longer shares sessions');
    if (refusal === 'expired')
      throw new AppError(403, ErrorCode.sharedLinkExpired, 'This link has expired: ask for a new one');
    return link.session_id;
  }

  private async checkObject(auth: Actor, permission: Permission, id: number, part?: string): Promise<void> {
    switch (permission) {
      case 'session.read':
      case 'session.end':
      case 'session.message.send':
      case 'session.message.react':
      case 'session.whiteboard.edit':
      case 'session.share':
      case 'session.transfer':
      case 'session.feedback':
        return this.checkSession(permission, await this.repository.session(id), isParticipant(auth));
      case 'session.observe': {
        // Managers oversee every session; a quarantine shuts it, a hide does not (it is not outward).
        const session = await this.repository.session(id);
        return this.checkSession(permission, session, () => isManagerRole(auth.role));
      }
      case 'session.transcript.read': {
        const session = await this.repository.session(id);
        // Managers oversee every session; a tutor who handed it on (or took it over) had it too; a
        // teacher reads the sessions of their sections' students, an administrator those of their
        // schools', a district manager those of their district's.
        const related =
          session !== null &&
          (isManagerRole(auth.role) ||
            [session.student_id, session.tutor_id].includes(auth.userId) ||
            (auth.role === 'tutor' && (await this.repository.handedOn(auth.userId, id))) ||
            (SCHOOL_LEADS.includes(auth.role) && (await this.reaches(auth, session.student_id))));
        this.checkSession(permission, session, () => related);
        return this.studentReads.note(auth, session!.student_id, 'transcript');
      }
      case 'session.handoff':
      case 'session.assessment.edit':
        return this.checkSession(
          permission,
          await this.repository.session(id),
          (s) => s.tutor_id === auth.userId,
        );
      case 'session.media.read':
        return this.requireMediaAccess(id);
      case 'session.shared.read':
        throw new Error('A shared link is opened by its key: use requireSharedLink');
      case 'assessment.edit': {
        const assessment = await this.repository.assessmentTutor(id);
        if (!assessment || assessment.tutor_id !== auth.userId) throw notFound('assessment');
        return this.refuseHeld(permission, assessment.hold);
      }
      case 'tutor.assessments.read':
        // Managers oversee every tutor; a tutor sees their own.
        if (isManagerRole(auth.role) ? !(await this.repository.roles(id)) : id !== auth.userId)
          throw notFound('tutor');
        return;
      case 'student.record.read':
      case 'student.comment.write':
        if (!(await this.repository.hasTaught(auth.userId, id))) throw notFound('student among yours');
        if (permission === 'student.record.read') this.studentReads.note(auth, id, 'record');
        return;
      case 'student.comment.read':
        if (
          isManagerRole(auth.role)
            ? !(await this.repository.isStudent(id))
            : !(await this.repository.hasTaught(auth.userId, id))
        )
          throw notFound('student among yours');
        return this.studentReads.note(auth, id, 'notes');
      case 'student.onboarding.reset': {
        // Staff outside the student's section, school or district learn nothing of them.
        const reach = await this.repository.studentReach(auth.userId, id);
        if (!reach || !mayReachStudent(auth.role, reach)) throw notFound('student among yours');
        return;
      }
      case 'section.students.read':
      case 'section.read': {
        const reach = await this.repository.sectionReach(auth.userId, id);
        if (!reach || !mayReachStudent(auth.role, reach)) throw notFound('section');
        return;
      }
      case 'user.sections.read': {
        // Viewing as someone acts as them, so auth.userId is the one whose sections they are.
        if (id === auth.userId) return;
        if (auth.role === 'superuser') {
          if (!(await this.repository.roles(id))) throw notFound('user');
          return;
        }
        // A student reads only their own; staff the students they reach, and nobody else.
        const reach = auth.role === 'student' ? null : await this.repository.studentReach(auth.userId, id);
        if (!reach || !mayReachStudent(auth.role, reach)) throw notFound('user');
        return;
      }
      case 'tutor-comment.edit':
        if ((await this.repository.tutorCommentAuthor(id)) !== auth.userId) throw notFound('note of yours');
        return;
      case 'canned-reply.edit': {
        const reply = await this.repository.cannedReply(id);
        // Another tutor's own snippets are not even seen; the shared ones are, but each role writes its scopes.
        if (!reply || (reply.scope === 'personal' && reply.owner_id !== auth.userId))
          throw notFound('canned reply');
        if (!mayWriteScope(auth.role, reply.scope as CannedReplyScope))
          throw new AppError(403, ErrorCode.forbidden, 'Your role cannot change this canned reply');
        return;
      }
      case 'essay.read':
      case 'essay.cancel':
      case 'essay.download':
      case 'essay.feedback': {
        const essay = await this.repository.essay(id);
        // A withdrawn essay has left the student's list: for them it is gone.
        if (!essay || essay.student_id !== auth.userId || !essayMatchesFilter(essay.status, 'all'))
          throw notFound('essay');
        return this.refuseHeld(permission, essay.hold);
      }
      case 'essay.review.read':
      case 'essay.review.edit':
      case 'essay.annotation.delete': {
        const essay = await this.repository.essay(id);
        if (!essay || essay.tutor_id !== auth.userId || essay.status === ESSAY_STATUS.CANCELLED)
          throw notFound('essay');
        this.refuseHeld(permission, essay.hold);
        if (permission === 'essay.review.read') return;
        if (essay.status !== ESSAY_STATUS.ASSIGNED)
          throw new AppError(
            409,
            ErrorCode.essayReviewClosed,
            'This review has been submitted and can no longer change',
          );
        // A tombstone for an annotation that never arrived is fine; one of another essay is not yours.
        if (part !== undefined) {
          const owner = await this.repository.annotationEssay(part);
          if (owner !== null && owner !== id) throw notFound('annotation');
        }
        return;
      }
      case 'essay.queue.read':
      case 'essay.queue.release':
      case 'essay.queue.reassign':
      case 'essay.queue.prioritise': {
        // Managers oversee every essay; a quarantine stops them too (no tutor may open it meanwhile).
        const essay = await this.repository.essay(id);
        if (!essay) throw notFound('essay');
        return this.refuseHeld(permission, essay.hold);
      }
      case 'user.read':
      case 'user.edit':
      case 'user.roles.edit':
      case 'user.deactivate': {
        const roles = await this.repository.roles(id);
        if (!roles) throw notFound('user');
        if (permission !== 'user.read' && !mayManage(auth.roles, roles))
          throw new AppError(403, ErrorCode.accountOutranksYou, 'This account holds a role above yours');
        return;
      }
      case 'roster.import.read':
      case 'roster.import.apply':
        // Superusers oversee every district's rosters: an import is theirs if it exists.
        if (!(await this.repository.rosterImportExists(id))) throw notFound('roster import');
        return;
      case 'customer.district.edit':
      case 'customer.school.edit':
      case 'customer.licence.edit':
      case 'customer.section.edit': {
        // Superusers administer every customer: the object is theirs if it exists.
        const table = CUSTOMER_TABLES[permission];
        if (!(await this.repository.customerRecordExists(table, id))) throw notFound(table.slice(0, -1));
        return;
      }
      case 'privacy.student.erase':
      case 'privacy.export.download':
      case 'privacy.access-log.read':
        return this.requireDistrict(auth, await this.repository.studentDistrict(id), 'student');
      case 'privacy.school.erase':
        // Superusers only (the role half): a school's contract ends with Lantern, not with its district.
        if (!(await this.repository.schoolExists(id))) throw notFound('school');
        return;
      case 'privacy.retention.read':
      case 'privacy.retention.edit':
        return this.requireDistrict(
          auth,
          (await this.repository.districtExists(id)) ? id : undefined,
          'district',
        );
      case 'district.students.read':
        return this.requireDistrict(
          auth,
          (await this.repository.districtExists(id)) ? id : undefined,
          'district',
        );
      case 'leader.student.read':
        if (!(await this.reaches(auth, id))) throw notFound('student among yours');
        return this.studentReads.note(auth, id, 'record');
      case 'leader.essay.download': {
        // What the student could open: a reviewed essay, not withdrawn nor quarantined.
        const essay = await this.repository.essay(id);
        if (
          !essay ||
          !essayMatchesFilter(essay.status, 'reviewed') ||
          !(await this.reaches(auth, essay.student_id))
        )
          throw notFound('essay');
        this.refuseHeld(permission, essay.hold);
        return this.studentReads.note(auth, essay.student_id, 'record');
      }
      case 'privacy.deletion.read':
        return this.requireDistrict(auth, await this.repository.privacyDeletionDistrict(id), 'deletion');
      case 'school.users.read':
      case 'school.aggregate.read':
      case 'school.student.create':
      case 'school.students.read': {
        const reach = await this.repository.schoolReach(auth.userId, id);
        if (!reach || !mayReachSchool(auth.role, reach)) throw notFound('school');
        return;
      }
      case 'student.account.edit': {
        // A student of the staff member's schools or district; anyone else is not found.
        const reach = await this.repository.studentReach(auth.userId, id);
        if (!reach || !mayReachStudent(auth.role, reach)) throw notFound('student among yours');
        return;
      }
      case 'roster.sync.edit':
        if (!(await this.repository.rosterSyncExists(id))) throw notFound('roster sync');
        return;
      case 'teacher.student.read':
        if (!(await this.teaches(auth, id))) throw notFound('student among yours');
        return this.studentReads.note(auth, id, 'record');
      case 'teacher.student.nudge':
        // Nothing of the student's records is read: no access-log entry.
        if (!(await this.teaches(auth, id))) throw notFound('student among yours');
        return;
      case 'teacher.essay.download': {
        // The teacher opens what the student could: a reviewed essay, not withdrawn nor quarantined.
        const essay = await this.repository.essay(id);
        if (
          !essay ||
          !essayMatchesFilter(essay.status, 'reviewed') ||
          !(await this.teaches(auth, essay.student_id))
        )
          throw notFound('essay');
        this.refuseHeld(permission, essay.hold);
        return this.studentReads.note(auth, essay.student_id, 'record');
      }
      case 'student-group.read':
      case 'student-group.edit':
        if ((await this.repository.studentGroupOwner(id)) !== auth.userId) throw notFound('group of yours');
        return;
      case 'user.preferences.read':
      case 'user.preferences.edit':
        // Viewing as someone acts as them, so auth.userId is the one whose preferences they are.
        if (id !== auth.userId) throw notFound('user');
        return;
    }
  }

  /** Whether the student is within the acting role's reach (section, school, district or all). */
  private async reaches(auth: Actor, studentId: number): Promise<boolean> {
    const reach = await this.repository.studentReach(auth.userId, studentId);
    return reach !== null && mayReachStudent(auth.role, reach);
  }

  /** Whether the acting teacher sits in a section with the student. */
  private async teaches(auth: Actor, studentId: number): Promise<boolean> {
    const reach = await this.repository.studentReach(auth.userId, studentId);
    return reach !== null && mayReachStudent('teacher', reach);
  }

  /**
   * An object of a district: a superuser's wherever it is, a district manager's in their own
   * district; anyone else's, or a missing one, is not found (ids reveal nothing).
   */
  private async requireDistrict(auth: Actor, district: number | null | undefined, what: string) {
    if (district === undefined) throw notFound(what);
    if (auth.role === 'superuser') return;
    if (district === null || district !== (await this.repository.districtOf(auth.userId)))
      throw notFound(what);
  }

  private checkSession(
    permission: Permission,
    session: SessionRelation | null,
    related: (session: SessionRelation) => boolean,
  ): void {
    if (!session || !related(session)) throw notFound('session');
    this.refuseHeld(permission, session.hold);
  }

  private refuseHeld(permission: Permission, hold: ContentHoldState | null): void {
    if (hold === 'quarantined' && !OPEN_WHILE_QUARANTINED.includes(permission)) throw held();
    if (hold === 'hidden' && OUTWARD.includes(permission)) throw held();
  }
}
