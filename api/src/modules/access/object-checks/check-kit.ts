import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { ContentHoldState } from '@lantern/shared/contracts/superuser';
import type { Permission } from '@lantern/shared/domain/access/permissions';
import { mayReachStudent } from '@lantern/shared/domain/onboarding/onboarding-reset-access';
import type { AuthContext } from '../../../platform/auth/auth-context.js';
import { AppError } from '../../../platform/http/app-error.js';
import type { AccessRepository, SessionRelation } from '../access.repository.js';
import type { StudentReads } from '../student-reads.js';

export type Actor = Pick<AuthContext, 'userId' | 'role' | 'roles' | 'impersonator'>;

export const notFound = (what: string) => new AppError(404, ErrorCode.notFound, `No such ${what}`);

export const held = () =>
  new AppError(403, ErrorCode.contentHeld, 'A superuser is looking into this: it cannot be opened for now');

/** Session actions that stay open on a quarantined session: its people can still leave it. */
const OPEN_WHILE_QUARANTINED: readonly Permission[] = ['session.end'];
/** Actions that take a session to people outside it: a hidden session is not theirs to see. */
const OUTWARD: readonly Permission[] = ['session.share', 'session.shared.read'];

/**
 * The object half of a permission: throws (404, 403 held, 409) when the caller may not act on
 * this object now. `part`: the annotation id for `essay.annotation.delete`.
 */
export type ObjectCheck = (
  kit: CheckKit,
  auth: Actor,
  id: number,
  permission: Permission,
  part?: string,
) => Promise<void> | void;

export type ObjectChecks = Partial<Record<Permission, ObjectCheck>>;

/** One check for several permissions that ask the same of their object. */
export function each(permissions: readonly Permission[], check: ObjectCheck): ObjectChecks {
  return Object.fromEntries(permissions.map((permission) => [permission, check]));
}

/** What every domain's checks share: the one repository, the access log and the common rules. */
export class CheckKit {
  constructor(
    readonly repository: AccessRepository,
    readonly studentReads: StudentReads,
  ) {}

  /** Whether the student is within the acting role's reach (section, school, district or all). */
  async reaches(auth: Actor, studentId: number): Promise<boolean> {
    const reach = await this.repository.studentReach(auth.userId, studentId);
    return reach !== null && mayReachStudent(auth.role, reach);
  }

  /** Whether the acting teacher sits in a section with the student. */
  async teaches(auth: Actor, studentId: number): Promise<boolean> {
    const reach = await this.repository.studentReach(auth.userId, studentId);
    return reach !== null && mayReachStudent('teacher', reach);
  }

  /**
   * An object of a district: a superuser's wherever it is, a district manager's in their own
   * district; anyone else's, or a missing one, is not found (ids reveal nothing).
   */
  async requireDistrict(auth: Actor, district: number | null | undefined, what: string): Promise<void> {
    if (district === undefined) throw notFound(what);
    if (auth.role === 'superuser') return;
    if (district === null || district !== (await this.repository.districtOf(auth.userId)))
      throw notFound(what);
  }

  checkSession(
    permission: Permission,
    session: SessionRelation | null,
    related: (session: SessionRelation) => boolean,
  ): void {
    if (!session || !related(session)) throw notFound('session');
    this.refuseHeld(permission, session.hold);
  }

  refuseHeld(permission: Permission, hold: ContentHoldState | null): void {
    if (hold === 'quarantined' && !OPEN_WHILE_QUARANTINED.includes(permission)) throw held();
    if (hold === 'hidden' && OUTWARD.includes(permission)) throw held();
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
}
