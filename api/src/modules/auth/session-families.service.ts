import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { signInIsLive } from './sign-in-live.query.js';

/** Whether the sign-in behind an access token still stands (see `signInIsLive`). */
@Injectable()
export class SessionFamilies {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  isLive(auth: AuthContext): Promise<boolean> {
    return signInIsLive(this.em, {
      familyId: auth.familyId,
      generation: auth.generation,
      userId: auth.userId,
      role: auth.role,
      impersonatorId: auth.impersonator?.userId ?? null,
      impersonatorRole: auth.impersonator?.role ?? null,
    });
  }
}
