import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { isManagerRole } from '@lantern/shared/domain/roles/manager-roles';
import { CannedReply } from './entities/canned-reply.entity.js';

/** Every read of the canned replies. */
@Injectable()
export class CannedRepliesRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  /** A tutor reads their own, the team's and the global ones; managers the team's and the global ones. */
  readableBy(userId: number, role: string): Promise<CannedReply[]> {
    const shared = { scope: { $in: ['team', 'global'] } };
    return this.em.find(
      CannedReply,
      isManagerRole(role) ? shared : { $or: [shared, { scope: 'personal', owner: userId }] },
      { orderBy: { shortcut: 'asc', language: 'asc', id: 'asc' } },
    );
  }

  one(id: number): Promise<CannedReply> {
    return this.em.findOneOrFail(CannedReply, { id });
  }
}
