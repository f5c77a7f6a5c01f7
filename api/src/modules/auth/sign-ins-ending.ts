import type { SessionRevokedReason } from '@lantern/shared/realtime/events';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Module } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';

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
    const rows = await this.em.getConnection().execute<{ family_id: string }[]>(
      `update refresh_tokens set revoked_at = ?, revoked_reason = ?
        where revoked_at is null and (user_id = any(?::int[]) or impersonator_id = any(?::int[]))
          and family_id is distinct from ?
        returning family_id`,
      // One array parameter each: a JS array would be spread into a list of parameters.
      [this.clock.date(), reason, `{${userIds.join(',')}}`, `{${userIds.join(',')}}`, keepFamilyId],
    );
    const families = [...new Set(rows.map((row) => row.family_id))];
    for (const familyId of families) this.realtime.endSignIn(familyId, reason);
    return families.length;
  }
}

@Module({ imports: [RealtimeModule], providers: [SignInsEnding], exports: [SignInsEnding] })
export class SignInsModule {}
