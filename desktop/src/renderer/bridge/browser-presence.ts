import type { PresenceReport } from '@lantern/shared/contracts/presence';
import {
  BROWSER_ACTIVITY_EVENTS,
  decideBrowserPresence,
  isPresenceNews,
  isReturnToPage,
} from '@lantern/shared/domain/presence/browser-presence';
import { DEFAULT_AWAY_AFTER_SECONDS } from '@lantern/shared/domain/presence/presence-timing';

/** How often the page looks at how long it has gone without input. */
export const BROWSER_PRESENCE_CHECK_MS = 5000;

/** What the page offers for telling whether its person is there; the real one is `pageActivity()`. */
export interface PageActivity {
  nowMs(): number;
  /** Calls back on each input in the page, or the page coming back into view; returns the stop. */
  onActivity(listener: () => void): () => void;
  every(ms: number, tick: () => void): () => void;
}

export interface BrowserPresence {
  current(): PresenceReport;
  subscribe(listener: (report: PresenceReport) => void): () => void;
}

/**
 * The console's presence in a browser, which cannot read the machine's idle time, lock or sleep:
 * the page's own input stands for it (`decideBrowserPresence`), with the desktop app's default
 * threshold. It listens only while someone wants to know.
 */
export function createBrowserPresence(
  page: PageActivity,
  awayAfterSeconds = DEFAULT_AWAY_AFTER_SECONDS,
): BrowserPresence {
  const listeners = new Set<(report: PresenceReport) => void>();
  let lastActivityMs = page.nowMs();
  let reported: PresenceReport | null = null;
  let stop: (() => void) | null = null;

  const check = (): PresenceReport => {
    const report = decideBrowserPresence({ lastActivityMs, nowMs: page.nowMs(), awayAfterSeconds });
    const news = isPresenceNews(reported, report);
    reported = report;
    if (news) for (const listener of listeners) listener(report);
    return report;
  };
  const follow = () => {
    if (stop) return;
    const stopActivity = page.onActivity(() => {
      lastActivityMs = page.nowMs();
      // Back at once, rather than at the next check.
      if (reported?.state === 'away') check();
    });
    const stopChecks = page.every(BROWSER_PRESENCE_CHECK_MS, check);
    stop = () => {
      stopActivity();
      stopChecks();
      stop = null;
    };
  };

  return {
    current: () => {
      follow();
      return check();
    },
    subscribe: (listener) => {
      follow();
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stop?.();
      };
    },
  };
}

/** The real page: pointer, key, wheel and touch input anywhere in it, and its coming back into view. */
export function pageActivity(): PageActivity {
  return {
    nowMs: () => Date.now(),
    onActivity: (listener) => {
      const onVisibility = () => {
        if (isReturnToPage(document.visibilityState)) listener();
      };
      const options = { capture: true, passive: true };
      for (const type of BROWSER_ACTIVITY_EVENTS) window.addEventListener(type, listener, options);
      document.addEventListener('visibilitychange', onVisibility);
      return () => {
        for (const type of BROWSER_ACTIVITY_EVENTS) window.removeEventListener(type, listener, options);
        document.removeEventListener('visibilitychange', onVisibility);
      };
    },
    every: (ms, tick) => {
      const timer = window.setInterval(tick, ms);
      return () => window.clearInterval(timer);
    },
  };
}
