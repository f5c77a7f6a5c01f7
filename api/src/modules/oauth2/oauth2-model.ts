import { createHash, randomBytes } from 'node:crypto';
import type OAuth2Server from '@node-oauth/oauth2-server';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../platform/config/config.js';
import type { Clock } from '../../platform/clock/clock.js';
import type { AuthService, IssuedSession } from '../auth/auth.service.js';
import { AppError } from '../../platform/http/app-error.js';
import { User } from '../users/entities/user.entity.js';
import { OAuth2Code } from './entities/oauth2-code.entity.js';

/** Who a code or token is for; the session it starts travels with it between the library's calls. */
export interface OAuth2User {
  id: number;
  session?: { accessToken: string; refreshToken: string };
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The storage and token half of @node-oauth/oauth2-server for Lantern: clients come from
 * OAUTH2_CLIENTS (public clients: PKCE stands in for a secret), codes are kept hashed and deleted
 * when used, and the tokens are a Lantern sign-in's own (its access token and refresh token, made by
 * AuthService), so the extension is signed in exactly as the web app is and signing out ends it.
 */
export function oauth2Model(
  deps: { config: AppConfig; em: EntityManager; clock: Clock; auth: AuthService },
  request: { ip: string },
): OAuth2Server.AuthorizationCodeModel & OAuth2Server.RefreshTokenModel {
  const clientOf = (id: string): OAuth2Server.Client | null => {
    const found = deps.config.oauth2Clients.find((client) => client.client_id === id);
    return found
      ? {
          id: found.client_id,
          name: found.name,
          redirectUris: found.redirect_uris,
          grants: ['authorization_code', 'refresh_token'],
          accessTokenLifetime: deps.config.accessTokenTtl,
          refreshTokenLifetime: deps.config.refreshTokenTtl,
        }
      : null;
  };

  const startSession = async (user: OAuth2User, client: OAuth2Server.Client) => {
    if (user.session) return user.session;
    const account = await deps.em.findOneOrFail(User, { id: user.id });
    const issued: IssuedSession = await deps.auth.signInVerified(
      account,
      request.ip,
      { method: 'oauth2', client_id: client.id },
      client.id,
    );
    user.session = { accessToken: issued.body.access_token, refreshToken: issued.refreshToken };
    return user.session;
  };

  return {
    async getClient(clientId) {
      return clientOf(clientId);
    },
    // Exact match only: no prefixes, no added paths or queries.
    async validateRedirectUri(uri, client) {
      return Array.isArray(client.redirectUris) && client.redirectUris.includes(uri);
    },
    async generateAuthorizationCode() {
      return randomBytes(32).toString('base64url');
    },
    async saveAuthorizationCode(code, client, user) {
      const em = deps.em;
      em.create(OAuth2Code, {
        codeHash: sha256(code.authorizationCode),
        clientId: client.id,
        user: (user as OAuth2User).id,
        redirectUri: code.redirectUri,
        codeChallenge: code.codeChallenge ?? '',
        codeChallengeMethod: code.codeChallengeMethod ?? 'S256',
        scope: code.scope?.join(' ') ?? null,
        expiresAt: code.expiresAt,
      });
      await em.flush();
      return { ...code, client, user };
    },
    async getAuthorizationCode(authorizationCode) {
      const row = await deps.em.findOne(OAuth2Code, { codeHash: sha256(authorizationCode) });
      const client = row ? clientOf(row.clientId) : null;
      if (!row || !client || row.expiresAt <= deps.clock.date()) return false;
      return {
        authorizationCode,
        expiresAt: row.expiresAt,
        redirectUri: row.redirectUri,
        scope: row.scope ? row.scope.split(' ') : undefined,
        client,
        user: { id: row.user.id } satisfies OAuth2User,
        codeChallenge: row.codeChallenge,
        codeChallengeMethod: row.codeChallengeMethod,
      };
    },
    // One delete decides which of two racing exchanges gets the code.
    async revokeAuthorizationCode(code) {
      const deleted = await deps.em.nativeDelete(OAuth2Code, { codeHash: sha256(code.authorizationCode) });
      return deleted === 1;
    },
    async generateAccessToken(client, user) {
      return (await startSession(user as OAuth2User, client)).accessToken;
    },
    async generateRefreshToken(client, user) {
      return (await startSession(user as OAuth2User, client)).refreshToken;
    },
    async saveToken(token, client, user) {
      return { ...token, client, user };
    },
    /**
     * The sign-in the token belongs to names the client it was issued to; the library refuses it
     * when that is not the client asking. Nothing is used up here: a refused token stays valid.
     */
    async getRefreshToken(refreshToken) {
      const holder = await deps.auth.refreshTokenHolder(refreshToken);
      const client = holder?.clientId ? clientOf(holder.clientId) : null;
      if (!holder || !client) return false;
      return { refreshToken, client, user: { id: holder.userId } satisfies OAuth2User };
    },
    /**
     * Called once the client matched: the sign-in's own rotation (reuse detection, renewal cap and
     * all) retires the presented token and makes the pair saveToken answers with.
     */
    async revokeToken(token) {
      try {
        const { tokens, refreshToken: next } = await deps.auth.refresh(token.refreshToken, token.client.id);
        (token.user as OAuth2User).session = {
          accessToken: tokens.access_token,
          refreshToken: next ?? token.refreshToken,
        };
        return true;
      } catch (error) {
        if (error instanceof AppError) return false;
        throw error;
      }
    },
    async getAccessToken() {
      return false;
    },
  };
}
