import { ApiError } from '../client/api-error.js';
import type { ApiClient } from '../client/http-client.js';
import type { LoginRequest, LoginResponse, SessionTokens } from '../contracts/auth.js';
import { SignInErrorCode as ErrorCode } from '../contracts/sign-in-error-codes.js';
import { LOGIN_TIMEOUT_MS } from '../domain/auth/login-errors.js';
import { AFFILIATE_UNSUPPORTED_MESSAGE, tokenRoleProblem } from '../domain/auth/token-rules.js';
import { makeAutoObservable, runInAction } from 'mobx';
import type { StateRoot } from './state-root.js';

export type SessionStatus = 'restoring' | 'signed-out' | 'signed-in';

/** Why a session ended without the user asking, so the sign-in page can say so. */
export type SessionEndReason = 'expired' | 'revoked' | 'suspended';

/**
 * The sign-in itself: the access token (memory only; the refresh token is an httpOnly cookie),
 * restoring on load, signing in and out, and accepting the token of a new identity. What hangs
 * off a signed-in user (socket, home data, tray) follows `status` and the user through the root.
 */
export class SessionStore {
  status: SessionStatus = 'restoring';
  signingIn = false;
  /** The last sign-in failure as thrown (ApiError, NetworkError); the sign-in form words it. */
  signInError: Error | null = null;
  endReason: SessionEndReason | null = null;
  private token: string | null = null;
  private restoring: Promise<void> | null = null;

  constructor(
    private readonly root: StateRoot,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<SessionStore, 'root' | 'api' | 'token' | 'restoring'>(
      this,
      { root: false, api: false, token: false, restoring: false },
      { autoBind: true },
    );
  }

  get signedIn(): boolean {
    return this.status === 'signed-in';
  }

  get accessToken(): string | null {
    return this.token;
  }

  /** The HTTP client and the socket call this after rotating the refresh cookie. */
  setTokens(tokens: SessionTokens): void {
    this.token = tokens.access_token;
  }

  /**
   * On page load the access token is gone (it lives in memory only); the httpOnly refresh cookie
   * gets a new one. A refusal simply means nobody is signed in. Runs once however often it is awaited.
   */
  restore(): Promise<void> {
    this.restoring ??= this.runRestore();
    return this.restoring;
  }

  private async runRestore(): Promise<void> {
    try {
      this.setTokens(await this.api.refresh());
      const user = await this.api.call('me');
      if (tokenRoleProblem(user.roles) !== null) throw new Error('unusable roles');
      runInAction(() => {
        this.root.user.set(user);
        this.status = 'signed-in';
      });
    } catch {
      runInAction(() => this.clear());
    }
  }

  /** True once signed in; otherwise `signInError` says why not. A second submit while one is pending does nothing. */
  async signIn(credentials: LoginRequest): Promise<boolean> {
    if (this.signingIn) return false;
    this.signingIn = true;
    this.signInError = null;
    this.endReason = null;
    try {
      const response = await this.api.call('login', { body: credentials, timeoutMs: LOGIN_TIMEOUT_MS });
      const accepted = runInAction(() => this.accept(response));
      // The API refuses these already; should a token slip through, its sign-in is ended too.
      if (!accepted) await this.api.call('logout').catch(() => undefined);
      return accepted;
    } catch (error) {
      runInAction(() => {
        this.signInError = error instanceof Error ? error : new Error(String(error));
      });
      return false;
    } finally {
      runInAction(() => {
        this.signingIn = false;
      });
    }
  }

  clearSignInError(): void {
    this.signInError = null;
  }

  /** A new token for a new identity or role: sign-in, role switch, view-as or its end. False if refused. */
  accept(response: LoginResponse): boolean {
    const problem = tokenRoleProblem(response.user.roles);
    if (problem !== null) {
      // The refusals the server gives: affiliate accounts are no longer supported, and a token
      // without a role is invalid.
      this.signInError =
        problem === 'affiliate'
          ? new ApiError(403, ErrorCode.affiliateUnsupported, AFFILIATE_UNSUPPORTED_MESSAGE)
          : new ApiError(400, ErrorCode.loginGeneric, 'The account has no role');
      return false;
    }
    this.setTokens(response);
    this.root.user.set(response.user);
    this.status = 'signed-in';
    return true;
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
    this.token = null;
    this.status = 'signed-out';
    this.signInError = null;
    this.root.user.clear();
  }
}
