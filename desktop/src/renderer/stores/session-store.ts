import { ApiError } from '@lantern/shared/client/api-error';
import type { ApiClient } from '@lantern/shared/client/http-client';
import type { LoginResponse, SessionTokens } from '@lantern/shared/contracts/auth';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import { LOGIN_TIMEOUT_MS } from '@lantern/shared/domain/auth/login-errors';
import { AFFILIATE_UNSUPPORTED_MESSAGE, tokenRoleProblem } from '@lantern/shared/domain/auth/token-rules';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.js';

export type SessionStatus = 'restoring' | 'signed-out' | 'signed-in';

/** Why a session ended without the user asking, so the sign-in page can say so. */
export type SessionEndReason = 'expired' | 'revoked' | 'suspended';

/**
 * The sign-in itself: the access token (memory only; the refresh token is an httpOnly cookie),
 * restoring on load, signing in and out. Everything that hangs off a signed-in user (socket,
 * tray, home data) reacts to `status` through the root store.
 */
export class SessionStore {
  status: SessionStatus = 'restoring';
  signingIn = false;
  /** The last sign-in failure as thrown (ApiError, NetworkError); the sign-in form words it. */
  signInError: Error | null = null;
  endReason: SessionEndReason | null = null;
  private accessToken: string | null = null;

  constructor(
    private readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<SessionStore, 'accessToken' | 'root' | 'api'>(this, {
      accessToken: false,
      root: false,
      api: false,
    });
  }

  get isSignedIn(): boolean {
    return this.status === 'signed-in';
  }

  getAccessToken(): string | null {
    return this.accessToken;
  }

  /** The HTTP client and the socket call this after rotating the refresh cookie. */
  applyTokens(tokens: SessionTokens): void {
    this.accessToken = tokens.access_token;
  }

  /** On load: the refresh cookie, if any, brings the session back without a password. */
  async restore(): Promise<void> {
    try {
      const tokens = await this.api.refresh();
      this.applyTokens(tokens);
      const user = await this.api.call('me');
      if (tokenRoleProblem(user.roles) !== null) throw new Error('unusable roles');
      runInAction(() => {
        this.root.user.setUser(user);
        this.status = 'signed-in';
      });
    } catch {
      runInAction(() => this.clear());
    }
  }

  async signIn(username: string, password: string): Promise<void> {
    // The form refuses empty fields itself; this only stops a double submit.
    if (this.signingIn) return;
    this.signingIn = true;
    this.signInError = null;
    this.endReason = null;
    try {
      const response = await this.api.call('login', {
        body: { username, password },
        timeoutMs: LOGIN_TIMEOUT_MS,
      });
      runInAction(() => this.accept(response));
    } catch (error) {
      runInAction(() => {
        this.signInError = error instanceof Error ? error : new Error(String(error));
      });
    } finally {
      runInAction(() => {
        this.signingIn = false;
      });
    }
  }

  /** A new token for a new identity or role: sign-in, role switch, view-as or its end. */
  accept(response: LoginResponse): void {
    const problem = tokenRoleProblem(response.user.roles);
    if (problem !== null) {
      // The refusals the server gives, should such an account ever get this far: a token without
      // a role is invalid, and affiliate accounts are no longer supported.
      this.signInError =
        problem === 'affiliate'
          ? new ApiError(403, ErrorCode.affiliateUnsupported, AFFILIATE_UNSUPPORTED_MESSAGE)
          : new ApiError(400, ErrorCode.loginGeneric, 'The account has no role');
      return;
    }
    this.applyTokens(response);
    this.root.user.setUser(response.user);
    this.status = 'signed-in';
  }

  async signOut(): Promise<void> {
    if (this.status !== 'signed-in') return;
    // Forget locally first: the user asked to leave, a slow or failed logout call must not keep them.
    this.clear();
    try {
      await this.api.call('logout');
    } catch {
      // The server revokes the refresh family; if it cannot be reached the cookie still expires.
    }
  }

  /** The server ended the session (refresh failed, revoked from another device, suspended). */
  end(reason: SessionEndReason): void {
    if (this.status === 'signed-out') return;
    this.clear();
    this.endReason = reason;
  }

  private clear(): void {
    this.accessToken = null;
    this.status = 'signed-out';
    this.signInError = null;
    this.root.user.clear();
  }
}
