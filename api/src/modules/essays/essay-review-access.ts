import { ErrorCode } from '@lantern/shared/contracts/errors';
import { ESSAY_STATUS } from '@lantern/shared/domain/essays/essay-filters';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Essay } from './entities/essay.entity.js';
import { EssaysRepository } from './essays.repository.js';

/**
 * Who may touch a review: the tutor the essay is assigned to, and only while it is in review for
 * changes. Any other tutor is refused (403); an essay that does not exist, or was withdrawn, is not
 * found.
 */
@Injectable()
export class EssayReviewAccess {
  constructor(@Inject(EssaysRepository) private readonly essays: EssaysRepository) {}

  /** The essay the tutor holds, reviewed or not: reading a finished review stays allowed. */
  async held(auth: AuthContext, id: number): Promise<Essay> {
    const essay = await this.essays.find(id);
    if (!essay || essay.status === ESSAY_STATUS.CANCELLED)
      throw new AppError(404, ErrorCode.notFound, 'No such essay');
    if (essay.tutor?.id !== auth.userId)
      throw new AppError(403, ErrorCode.essayNotYours, 'This essay is not assigned to you');
    return essay;
  }

  /** The essay the tutor is reviewing now: changes after submission are refused. */
  async open(auth: AuthContext, id: number): Promise<Essay> {
    const essay = await this.held(auth, id);
    if (essay.status !== ESSAY_STATUS.ASSIGNED)
      throw new AppError(
        409,
        ErrorCode.essayReviewClosed,
        'This review has been submitted and can no longer change',
      );
    return essay;
  }
}
