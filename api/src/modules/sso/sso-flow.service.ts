import type { SsoProvider } from '@lantern/shared/domain/auth/sso-providers';
import { Inject, Injectable } from '@nestjs/common';
import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import { Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';
import { AppError } from '../../platform/http/app-error.js';
import { LOGGER } from '../../platform/logging/logger.js';
import { OidcClients } from './oidc-clients.js';
import { SSO_FLOW_TTL_SECONDS, type SsoFlow } from './sso-flow-cookie.js';
import { notConfigured, providerFailed } from './sso-refusal.js';
import type { ProviderIdentity } from './sso-sign-in.service.js';

const SCOPE = 'openid email profile';

/**
 * The OpenID Connect half of single sign-on, through openid-client: the authorization request
 * (code flow with PKCE, state and nonce) and, on the way back, the code exchanged and the ID token
 * checked (issuer's keys, audience, expiry, nonce) into a `ProviderIdentity`.
 */
@Injectable()
export class SsoFlows {
  constructor(
    @Inject(OidcClients) private readonly clients: OidcClients,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Where to send the browser, and what its callback must find in the flow cookie. */
  async begin(
    provider: SsoProvider,
    mode: SsoFlow['mode'],
    userId: number | null,
  ): Promise<{ url: string; flow: SsoFlow }> {
    const client = await this.client(provider);
    const flow: SsoFlow = {
      provider,
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
      mode,
      userId,
      expiresAt: this.clock.now() + SSO_FLOW_TTL_SECONDS,
    };
    const url = oidc.buildAuthorizationUrl(client, {
      redirect_uri: this.clients.redirectUri(provider),
      scope: SCOPE,
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, flow };
  }

  /** The provider's answer to `flow`, as the callback received it (its query string). */
  async finish(provider: SsoProvider, flow: SsoFlow | null, query: string): Promise<ProviderIdentity> {
    if (!flow) throw providerFailed('no sign-in was started in this browser, or it took too long');
    const client = await this.client(provider);
    const current = new URL(`${this.clients.redirectUri(provider)}?${query}`);
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(client, current, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      throw this.failed(provider, 'the code exchange or the ID token', error);
    }
    const claims = tokens.claims();
    if (!claims) throw providerFailed('no ID token');
    let email = typeof claims.email === 'string' ? claims.email : null;
    let verified = claims.email_verified === true;
    // Some providers put the e-mail in the userinfo answer only.
    if (!email && client.serverMetadata().userinfo_endpoint) {
      const info = await this.userInfo(provider, client, tokens.access_token, claims.sub);
      email = typeof info.email === 'string' ? info.email : null;
      verified = info.email_verified === true;
    }
    return { provider, subject: claims.sub, email, emailVerified: verified };
  }

  /**
   * The spec's POST /auth0: an access token the client got from Auth0 itself, vouched for by the
   * provider's userinfo endpoint. A JWT access token must have been issued to Lantern's client.
   */
  async identityOfAccessToken(provider: SsoProvider, accessToken: string): Promise<ProviderIdentity> {
    const client = await this.client(provider);
    const info = await this.userInfo(provider, client, accessToken, oidc.skipSubjectCheck);
    const issuedTo = jwtClientOf(accessToken);
    if (issuedTo !== null && issuedTo !== client.clientMetadata().client_id)
      throw providerFailed('the access token was issued to another application', 400);
    return {
      provider,
      subject: info.sub,
      email: typeof info.email === 'string' ? info.email : null,
      emailVerified: info.email_verified === true,
    };
  }

  /** The provider's sign-out page, coming back to the sign-in page; null if it has none. */
  async endSessionUrl(provider: SsoProvider): Promise<string | null> {
    if (!this.clients.isConfigured(provider)) return null;
    const client = await this.clients.client(provider).catch(() => null);
    if (!client?.serverMetadata().end_session_endpoint) return null;
    return oidc.buildEndSessionUrl(client, {
      client_id: client.clientMetadata().client_id,
      post_logout_redirect_uri: `${this.config.publicUrl}/login/student`,
    }).href;
  }

  private async userInfo(
    provider: SsoProvider,
    client: oidc.Configuration,
    accessToken: string,
    subject: string | typeof oidc.skipSubjectCheck,
  ) {
    try {
      return await oidc.fetchUserInfo(client, accessToken, subject);
    } catch (error) {
      throw this.failed(provider, 'the userinfo answer', error, 400);
    }
  }

  private async client(provider: SsoProvider): Promise<oidc.Configuration> {
    if (!this.clients.isConfigured(provider)) throw notConfigured(provider);
    try {
      return await this.clients.client(provider);
    } catch (error) {
      throw this.failed(provider, 'its discovery document', error);
    }
  }

  private failed(provider: SsoProvider, what: string, error: unknown, status = 502): AppError {
    const why = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    this.logger.warn({ provider, why }, `single sign-on: ${provider} refused or failed (${what})`);
    return providerFailed(`${what} could not be used`, status);
  }
}

/** `azp` or `client_id` of a JWT access token; null for an opaque one. Read only after the provider accepted it. */
function jwtClientOf(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload || token.split('.').length !== 3) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const client = claims.azp ?? claims.client_id;
    return typeof client === 'string' ? client : null;
  } catch {
    return null;
  }
}
