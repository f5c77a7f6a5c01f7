import { createHash, randomBytes } from 'node:crypto';
import {
  ACCOUNT_LINK_TTL_SECONDS,
  type AccountLinkPurpose,
  type AccountLinkState,
  accountLinkState,
} from '@lantern/shared/domain/account/account-links';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock.js';
import type { User } from '../users/entities/user.entity.js';
import { AccountLink } from './entities/account-link.entity.js';

export interface FoundLink {
  link: AccountLink | null;
  state: AccountLinkState;
}

/** Issuing, finding and using one-time account links; the token leaves only in the e-mail. */
@Injectable()
export class AccountLinks {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /**
   * A new link (stored with the caller's flush). Older unused links of the same purpose stop
   * working: only the newest e-mail's link opens.
   */
  async issue(user: User, purpose: AccountLinkPurpose, newEmail: string | null = null): Promise<string> {
    const now = this.clock.date();
    await this.em.nativeUpdate(AccountLink, { user, purpose, usedAt: null }, { usedAt: now });
    const token = randomBytes(32).toString('base64url');
    this.em.create(AccountLink, {
      user,
      purpose,
      tokenHash: sha256(token),
      newEmail,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ACCOUNT_LINK_TTL_SECONDS[purpose] * 1000),
    });
    return token;
  }

  async find(token: string, purposes: readonly AccountLinkPurpose[]): Promise<FoundLink> {
    const link = await this.em.findOne(
      AccountLink,
      { tokenHash: sha256(token), purpose: { $in: [...purposes] } },
      { populate: ['user'] },
    );
    const state = accountLinkState(
      link && { expiresAt: seconds(link.expiresAt), usedAt: link.usedAt ? seconds(link.usedAt) : null },
      this.clock.now(),
    );
    return { link, state };
  }

  /** Marks it used; false when another request used it first (so a link works exactly once). */
  async use(link: AccountLink): Promise<boolean> {
    const now = this.clock.date();
    const updated = await this.em.nativeUpdate(
      AccountLink,
      { id: link.id, usedAt: null, expiresAt: { $gt: now } },
      { usedAt: now },
    );
    return updated === 1;
  }

  /** How many links of this purpose the person was sent since `since` (the reset limit per account). */
  sentSince(userId: number, purpose: AccountLinkPurpose, since: Date): Promise<number> {
    return this.em.count(AccountLink, { user: userId, purpose, createdAt: { $gte: since } });
  }

  /** The address an unexpired, unused e-mail change waits to confirm. */
  async pendingEmail(userId: number): Promise<string | null> {
    const link = await this.em.findOne(
      AccountLink,
      { user: userId, purpose: 'email_change', usedAt: null, expiresAt: { $gt: this.clock.date() } },
      { orderBy: { createdAt: 'desc' }, fields: ['newEmail'] },
    );
    return link?.newEmail ?? null;
  }
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
