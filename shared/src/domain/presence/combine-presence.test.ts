import { describe, expect, it } from 'vitest';
import { type ConsolePresence, presenceFromConsoles, toConsolePresence } from './combine-presence.js';

const NOW = 1_800_000_000;
const away = (reason: 'idle' | 'locked' | 'asleep', since: number): ConsolePresence => ({
  state: 'away',
  away: { reason, since },
});

describe("a tutor's presence from their consoles", () => {
  it("should read a report's idle seconds on the server's clock", () => {
    expect(toConsolePresence({ state: 'away', reason: 'locked', idle_seconds: 40 }, NOW)).toEqual(
      away('locked', NOW - 40),
    );
    expect(toConsolePresence({ state: 'present' }, NOW)).toEqual({ state: 'present' });
  });

  it('should keep the tutor present while any console sees them', () => {
    expect(presenceFromConsoles([away('idle', NOW - 400), { state: 'present' }], NOW)).toBeNull();
    expect(presenceFromConsoles([{ state: 'present' }], NOW)).toBeNull();
  });

  it('should say away since the latest sign of life when every console is away', () => {
    expect(presenceFromConsoles([away('idle', NOW - 900), away('locked', NOW - 60)], NOW)).toEqual({
      reason: 'locked',
      since: NOW - 60,
    });
    expect(presenceFromConsoles([away('asleep', NOW - 10)], NOW)).toEqual({
      reason: 'asleep',
      since: NOW - 10,
    });
  });

  it('should say away (disconnected) since the last console went when none is left', () => {
    expect(presenceFromConsoles([], NOW - 30)).toEqual({ reason: 'disconnected', since: NOW - 30 });
  });
});
