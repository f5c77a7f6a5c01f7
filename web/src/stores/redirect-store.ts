import { isSafeRedirect, resolvePostLoginTarget } from '@lantern/shared/domain/auth/post-login-redirect';
import { CONSOLE_BASE_PATH, isRole, usesWeb } from '@lantern/shared/domain/roles/roles';
import type { StateRoot } from '@lantern/shared/state/state-root';

/** Where the browser goes next: a page of this app, or the console (a separate app, full load). */
export type Destination = { kind: 'app'; path: string } | { kind: 'console'; url: string };

export const POST_LOGIN_REDIRECT_KEY = 'lantern.postLoginRedirect';
export const AGREEMENT_PATH = '/code-of-conduct';
export const CONSOLE_URL = `${CONSOLE_BASE_PATH}/`;

/** The page a guard turned a visitor away from, and where a freshly signed-in user goes next. */
export class RedirectStore {
  constructor(private readonly root: StateRoot) {}

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

  /** The code of conduct first, then the stored page or the role's home; console roles go to the console. */
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
}
