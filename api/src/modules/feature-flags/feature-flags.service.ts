import type { FeatureFlag as FeatureFlagContract } from '@lantern/shared/contracts/feature-flags';
import {
  FEATURE_FLAGS,
  type FeatureFlag as FeatureFlagKey,
  isFeatureFlag,
} from '@lantern/shared/domain/feature-flags/flags';
import { FEATURE_FLAG_PURPOSES } from '@lantern/shared/domain/feature-flags/flag-purposes';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { AuditService } from '../audit/audit.service.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import { FeatureFlag } from './entities/feature-flag.entity.js';

/** The description is the code's, so a flag's row from an older release says what it does now. */
function mapFlag(flag: FeatureFlag, key: FeatureFlagKey): FeatureFlagContract {
  return {
    key,
    enabled: flag.enabled,
    description: FEATURE_FLAG_PURPOSES[key],
    updated_at: Math.floor(flag.updatedAt.getTime() / 1000),
  };
}

@Injectable()
export class FeatureFlagsService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
  ) {}

  async list(): Promise<FeatureFlagContract[]> {
    // A row whose key the code no longer reads (a placeholder an older release seeded) switches nothing.
    const flags = await this.em.find(
      FeatureFlag,
      { key: { $in: FEATURE_FLAGS } },
      { orderBy: { key: 'asc' } },
    );
    return flags.flatMap((flag) => (isFeatureFlag(flag.key) ? [mapFlag(flag, flag.key)] : []));
  }

  async isOn(key: FeatureFlagKey): Promise<boolean> {
    const flag = await this.em.findOne(FeatureFlag, { key });
    return flag?.enabled === true;
  }

  /** Switched live: every connected app hears of it at once, no deploy. */
  async set(auth: AuthContext, key: string, enabled: boolean): Promise<FeatureFlagContract> {
    if (!isFeatureFlag(key)) throw new AppError(404, ErrorCode.notFound, `Unknown feature flag ${key}`);
    const flag = await this.em.findOne(FeatureFlag, { key });
    if (!flag) throw new AppError(404, ErrorCode.notFound, `Unknown feature flag ${key}`);
    flag.enabled = enabled;
    flag.updatedAt = this.clock.date();
    flag.updatedByUserId = auth.userId;
    this.audit.recordFor(auth, 'feature-flags.flag.updated', { key, enabled });
    await this.em.flush();
    this.realtime.toEveryone('feature-flags.flag.updated', { key, enabled });
    return mapFlag(flag, key);
  }
}
