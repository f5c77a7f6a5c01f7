import { ErrorCode } from '@lantern/shared/contracts/errors';
import { ESSAY_STATUS, essayMatchesFilter } from '@lantern/shared/domain/essays/essay-filters';
import { AppError } from '../../../platform/http/app-error.js';
import { type Actor, type CheckKit, each, notFound, type ObjectChecks } from './check-kit.js';

/**
 * A reviewed essay opened by staff who reach its student (`reaches`): what the student could
 * open, not withdrawn nor quarantined, each opening on the access log.
 */
const reviewedEssayOf =
  (reaches: (kit: CheckKit, auth: Actor, studentId: number) => Promise<boolean>) =>
  async (kit: CheckKit, auth: Actor, id: number, permission: Parameters<CheckKit['refuseHeld']>[0]) => {
    const essay = await kit.repository.essay(id);
    if (
      !essay ||
      !essayMatchesFilter(essay.status, 'reviewed') ||
      !(await reaches(kit, auth, essay.student_id))
    )
      throw notFound('essay');
    kit.refuseHeld(permission, essay.hold);
    kit.studentReads.note(auth, essay.student_id, 'record');
  };

/** Writing review: a student's essays, a tutor's review, the managers' queue, staff downloads. */
export const ESSAY_CHECKS: ObjectChecks = {
  ...each(
    ['essay.read', 'essay.cancel', 'essay.download', 'essay.feedback'],
    async (kit, auth, id, permission) => {
      const essay = await kit.repository.essay(id);
      // A withdrawn essay has left the student's list: for them it is gone.
      if (!essay || essay.student_id !== auth.userId || !essayMatchesFilter(essay.status, 'all'))
        throw notFound('essay');
      kit.refuseHeld(permission, essay.hold);
    },
  ),
  ...each(
    ['essay.review.read', 'essay.review.edit', 'essay.annotation.delete'],
    async (kit, auth, id, permission, part) => {
      const essay = await kit.repository.essay(id);
      if (!essay || essay.tutor_id !== auth.userId || essay.status === ESSAY_STATUS.CANCELLED)
        throw notFound('essay');
      kit.refuseHeld(permission, essay.hold);
      if (permission === 'essay.review.read') return;
      if (essay.status !== ESSAY_STATUS.ASSIGNED)
        throw new AppError(
          409,
          ErrorCode.essayReviewClosed,
          'This review has been submitted and can no longer change',
        );
      // A tombstone for an annotation that never arrived is fine; one of another essay is not yours.
      if (part !== undefined) {
        const owner = await kit.repository.annotationEssay(part);
        if (owner !== null && owner !== id) throw notFound('annotation');
      }
    },
  ),
  ...each(
    ['essay.queue.read', 'essay.queue.release', 'essay.queue.reassign', 'essay.queue.prioritise'],
    async (kit, _auth, id, permission) => {
      // Managers oversee every essay; a quarantine stops them too (no tutor may open it meanwhile).
      const essay = await kit.repository.essay(id);
      if (!essay) throw notFound('essay');
      kit.refuseHeld(permission, essay.hold);
    },
  ),
  'leader.essay.download': reviewedEssayOf((kit, auth, studentId) => kit.reaches(auth, studentId)),
  'teacher.essay.download': reviewedEssayOf((kit, auth, studentId) => kit.teaches(auth, studentId)),
};
