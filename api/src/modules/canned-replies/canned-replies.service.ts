import type {
  CannedReplyList,
  CannedReply as CannedReplyView,
  CreateCannedReply,
  UpdateCannedReply,
} from '@lantern/shared/contracts/canned-replies';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import { mayWriteScope } from '@lantern/shared/domain/canned-replies/canned-replies';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { AccessService } from '../access/access.service.js';
import { User } from '../users/entities/user.entity.js';
import { CannedRepliesRepository } from './canned-replies.repository.js';
import { toCannedReply } from './canned-replies.mapper.js';
import { CannedReply } from './entities/canned-reply.entity.js';

/**
 * Snippets tutors insert into the classroom composer. A tutor writes their own; tutor managers write
 * the team's (every tutor of the deployment: Lantern has no smaller team) and the global ones;
 * superusers the global ones. Every tutor reads their own, the team's and the global ones.
 */
@Injectable()
export class CannedRepliesService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(CannedRepliesRepository) private readonly replies: CannedRepliesRepository,
  ) {}

  async list(auth: AuthContext): Promise<CannedReplyList> {
    return (await this.replies.readableBy(auth.userId, auth.role)).map((reply) => toCannedReply(reply, auth));
  }

  async create(auth: AuthContext, input: CreateCannedReply): Promise<CannedReplyView> {
    if (!mayWriteScope(auth.role, input.scope))
      throw new AppError(403, ErrorCode.forbidden, `Your role cannot write ${input.scope} canned replies`);
    const reply = this.em.create(CannedReply, {
      scope: input.scope,
      owner: input.scope === 'personal' ? this.em.getReference(User, auth.userId) : null,
      shortcut: input.shortcut,
      title: input.title,
      text: input.text,
      language: input.language,
      updatedAt: this.clock.date(),
    });
    await this.em.flush();
    return toCannedReply(reply, auth);
  }

  async update(auth: AuthContext, id: number, input: UpdateCannedReply): Promise<CannedReplyView> {
    await this.access.requireAccess(auth, 'canned-reply.edit', id);
    const reply = await this.replies.one(id);
    Object.assign(reply, input, { updatedAt: this.clock.date() });
    await this.em.flush();
    return toCannedReply(reply, auth);
  }

  async remove(auth: AuthContext, id: number): Promise<{ ok: true }> {
    await this.access.requireAccess(auth, 'canned-reply.edit', id);
    await this.em.nativeDelete(CannedReply, { id });
    return { ok: true };
  }
}
