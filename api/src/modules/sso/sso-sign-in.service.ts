import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { SsoProvider } from '@lantern/shared/domain/auth/sso-providers';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { AuditService } from '../audit/audit.service.js';
import { AuthService, type IssuedSession } from '../auth/auth.service.js';
import type { User } from '../users/entities/user.entity.js';
import { SsoLink } from './entities/sso-link.entity.js';
import { SsoAccountsRepository } from './sso-accounts.repository.js';
import { noAccount } from './sso-refusal.js';

/** Who the provider says signed in: its subject, and the e-mail it vouches for, if any. */
export interface ProviderIdentity {
  provider: SsoProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

/**
 * Turns a provider's identity into a Lantern sign-in. The subject finds a person once linked;
 * otherwise a verified e-mail finds an account of a school that allows the provider, and the
 * subject is linked to it from then on. Nobody is created here: rostering makes people.
 */
@Injectable()
export class SsoSignIn {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(SsoAccountsRepository) private readonly accounts: SsoAccountsRepository,
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  async signIn(identity: ProviderIdentity, ip: string): Promise<IssuedSession> {
    let user: User | null = null;
    try {
      const match = await this.match(identity);
      user = match.user;
      const session = await this.auth.signInVerified(user, ip, {
        method: 'sso',
        provider: identity.provider,
        matched_by: match.link ? 'subject' : 'email',
      });
      this.remember(match.link, identity, user);
      await this.em.flush();
      return session;
    } catch (error) {
      if (error instanceof AppError) await this.refused(identity, user, ip, error);
      throw error;
    }
  }

  /** Links the provider's account to a signed-in person who asked for it. */
  async link(identity: ProviderIdentity, userId: number, ip: string): Promise<void> {
    const user = await this.accounts.findUser(userId);
    if (!user) throw new AppError(404, ErrorCode.notFound, 'This account no longer exists');
    const taken = await this.accounts.findLink(identity.provider, identity.subject);
    if (taken && taken.user.id !== userId) {
      const error = new AppError(
        409,
        ErrorCode.conflict,
        'This account at the provider is already linked to another Lantern account',
      );
      await this.refused(identity, user, ip, error);
      throw error;
    }
    // A person has one account per provider: linking another replaces the old one.
    const own = taken ?? (await this.accounts.findLinkOf(userId, identity.provider));
    if (own) own.subject = identity.subject;
    this.remember(own, identity, user);
    this.audit.record({
      action: 'auth.sso.linked',
      actorUserId: userId,
      ip,
      details: { provider: identity.provider, subject: identity.subject },
    });
    await this.em.flush();
  }

  private async match(identity: ProviderIdentity): Promise<{ user: User; link: SsoLink | null }> {
    const link = await this.accounts.findLink(identity.provider, identity.subject);
    if (link) {
      const schools = this.accounts.schoolsOf(link.user);
      // Staff without a school sign in by their link alone; a school's people only while it allows the provider.
      if (schools.length > 0 && !this.schoolAllows(link.user, identity.provider)) throw noAccount();
      return { user: link.user, link };
    }
    if (!identity.email || !identity.emailVerified) throw noAccount();
    const user = await this.accounts.findByEmail(identity.email);
    if (!user || !this.schoolAllows(user, identity.provider)) throw noAccount();
    // Linked to another account at this provider already: this one is someone else's claim to the e-mail.
    if (await this.accounts.findLinkOf(user.id, identity.provider)) throw noAccount();
    return { user, link: null };
  }

  private schoolAllows(user: User, provider: SsoProvider): boolean {
    return this.accounts.schoolsOf(user).some((school) => school.ssoProviders.includes(provider));
  }

  private remember(link: SsoLink | null, identity: ProviderIdentity, user: User) {
    const now = this.clock.date();
    if (link) {
      link.lastUsedAt = now;
      if (identity.email) link.email = identity.email;
      return;
    }
    this.em.create(SsoLink, {
      user,
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
      createdAt: now,
      lastUsedAt: now,
    });
  }

  private async refused(identity: ProviderIdentity, user: User | null, ip: string, error: AppError) {
    this.audit.record({
      action: 'auth.sso.refused',
      actorUserId: user?.id ?? null,
      ip,
      details: { provider: identity.provider, subject: identity.subject, code: error.code },
    });
    await this.em.flush();
  }
}
