import type { RealtimeClientOptions } from '@lantern/shared/client/realtime-client';

// Remembered across the reload itself, so the socket's "reload at most once per 30 s" holds.
const KEY = 'lantern.console.last-socket-reload';

export const pageReload: RealtimeClientOptions['reload'] = {
  run: () => window.location.reload(),
  lastAtMs: () => {
    const value = Number(sessionStorage.getItem(KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  },
  remember: (nowMs) => sessionStorage.setItem(KEY, String(nowMs)),
};
