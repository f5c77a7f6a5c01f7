import {
  DEFAULT_USER_PREFERENCES,
  type UpdateUserPreferences,
  type UserPreferences as UserPreferencesView,
} from '@lantern/shared/contracts/preferences';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { AccessService } from '../access/access.service.js';
import { UserPreferences } from './entities/user-preferences.entity.js';

const toView = (row: UserPreferences | null): UserPreferencesView =>
  row ? { is_break_chimes_enabled: row.isBreakChimesEnabled } : { ...DEFAULT_USER_PREFERENCES };

@Injectable()
export class PreferencesService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(AccessService) private readonly access: AccessService,
  ) {}

  async get(auth: AuthContext, userId: number): Promise<UserPreferencesView> {
    await this.access.requireAccess(auth, 'user.preferences.read', userId);
    return toView(await this.em.findOne(UserPreferences, { user: userId }));
  }

  /** One statement, so two devices saving at once both land and neither sees a duplicate key. */
  async save(auth: AuthContext, userId: number, change: UpdateUserPreferences): Promise<UserPreferencesView> {
    await this.access.requireAccess(auth, 'user.preferences.edit', userId);
    const current = toView(await this.em.findOne(UserPreferences, { user: userId }));
    const next = { ...current, ...change };
    const row = await this.em.upsert(UserPreferences, {
      user: userId,
      isBreakChimesEnabled: next.is_break_chimes_enabled,
      updatedAt: new Date(),
    });
    return toView(row);
  }
}
