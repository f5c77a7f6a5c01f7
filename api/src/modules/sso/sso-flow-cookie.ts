import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { isSsoProvider, type SsoProvider } from '@lantern/shared/domain/auth/sso-providers';
import type { Response } from 'express';
import type { AppConfig } from '../../platform/config/config.js';

/** A sign-in begun here and not yet back from the provider: what its callback must find again. */
export interface SsoFlow {
  provider: SsoProvider;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Signing in, or linking the provider's account to the person who asked (`userId`). */
  mode: 'sign-in' | 'link';
  userId: number | null;
  /** Unix seconds. */
  expiresAt: number;
}

/** Long enough to sign in at the provider (a forgotten password included), short enough to go stale. */
export const SSO_FLOW_TTL_SECONDS = 10 * 60;

export const ssoFlowCookieName = (provider: SsoProvider) => `lantern_sso_${provider}`;
/** Sent back only to that provider's own paths (its callback among them). */
export const ssoFlowCookiePath = (provider: SsoProvider) => `/api/auth/sso/${provider}`;

/**
 * The flow travels in an httpOnly cookie signed with a key derived from JWT_SECRET, so no server
 * state is kept between the redirect and the callback and any instance can finish it. SameSite=Lax:
 * the provider's redirect back is a cross-site top-level GET, which Lax lets through and Strict
 * would not.
 */
export class SsoFlowCookie {
  private readonly key: Buffer;

  constructor(private readonly config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.jwtSecret, '', 'lantern single sign-on flow', 32));
  }

  set(response: Response, flow: SsoFlow): void {
    const body = Buffer.from(JSON.stringify(flow)).toString('base64url');
    response.cookie(ssoFlowCookieName(flow.provider), `${body}.${this.sign(body)}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.cookieSecure,
      path: ssoFlowCookiePath(flow.provider),
      maxAge: SSO_FLOW_TTL_SECONDS * 1000,
    });
  }

  clear(response: Response, provider: SsoProvider): void {
    response.clearCookie(ssoFlowCookieName(provider), {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.cookieSecure,
      path: ssoFlowCookiePath(provider),
    });
  }

  /** The flow the cookie carries for this provider, or null if missing, forged, stale or another provider's. */
  read(value: unknown, provider: SsoProvider, now: number): SsoFlow | null {
    if (typeof value !== 'string') return null;
    const [body, signature] = value.split('.');
    if (!body || !signature) return null;
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    let flow: Partial<SsoFlow>;
    try {
      flow = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<SsoFlow>;
    } catch {
      return null;
    }
    if (!isSsoProvider(flow.provider) || flow.provider !== provider) return null;
    if (typeof flow.expiresAt !== 'number' || flow.expiresAt <= now) return null;
    return flow as SsoFlow;
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
