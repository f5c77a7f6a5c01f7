import type { PresenceReport } from '../../contracts/presence.js';

/**
 * What a page sees of its person's input: a pointer, a key, a wheel or a touch in the page, or the
 * page coming back into view. A page out of view sees no input, so its idle time simply grows.
 */
export const BROWSER_ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'touchstart',
] as const;

/** Whether a visibility change is the person coming back to the page (hiding it is no activity). */
export function isReturnToPage(visibilityState: string): boolean {
  return visibilityState === 'visible';
}

/**
 * The browser's stand-in for the desktop app's system idle time: away (idle) once the page has
 * seen no input for `awayAfterSeconds`, counted from the last input it saw. A browser cannot see a
 * locked screen or a sleeping machine; a sleeping one sees no input either, so it reads as idle.
 */
export function decideBrowserPresence(input: {
  lastActivityMs: number;
  nowMs: number;
  awayAfterSeconds: number;
}): PresenceReport {
  const idleSeconds = Math.max(0, Math.floor((input.nowMs - input.lastActivityMs) / 1000));
  if (idleSeconds < input.awayAfterSeconds) return { state: 'present' };
  return { state: 'away', reason: 'idle', idle_seconds: idleSeconds };
}

/**
 * Whether a new report says something the server has not heard: the state or the reason changed.
 * The idle seconds of a continuing absence grow with every check and are not news.
 */
export function isPresenceNews(before: PresenceReport | null, after: PresenceReport): boolean {
  if (!before || before.state !== after.state) return true;
  return before.state === 'away' && after.state === 'away' && before.reason !== after.reason;
}
