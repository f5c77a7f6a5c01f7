import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { RefreshToken } from './entities/refresh-token.entity.js';

@Injectable()
export class RefreshTokensRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  findByHash(tokenHash: string) {
    return this.em.findOne(RefreshToken, { tokenHash }, { populate: ['user', 'impersonator'] });
  }

  /** When the sign-in began: its family's first token. */
  async familyStartedAt(familyId: string): Promise<Date | null> {
    const first = await this.em.findOne(
      RefreshToken,
      { familyId },
      { orderBy: { createdAt: 'asc' }, fields: ['createdAt'] },
    );
    return first?.createdAt ?? null;
  }

  /** Marks the token used; false when another request used it first (row-level, so two instances agree). */
  async claimForRotation(id: string, at: Date): Promise<boolean> {
    const updated = await this.em.nativeUpdate(
      RefreshToken,
      { id, rotatedAt: null, revokedAt: null },
      { rotatedAt: at },
    );
    return updated === 1;
  }

  retireFamilyExcept(familyId: string, keepId: string, at: Date) {
    return this.em.nativeUpdate(
      RefreshToken,
      { familyId, id: { $ne: keepId }, rotatedAt: null },
      { rotatedAt: at },
    );
  }

  revokeFamily(familyId: string, at: Date, reason: string) {
    return this.em.nativeUpdate(
      RefreshToken,
      { familyId, revokedAt: null },
      { revokedAt: at, revokedReason: reason },
    );
  }
}
