import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { AppError } from '../../platform/http/app-error.js';

/**
 * A student's record (past sessions, assessments, classmates) is open to a tutor who holds a
 * session with them now or held one before, one handed on to or by them included. A plain function
 * over the entity manager, not a provider: the assessments and users modules need it, and the
 * sessions module already depends on assessments.
 */
export async function assertTaughtBy(
  em: EntityManager,
  auth: Pick<AuthContext, 'userId'>,
  studentId: number,
): Promise<void> {
  const rows: unknown[] = await em.getConnection().execute(
    `select 1 from sessions s
      where s.student_id = ?
        and (s.tutor_id = ? or exists (
              select 1 from session_handoffs h
               where h.session_id = s.id and (h.outgoing_tutor_id = ? or h.incoming_tutor_id = ?)))
      limit 1`,
    [studentId, auth.userId, auth.userId, auth.userId],
  );
  // The same answer for a student who does not exist and one this tutor never had: ids reveal nothing.
  if (rows.length === 0) throw new AppError(404, ErrorCode.notFound, 'No such student among yours');
}
