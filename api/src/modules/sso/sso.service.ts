import type { SocialLogin, SsoProviders, SsoProvidersQuery } from '@lantern/shared/contracts/sso';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { SsoProvider } from '@lantern/shared/domain/auth/sso-providers';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { AuditService } from '../audit/audit.service.js';
import type { IssuedSession } from '../auth/auth.service.js';
import { LoginRateLimiter } from '../auth/login-rate-limiter.js';
import { OidcClients } from './oidc-clients.js';
import { SsoAccountsRepository } from './sso-accounts.repository.js';
import type { SsoFlow } from './sso-flow-cookie.js';
import { SsoFlows } from './sso-flow.service.js';
import { SsoSignIn } from './sso-sign-in.service.js';

export type CallbackOutcome = { kind: 'signed-in'; session: IssuedSession } | { kind: 'linked' };

/** Single sign-on's use cases: which providers to offer, starting, finishing, exchanging, linking. */
@Injectable()
export class SsoService {
  constructor(
    @Inject(OidcClients) private readonly clients: OidcClients,
    @Inject(SsoFlows) private readonly flows: SsoFlows,
    @Inject(SsoSignIn) private readonly signIns: SsoSignIn,
    @Inject(SsoAccountsRepository) private readonly accounts: SsoAccountsRepository,
    @Inject(LoginRateLimiter) private readonly limiter: LoginRateLimiter,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  /** Configured providers; when the sign-in link names a known school, only those it allows. */
  async providers(query: SsoProvidersQuery): Promise<SsoProviders> {
    const configured = this.clients.configured();
    const allowed = await this.accounts.schoolProviders(query.district, query.school);
    return { providers: allowed ? configured.filter((provider) => allowed.includes(provider)) : configured };
  }

  start(provider: SsoProvider) {
    return this.flows.begin(provider, 'sign-in', null);
  }

  async callback(
    provider: SsoProvider,
    flow: SsoFlow | null,
    query: string,
    ip: string,
  ): Promise<CallbackOutcome> {
    await this.limiter.takeAttempt();
    const identity = await this.flows.finish(provider, flow, query);
    if (flow?.mode === 'link' && flow.userId !== null) {
      await this.signIns.link(identity, flow.userId, ip);
      return { kind: 'linked' };
    }
    return { kind: 'signed-in', session: await this.signIns.signIn(identity, ip) };
  }

  async exchangeAccessToken(provider: SsoProvider, accessToken: string, ip: string): Promise<IssuedSession> {
    await this.limiter.takeAttempt();
    const identity = await this.flows.identityOfAccessToken(provider, accessToken);
    return this.signIns.signIn(identity, ip);
  }

  async socialLogin(auth: AuthContext, provider: SsoProvider): Promise<SocialLogin> {
    const link = await this.accounts.findLinkOf(auth.userId, provider);
    return {
      provider,
      linked: link !== null,
      email: link?.email ?? null,
      linked_at: link ? Math.floor(link.createdAt.getTime() / 1000) : null,
    };
  }

  /**
   * The person's own link, never someone's viewed as; and never the last way in of someone without
   * a password, who could not sign in again.
   */
  async unlink(auth: AuthContext, provider: SsoProvider): Promise<SocialLogin> {
    if (auth.impersonator)
      throw new AppError(409, ErrorCode.conflict, 'Stop viewing as someone to unlink your own account');
    const link = await this.accounts.findLinkOf(auth.userId, provider);
    if (link) {
      const ways = await this.accounts.waysIn(auth.userId);
      if (!ways.hasPassword && ways.links <= 1)
        throw new AppError(
          409,
          ErrorCode.ssoLastWayIn,
          'This is your only way to sign in: choose a password first (from "Trouble signing in"), then unlink it',
        );
      await this.accounts.remove(link);
      this.audit.recordFor(auth, 'auth.sso.unlinked', { provider, subject: link.subject });
    }
    return this.socialLogin(auth, provider);
  }

  /** A linking flow for the person themselves: never for someone viewed as. */
  linkFlow(auth: AuthContext, provider: SsoProvider) {
    if (auth.impersonator)
      throw new AppError(409, ErrorCode.conflict, 'Stop viewing as someone to link your own account');
    return this.flows.begin(provider, 'link', auth.userId);
  }

  endSessionUrl(provider: SsoProvider) {
    return this.flows.endSessionUrl(provider);
  }
}
