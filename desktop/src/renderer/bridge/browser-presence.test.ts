import type { PresenceReport } from '@lantern/shared/contracts/presence';
import { describe, expect, it } from 'vitest';
import { createBrowserPresence } from './browser-presence.js';
import { fakePage } from './test-support.js';

describe("the browser's presence", () => {
  it('should say away after the threshold without input, and back at the first input', () => {
    const fake = fakePage();
    const presence = createBrowserPresence(fake.page, 60);
    const heard: PresenceReport[] = [];
    const stop = presence.subscribe((report) => heard.push(report));

    fake.pass(55);
    fake.input();
    fake.pass(55);
    expect(heard).toEqual([{ state: 'present' }]);
    fake.pass(5);
    fake.pass(120);
    expect(heard.at(-1)).toEqual({ state: 'away', reason: 'idle', idle_seconds: 60 });
    expect(presence.current()).toEqual({ state: 'away', reason: 'idle', idle_seconds: 180 });
    fake.input();
    expect(heard).toEqual([
      { state: 'present' },
      { state: 'away', reason: 'idle', idle_seconds: 60 },
      { state: 'present' },
    ]);
    stop();
    expect(fake.listening()).toBe(0);
  });

  it("should wait the desktop app's five minutes by default", () => {
    const fake = fakePage();
    const presence = createBrowserPresence(fake.page);
    presence.subscribe(() => {});
    fake.pass(295);
    expect(presence.current()).toEqual({ state: 'present' });
    fake.pass(5);
    expect(presence.current()).toMatchObject({ state: 'away', reason: 'idle' });
  });
});
