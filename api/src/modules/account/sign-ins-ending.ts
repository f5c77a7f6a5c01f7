import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import { revokeSignInsOf } from './sign-ins.query.js';

/**
 * Ends a person's sign-ins when their password changes: every refresh-token family they signed in
 * with (or view as someone through), but the one asked to keep. Access tokens of those sign-ins
 * stop working at once (the guard asks whether their family is live) and their sockets are told
 * and dropped.
 */
@Injectable()
export class SignInsEnding {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
  ) {}

  async endAllOf(userId: number, keepFamilyId: string | null = null): Promise<number> {
    const families = await revokeSignInsOf(this.em, userId, keepFamilyId, this.clock.date());
    for (const familyId of families) this.realtime.endSignIn(familyId, 'password_changed');
    return families.length;
  }
}
