import { expect } from 'vitest';
import { BROWSER_PRESENCE_CHECK_MS, type PageActivity } from './browser-presence.js';

/** A page whose time the test moves: checks come round every five seconds, input when the test says. */
export function fakePage(startMs = 1_800_000_000_000) {
  let now = startMs;
  const inputs = new Set<() => void>();
  const checks = new Set<() => void>();
  const page: PageActivity = {
    nowMs: () => now,
    onActivity: (listener) => {
      inputs.add(listener);
      return () => inputs.delete(listener);
    },
    every: (ms, tick) => {
      expect(ms).toBe(BROWSER_PRESENCE_CHECK_MS);
      checks.add(tick);
      return () => checks.delete(tick);
    },
  };
  return {
    page,
    /** Seconds pass, a check every five of them. */
    pass(seconds: number) {
      for (let left = seconds; left > 0; left -= 5) {
        now += Math.min(5, left) * 1000;
        checks.forEach((check) => check());
      }
    },
    input: () => inputs.forEach((listener) => listener()),
    listening: () => inputs.size + checks.size,
  };
}
