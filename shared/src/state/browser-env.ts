/** The few browser facilities the stores touch, behind an interface so unit tests can fake them. */
export interface BrowserEnv {
  sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  writeCookie(cookie: string): void;
  /** Full page load of another address (the console, an external return_url). */
  assign(url: string): void;
  reload(): void;
  nowMs(): number;
}

export function browserEnv(): BrowserEnv {
  return {
    sessionStorage: window.sessionStorage,
    writeCookie: (cookie) => {
      // The language cookie must be readable by the API before sign-in.
      document.cookie = cookie;
    },
    assign: (url) => window.location.assign(url),
    reload: () => window.location.reload(),
    nowMs: () => Date.now(),
  };
}
