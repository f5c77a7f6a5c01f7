import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { ModerationBlockDetails } from '@lantern/shared/contracts/moderation';
import {
  type CreateTutorComment,
  TUTOR_COMMENTS_PAGE_SIZE,
  type TutorCommentList,
  type TutorComment as TutorCommentView,
  type UpdateTutorComment,
} from '@lantern/shared/contracts/tutor-comments';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError, ValidationFailed } from '../../platform/http/app-error.js';
import { paginationOf } from '../../platform/http/pagination.js';
import { AccessService } from '../access/access.service.js';
import { ModerationService } from '../moderation/moderation.service.js';
import { LiveSession } from '../sessions/entities/live-session.entity.js';
import { User } from '../users/entities/user.entity.js';
import { TutorComment } from './entities/tutor-comment.entity.js';
import { toTutorComment } from './tutor-comments.mapper.js';

/**
 * Notes tutors leave about a student for the tutors who help them next. Written and read by the
 * tutors who have taught the student; managers read them too; only the
 * author changes one.
 */
@Injectable()
export class TutorCommentsService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(ModerationService) private readonly moderation: ModerationService,
    @Inject(AccessService) private readonly access: AccessService,
  ) {}

  async create(auth: AuthContext, input: CreateTutorComment): Promise<TutorCommentView> {
    await this.access.requireAccess(auth, 'student.comment.write', input.student_id);
    if (input.session_id !== undefined) {
      const ofStudent = await this.em.count(LiveSession, { id: input.session_id, student: input.student_id });
      if (ofStudent === 0)
        throw new ValidationFailed([
          {
            field: 'session_id',
            rule: 'not_found',
            message: "session_id: is not one of this student's sessions",
          },
        ]);
    }
    await this.refuseBlocked(input.text);
    const comment = this.em.create(TutorComment, {
      student: this.em.getReference(User, input.student_id),
      author: this.em.getReference(User, auth.userId),
      session: input.session_id === undefined ? null : this.em.getReference(LiveSession, input.session_id),
      text: input.text,
      createdAt: this.clock.date(),
      editedAt: null,
    });
    await this.em.flush();
    await this.em.populate(comment, ['author']);
    return toTutorComment(comment, auth.userId);
  }

  async update(auth: AuthContext, commentId: number, input: UpdateTutorComment): Promise<TutorCommentView> {
    await this.access.requireAccess(auth, 'tutor-comment.edit', commentId);
    const comment = await this.em.findOneOrFail(TutorComment, { id: commentId }, { populate: ['author'] });
    await this.refuseBlocked(input.text);
    if (comment.text !== input.text) {
      comment.text = input.text;
      comment.editedAt = this.clock.date();
      await this.em.flush();
    }
    return toTutorComment(comment, auth.userId);
  }

  async ofStudent(auth: AuthContext, studentId: number, page: number): Promise<TutorCommentList> {
    await this.access.requireAccess(auth, 'student.comment.read', studentId);
    const [found, total] = await this.em.findAndCount(
      TutorComment,
      { student: studentId },
      {
        populate: ['author'],
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit: TUTOR_COMMENTS_PAGE_SIZE,
        offset: (page - 1) * TUTOR_COMMENTS_PAGE_SIZE,
      },
    );
    const data = found.map((comment) => toTutorComment(comment, auth.userId));
    return { data, meta: { pagination: paginationOf(total, data.length, TUTOR_COMMENTS_PAGE_SIZE, page) } };
  }

  /**
   * Judged like a chat message and refused with the chat's error. A note that reads as self-harm
   * is kept: its writer is a tutor reporting on a student, and the chat has already alerted the
   * managers if the student wrote it there.
   */
  private async refuseBlocked(text: string): Promise<void> {
    const verdict = await this.moderation.checkText(text);
    if (verdict.action !== 'block') return;
    const details: ModerationBlockDetails = { categories: verdict.categories };
    throw new AppError(
      422,
      ErrorCode.messageBlocked,
      'This note was not saved: it breaks the rules on safe and respectful chat',
      details,
    );
  }
}
