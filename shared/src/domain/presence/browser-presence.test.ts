import { describe, expect, it } from 'vitest';
import { decideBrowserPresence, isPresenceNews, isReturnToPage } from './browser-presence.js';
import { DEFAULT_AWAY_AFTER_SECONDS } from './presence-timing.js';

const LAST = 1_800_000_000_000;
const at = (seconds: number) => ({
  lastActivityMs: LAST,
  nowMs: LAST + seconds * 1000,
  awayAfterSeconds: DEFAULT_AWAY_AFTER_SECONDS,
});

describe('the browser deciding its tutor is away', () => {
  it('should wait five minutes without input by default', () => {
    expect(DEFAULT_AWAY_AFTER_SECONDS).toBe(300);
  });

  it('should keep the tutor present until the threshold, to the second', () => {
    expect(decideBrowserPresence(at(0))).toEqual({ state: 'present' });
    expect(decideBrowserPresence(at(299.9))).toEqual({ state: 'present' });
  });

  it('should say away (idle) from the threshold on, counting from the last input', () => {
    expect(decideBrowserPresence(at(300))).toEqual({ state: 'away', reason: 'idle', idle_seconds: 300 });
    expect(decideBrowserPresence(at(912.4))).toEqual({ state: 'away', reason: 'idle', idle_seconds: 912 });
  });

  it('should take a shorter threshold as given', () => {
    expect(decideBrowserPresence({ ...at(11), awayAfterSeconds: 10 })).toMatchObject({ state: 'away' });
  });

  it('should read an input stamped after now (a clock set back) as no idle time at all', () => {
    expect(decideBrowserPresence({ ...at(0), nowMs: LAST - 60_000 })).toEqual({ state: 'present' });
  });

  it('should count the page coming into view as the person back, and hiding it as nothing', () => {
    expect(isReturnToPage('visible')).toBe(true);
    expect(isReturnToPage('hidden')).toBe(false);
  });
});

describe('which reports are news to the server', () => {
  const away = { state: 'away', reason: 'idle', idle_seconds: 300 } as const;

  it('should send the first report and every change of state', () => {
    expect(isPresenceNews(null, { state: 'present' })).toBe(true);
    expect(isPresenceNews({ state: 'present' }, away)).toBe(true);
    expect(isPresenceNews(away, { state: 'present' })).toBe(true);
  });

  it('should send a new reason but not the growing idle time of the same absence', () => {
    expect(isPresenceNews(away, { ...away, idle_seconds: 420 })).toBe(false);
    expect(isPresenceNews(away, { ...away, reason: 'locked' })).toBe(true);
    expect(isPresenceNews({ state: 'present' }, { state: 'present' })).toBe(false);
  });
});
