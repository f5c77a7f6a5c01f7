import { describe, expect, it } from 'vitest';
import {
  decideSignInNavigation,
  type SignInWindowHandle,
  SignInWindows,
  signInWindowOptions,
} from './sign-in-window.js';

const appOrigin = 'https://lantern.example.org';
const PROVIDER = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=x&state=s';

/** A window as the flow sees it: records what it was asked to do and lets a test navigate it. */
class FakeWindow implements SignInWindowHandle {
  static nextId = 100;
  readonly contentsId = FakeWindow.nextId++;
  loaded: string[] = [];
  closed = false;
  focused = false;
  private navigate: ((url: string, cancel: () => void) => void) | null = null;
  private closedListener: (() => void) | null = null;

  load(url: string) {
    this.loaded.push(url);
  }
  close() {
    if (this.closed) return;
    this.closed = true;
    this.closedListener?.();
  }
  focus() {
    this.focused = true;
  }
  onNavigate(listener: (url: string, cancel: () => void) => void) {
    this.navigate = listener;
  }
  onClosed(listener: () => void) {
    this.closedListener = listener;
  }
  /** A link click or redirect inside the window; true when the flow cancelled it. */
  go(url: string): boolean {
    let cancelled = false;
    this.navigate!(url, () => {
      cancelled = true;
    });
    return cancelled;
  }
}

function flows() {
  const windows: FakeWindow[] = [];
  const signIns = new SignInWindows(appOrigin, () => {
    const window = new FakeWindow();
    windows.push(window);
    return window;
  });
  return { signIns, windows };
}

describe('sign-in window navigation', () => {
  it("lets the provider's pages and the API's sign-on paths load", () => {
    expect(decideSignInNavigation(PROVIDER, appOrigin)).toEqual({ kind: 'continue' });
    expect(decideSignInNavigation('https://clever.com/oauth/authorize?x=1', appOrigin)).toEqual({
      kind: 'continue',
    });
    expect(
      decideSignInNavigation(`${appOrigin}/api/auth/sso/google/callback?code=c&state=s`, appOrigin),
    ).toEqual({ kind: 'continue' });
  });

  it('ends the flow at the first page of the app itself, with its path', () => {
    expect(decideSignInNavigation(`${appOrigin}/settings?sso_linked=google`, appOrigin)).toEqual({
      kind: 'returned',
      path: '/settings?sso_linked=google',
    });
    expect(decideSignInNavigation(`${appOrigin}/error/google?error=unknown_person`, appOrigin)).toEqual({
      kind: 'returned',
      path: '/error/google?error=unknown_person',
    });
    // The API's other paths are the app too, not part of the flow.
    expect(decideSignInNavigation(`${appOrigin}/api/me`, appOrigin)).toEqual({
      kind: 'returned',
      path: '/api/me',
    });
  });

  it.each([
    'file:///etc/passwd',
    'javascript:alert(1)',
    'ms-msdt:/id PCWDiagnostic',
    'https://lantern.example.org@evil.example/settings',
    'not a url',
  ])('refuses %s', (target) => {
    expect(decideSignInNavigation(target, appOrigin)).toEqual({ kind: 'deny' });
  });
});

describe('sign-in window options', () => {
  it('gives the window no preload and every isolation the console has', () => {
    const options = signInWindowOptions({ iconPath: '/icon.png', title: 'Lantern' });
    expect(options.webPreferences?.preload).toBeUndefined();
    expect(options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
      allowRunningInsecureContent: false,
    });
    // The console's session: its flow cookie must reach the callback.
    expect(options.webPreferences?.partition).toBeUndefined();
    expect(options.webPreferences?.session).toBeUndefined();
  });
});

describe('sign-in windows', () => {
  it('opens the provider, lets it through, and answers with the path it came back to, closing the window', async () => {
    const { signIns, windows } = flows();
    const done = signIns.open(PROVIDER);
    const [window] = windows;
    expect(window!.loaded).toEqual([PROVIDER]);
    expect(window!.focused).toBe(true);
    expect(signIns.owns(window!.contentsId)).toBe(true);
    expect(window!.go('https://accounts.google.com/signin/challenge')).toBe(false);
    expect(window!.go(`${appOrigin}/api/auth/sso/google/callback?code=c&state=s`)).toBe(false);
    expect(window!.go(`${appOrigin}/settings?sso_linked=google`)).toBe(true);
    await expect(done).resolves.toEqual({ returnedTo: '/settings?sso_linked=google' });
    expect(window!.closed).toBe(true);
    expect(signIns.owns(window!.contentsId)).toBe(false);
  });

  it('answers null when the person closes the window, and keeps other schemes out', async () => {
    const { signIns, windows } = flows();
    const done = signIns.open(PROVIDER);
    expect(windows[0]!.go('file:///etc/passwd')).toBe(true);
    expect(windows[0]!.closed).toBe(false);
    windows[0]!.close();
    await expect(done).resolves.toEqual({ returnedTo: null });
  });

  it('keeps one window: a second sign-in closes the first', async () => {
    const { signIns, windows } = flows();
    const first = signIns.open(PROVIDER);
    const second = signIns.open('https://clever.com/oauth/authorize');
    await expect(first).resolves.toEqual({ returnedTo: null });
    expect(windows[0]!.closed).toBe(true);
    expect(signIns.owns(windows[1]!.contentsId)).toBe(true);
    windows[1]!.go(`${appOrigin}/settings?sso_linked=clever`);
    await expect(second).resolves.toEqual({ returnedTo: '/settings?sso_linked=clever' });
  });

  it("refuses to open the app's own pages or another scheme", async () => {
    const { signIns, windows } = flows();
    await expect(signIns.open(`${appOrigin}/console/`)).rejects.toThrow(/identity provider/);
    await expect(signIns.open('file:///etc/passwd')).rejects.toThrow(/identity provider/);
    expect(windows).toHaveLength(0);
  });
});
