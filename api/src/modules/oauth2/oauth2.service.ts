import type { OAuth2AuthorizeQuery, OAuth2AuthorizeResponse } from '@lantern/shared/contracts/oauth2';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import OAuth2Server from '@node-oauth/oauth2-server';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';
import { AppError } from '../../platform/http/app-error.js';
import { AuthService } from '../auth/auth.service.js';
import { type OAuth2User, oauth2Model } from './oauth2-model.js';

/** A code is exchanged by the client right after the redirect; a minute is plenty. */
const CODE_LIFETIME_SECONDS = 60;

/** RFC 6749 5.2's error answer, with its HTTP status. */
export interface OAuth2ErrorAnswer {
  status: number;
  body: { error: string; error_description: string };
}

/**
 * Lantern as an OAuth authorization server for its registered clients (the browser extension),
 * through @node-oauth/oauth2-server: the authorization code flow with PKCE (S256) and exact
 * redirect URIs. The person approves on `/login/oauth2/authorize`, signed in as usual.
 */
@Injectable()
export class OAuth2Service {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AuthService) private readonly auth: AuthService,
  ) {}

  async authorize(
    auth: AuthContext,
    query: OAuth2AuthorizeQuery,
    ip: string,
  ): Promise<OAuth2AuthorizeResponse> {
    if (auth.impersonator)
      throw new AppError(409, ErrorCode.conflict, 'Stop viewing as someone to approve an application');
    const request = new OAuth2Server.Request({ method: 'POST', headers: {}, query: { ...query }, body: {} });
    const response = new OAuth2Server.Response({ headers: {} });
    const user: OAuth2User = { id: auth.userId };
    try {
      await this.server(ip).authorize(request, response, {
        authenticateHandler: { handle: () => user },
        authorizationCodeLifetime: CODE_LIFETIME_SECONDS,
        allowEmptyState: true,
      });
    } catch (error) {
      if (!(error instanceof OAuth2Server.OAuthError)) throw error;
      // Before the redirect URI was trusted (unknown client, URI not registered): never redirect there.
      const location = response.get('location') as string | undefined;
      if (!location) throw new AppError(400, ErrorCode.badRequest, error.message);
    }
    return { redirect_uri: response.get('location') as string };
  }

  /** The token endpoint's answer: the body and status RFC 6749 prescribes, success or not. */
  async token(
    form: Record<string, unknown>,
    headers: Record<string, string>,
    ip: string,
  ): Promise<{ status: number; body: object }> {
    const request = new OAuth2Server.Request({ method: 'POST', headers, query: {}, body: form });
    const response = new OAuth2Server.Response({ headers: {} });
    try {
      await this.server(ip).token(request, response, {
        requireClientAuthentication: { authorization_code: false, refresh_token: false },
        accessTokenLifetime: this.config.accessTokenTtl,
        refreshTokenLifetime: this.config.refreshTokenTtl,
        alwaysIssueNewRefreshToken: true,
      });
      return { status: 200, body: response.body as object };
    } catch (error) {
      if (!(error instanceof OAuth2Server.OAuthError)) throw error;
      const answer: OAuth2ErrorAnswer = {
        status: error.code,
        body: { error: error.name, error_description: error.message },
      };
      return answer;
    }
  }

  private server(ip: string) {
    const model = oauth2Model(
      { config: this.config, em: this.em, clock: this.clock, auth: this.auth },
      { ip },
    );
    return new OAuth2Server({ model });
  }
}
