import type { ApiClient } from '@lantern/shared/client/http-client';
import type { LoginResponse, SessionTokens } from '@lantern/shared/contracts/auth';
import type { RoleName } from '@lantern/shared/contracts/roles';
import { LOGIN_TIMEOUT_MS } from '@lantern/shared/domain/auth/login-errors';
import { isSafeRedirect, resolvePostLoginTarget } from '@lantern/shared/domain/auth/post-login-redirect';
import { tokenRoleProblem } from '@lantern/shared/domain/auth/token-rules';
import { CONSOLE_BASE_PATH, isRole, usesWeb } from '@lantern/shared/domain/roles/roles';
import { type SignInCredentials, type SignInFailure, signInFailure } from '@lantern/shared/ui/sign-in-form';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.js';

export type SessionStatus = 'unknown' | 'signed-out' | 'signed-in';

/** Where the browser goes next: a page of this app, or the console (a separate app, full load). */
export type Destination = { kind: 'app'; path: string } | { kind: 'console'; url: string };

export const POST_LOGIN_REDIRECT_KEY = 'lantern.postLoginRedirect';
export const AGREEMENT_PATH = '/code-of-conduct';
export const CONSOLE_URL = `${CONSOLE_BASE_PATH}/`;

/** The signed-in session: the in-memory access token, sign-in, sign-out and role changes. */
export class SessionStore {
  accessToken: string | null = null;
  status: SessionStatus = 'unknown';
  loginPending = false;
  loginFailure: SignInFailure | null = null;
  /** A role switch, view-as or stop is on its way. */
  rolePending = false;
  private restoring: Promise<void> | null = null;

  constructor(
    private readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<SessionStore, 'root' | 'api' | 'restoring'>(
      this,
      { root: false, api: false, restoring: false },
      { autoBind: true },
    );
  }

  get signedIn(): boolean {
    return this.status === 'signed-in';
  }

  setTokens(tokens: SessionTokens): void {
    this.accessToken = tokens.access_token;
  }

  /**
   * On page load the access token is gone (it lives in memory only); the httpOnly refresh cookie
   * gets a new one. A 401 simply means nobody is signed in. Runs once however often it is awaited.
   */
  restore(): Promise<void> {
    this.restoring ??= this.runRestore();
    return this.restoring;
  }

  private async runRestore(): Promise<void> {
    try {
      await this.api.refresh();
      const user = await this.api.call('me');
      runInAction(() => {
        this.root.user.set(user);
        this.status = 'signed-in';
      });
    } catch {
      runInAction(() => this.clear());
    }
  }

  async login(credentials: SignInCredentials): Promise<Destination | null> {
    if (this.loginPending) return null;
    this.loginPending = true;
    this.loginFailure = null;
    try {
      const response = await this.api.call('login', { body: credentials, timeoutMs: LOGIN_TIMEOUT_MS });
      if (tokenRoleProblem(response.user.roles) !== null) {
        // The API refuses these already; this guards against a token that slipped through anyway.
        await this.api.call('logout').catch(() => undefined);
        runInAction(() => {
          this.loginFailure = { kind: 'affiliate', showForgotPasswordLink: false };
        });
        return null;
      }
      runInAction(() => this.accept(response));
      return this.postLoginDestination();
    } catch (error) {
      runInAction(() => {
        this.loginFailure = signInFailure(error);
      });
      return null;
    } finally {
      runInAction(() => {
        this.loginPending = false;
      });
    }
  }

  clearLoginFailure(): void {
    this.loginFailure = null;
  }

  /** Kept in session storage so it survives the sign-in page but not the browser tab. */
  rememberRedirect(path: string): void {
    if (isSafeRedirect(path)) this.root.env.sessionStorage.setItem(POST_LOGIN_REDIRECT_KEY, path);
  }

  storedRedirect(): string | null {
    return this.root.env.sessionStorage.getItem(POST_LOGIN_REDIRECT_KEY);
  }

  forgetRedirect(): void {
    this.root.env.sessionStorage.removeItem(POST_LOGIN_REDIRECT_KEY);
  }

  /** Where a freshly signed-in user goes: the code of conduct first, then the stored page or home. */
  postLoginDestination(): Destination {
    const user = this.root.user.current;
    if (!user) return { kind: 'app', path: '/login' };
    const role = user.role;
    if (isRole(role) && !usesWeb(role)) return { kind: 'console', url: CONSOLE_URL };
    if (!user.accepted_agreement && !this.root.user.isNewStudent)
      return { kind: 'app', path: AGREEMENT_PATH };
    const stored = this.storedRedirect();
    this.forgetRedirect();
    return { kind: 'app', path: isRole(role) ? resolvePostLoginTarget(stored, role) : '/' };
  }

  async logout(): Promise<void> {
    await this.api.call('logout').catch(() => undefined);
    runInAction(() => this.clear());
  }

  /** Everything the signed-in person saw is dropped: their token, profile, home data and socket. */
  clear(): void {
    this.accessToken = null;
    this.status = 'signed-out';
    this.root.user.clear();
    this.root.home.clear();
    this.root.realtime.disconnect();
  }

  /** Makes a held role current (role guard). False when the API refuses it. */
  async switchRole(role: RoleName): Promise<boolean> {
    return this.changeIdentity(() => this.api.call('switchRole', { body: { role } }));
  }

  async viewAs(role: RoleName): Promise<boolean> {
    return this.changeIdentity(() => this.api.call('impersonate', { body: { role } }));
  }

  async stopViewingAs(): Promise<boolean> {
    return this.changeIdentity(() => this.api.call('stopImpersonation'));
  }

  private async changeIdentity(request: () => Promise<LoginResponse>): Promise<boolean> {
    this.rolePending = true;
    try {
      const response = await request();
      runInAction(() => this.accept(response));
      return true;
    } catch {
      // Refused (role not held, already viewing as someone) or unreachable: the caller decides where to go.
      return false;
    } finally {
      runInAction(() => {
        this.rolePending = false;
      });
    }
  }

  private accept(response: LoginResponse): void {
    const previousRole = this.root.user.current?.role;
    this.setTokens(response);
    this.root.user.set(response.user);
    this.status = 'signed-in';
    if (previousRole !== response.user.role) this.root.home.clear();
  }
}
