import { ErrorCode } from '@lantern/shared/contracts/errors';
import { isChange, type Permission, roleMayAttempt } from '@lantern/shared/domain/access/permissions';
import { sharedLinkRefusal } from '@lantern/shared/domain/access/shared-link';
import { studentScopeOf } from '@lantern/shared/domain/access/student-scope';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';
import { AppError } from '../../platform/http/app-error.js';
import { AuditService } from '../audit/audit.service.js';
import { markViewAsTraced } from '../audit/view-as-trail.js';
import { AccessRepository, type SessionRelation } from './access.repository.js';
import { type Actor, CheckKit, held, type ObjectChecks } from './object-checks/check-kit.js';
import { ESSAY_CHECKS } from './object-checks/essay-checks.js';
import { CUSTOMER_CHECKS, STUDENT_CHECKS } from './object-checks/people-checks.js';
import { isParticipant, SESSION_CHECKS } from './object-checks/session-checks.js';
import { StudentReads } from './student-reads.js';
import type { StudentsInReach } from './students-in-reach.js';

export type { Actor } from './object-checks/check-kit.js';

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

/** Each permission's object check, one file per domain (`object-checks/`); none: the role half is all. */
const OBJECT_CHECKS: ObjectChecks = {
  ...SESSION_CHECKS,
  ...ESSAY_CHECKS,
  ...STUDENT_CHECKS,
  ...CUSTOMER_CHECKS,
};

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
    @Inject(StudentReads) studentReads: StudentReads,
  ) {
    this.kit = new CheckKit(repository, studentReads);
  }

  private readonly kit: CheckKit;

  /** `part`: the annotation id for `essay.annotation.delete`. */
  async requireAccess(auth: Actor, permission: Permission, id: number, part?: string): Promise<void> {
    this.requireRole(auth, permission);
    await OBJECT_CHECKS[permission]?.(this.kit, auth, id, permission, part);
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
    this.kit.checkSession(permission, session, isParticipant(auth));
    await this.traceViewAs(auth, permission, sessionId);
    return session!;
  }

  /**
   * For lists and searches of students: which students the acting role reaches (a teacher their
   * sections', an administrator their schools', a district manager their district's, a superuser
   * everyone's), after the role half of `permission`.
   */
  studentsInReach(auth: Actor, permission: Permission): StudentsInReach {
    this.requireRole(auth, permission);
    const scope = studentScopeOf(auth.role);
    if (!scope) throw new AppError(403, ErrorCode.forbidden, 'Your role cannot do this');
    return { staffId: auth.userId, scope };
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
  requireMediaAccess(sessionId: number): Promise<void> {
    return this.kit.requireMediaAccess(sessionId);
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
}
