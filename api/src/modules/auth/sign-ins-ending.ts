import type { SessionRevokedReason } from '@lantern/shared/realtime/events';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Module } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import { revokeSignInsOf } from './sign-ins.query.js';

/**
 * Ends people's sign-ins: every refresh-token family they signed in with (or view as someone
 * through), but the one asked to keep. Access tokens of those sign-ins stop working at once (the
 * guard asks whether their family is live) and their sockets are told why and dropped. A new
 * password and leaving the roster both end here.
 */
@Injectable()
export class SignInsEnding {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
  ) {}

  /** Answers how many sign-ins ended. */
  async endAllOf(
    userIds: readonly number[],
    reason: SessionRevokedReason,
    keepFamilyId: string | null = null,
  ): Promise<number> {
    if (userIds.length === 0) return 0;
    const families = await revokeSignInsOf(this.em, userIds, reason, keepFamilyId, this.clock.date());
    for (const familyId of families) this.realtime.endSignIn(familyId, reason);
    return families.length;
  }
}

@Module({ imports: [RealtimeModule], providers: [SignInsEnding], exports: [SignInsEnding] })
export class SignInsModule {}
