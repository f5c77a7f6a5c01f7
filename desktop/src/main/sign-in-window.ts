import type { BrowserWindowConstructorOptions } from 'electron';
import type { SignInWindowResult } from '../common/desktop-api.js';
import { HARDENED_WEB_PREFERENCES } from './window-options.js';

/** Where the API's single sign-on paths live: the window's own business until the flow ends. */
const SSO_PATH = /^\/api\/auth\/sso\/[a-z0-9]+\//;

export type SignInNavigation = { kind: 'continue' } | { kind: 'returned'; path: string } | { kind: 'deny' };

/**
 * Where a page of the sign-in window may go. It shows the identity provider's pages (any web
 * origin) and the API's single sign-on paths; the first step back into the app itself (settings
 * after a link, the error page after a refusal) ends the flow, and the console is told which path
 * it was. Nothing else (file:, custom protocols, credentials in the URL) loads.
 */
export function decideSignInNavigation(target: string, appOrigin: string): SignInNavigation {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { kind: 'deny' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'deny' };
  if (url.username !== '' || url.password !== '') return { kind: 'deny' };
  if (url.origin !== appOrigin) return { kind: 'continue' };
  if (SSO_PATH.test(url.pathname)) return { kind: 'continue' };
  return { kind: 'returned', path: `${url.pathname}${url.search}` };
}

/**
 * A window for someone else's pages: no preload (so no bridge to the OS), sandboxed and isolated,
 * in the console's own session so the flow cookie the API set for the console's request reaches
 * the callback, and the link is made for the person signed in there.
 */
export function signInWindowOptions(input: {
  readonly iconPath: string;
  readonly title: string;
}): BrowserWindowConstructorOptions {
  return {
    title: input.title,
    icon: input.iconPath,
    width: 520,
    height: 720,
    show: true,
    autoHideMenuBar: true,
    webPreferences: { ...HARDENED_WEB_PREFERENCES },
  };
}

/** The parts of a BrowserWindow the sign-in flow uses, so it is tested without Electron. */
export interface SignInWindowHandle {
  readonly contentsId: number;
  load(url: string): void;
  close(): void;
  focus(): void;
  onNavigate(listener: (url: string, cancel: () => void) => void): void;
  onClosed(listener: () => void): void;
}

/**
 * At most one sign-in window: a second request closes the first (whose caller hears it was
 * closed) and opens anew. The promise answers once the flow is back in the app, or the person
 * closed the window.
 */
export class SignInWindows {
  private current: { handle: SignInWindowHandle; settle: (result: SignInWindowResult) => void } | null = null;

  constructor(
    private readonly appOrigin: string,
    private readonly create: () => SignInWindowHandle,
  ) {}

  /** True for the sign-in window's pages: the console's navigation lock leaves them to this class. */
  owns(contentsId: number): boolean {
    return this.current?.handle.contentsId === contentsId;
  }

  open(url: string): Promise<SignInWindowResult> {
    if (decideSignInNavigation(url, this.appOrigin).kind !== 'continue')
      return Promise.reject(
        new Error('The sign-in window opens only an identity provider or a sign-on path'),
      );
    this.current?.handle.close();
    const handle = this.create();
    return new Promise((resolve) => {
      let settled = false;
      const settle = (result: SignInWindowResult) => {
        if (settled) return;
        settled = true;
        if (this.current?.handle === handle) this.current = null;
        resolve(result);
      };
      this.current = { handle, settle };
      handle.onNavigate((target, cancel) => {
        const decision = decideSignInNavigation(target, this.appOrigin);
        if (decision.kind === 'continue') return;
        cancel();
        if (decision.kind === 'returned') {
          settle({ returnedTo: decision.path });
          handle.close();
        }
      });
      handle.onClosed(() => settle({ returnedTo: null }));
      handle.load(url);
      handle.focus();
    });
  }
}
