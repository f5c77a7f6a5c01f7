// The page a signed-out visitor asked for, kept for after sign-in in session storage (spec). The
// key is the console's own: the web app on the same origin keeps its redirect under another.
const KEY = 'lantern.console.post-login-redirect';

export function rememberPostLoginRedirect(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage can be disabled; the visitor then lands on their home page, which is fine.
  }
}

/** Reads the remembered page once: a later sign-in (maybe someone else's) starts fresh. */
export function takePostLoginRedirect(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path;
  } catch {
    return null;
  }
}

export function peekPostLoginRedirect(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
