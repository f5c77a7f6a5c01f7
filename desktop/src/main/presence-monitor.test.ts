import type { PresenceReport } from '@lantern/shared/contracts/presence';
import { describe, expect, it } from 'vitest';
import {
  decideDesktopPresence,
  type PowerEvent,
  type PowerMonitorLike,
  PRESENCE_POLL_MS,
  PresenceMonitor,
} from './presence-monitor.js';

const NOW = 1_800_000_000_000;
const machine = (overrides: Partial<Parameters<typeof decideDesktopPresence>[0]> = {}) => ({
  idleSeconds: 0,
  lockedAtMs: null,
  asleepAtMs: null,
  nowMs: NOW,
  ...overrides,
});

describe('deciding from the machine whether its tutor is there', () => {
  it('should keep the tutor present below the idle threshold and say away (idle) from it on', () => {
    expect(decideDesktopPresence(machine({ idleSeconds: 299.5 }), 300)).toEqual({ state: 'present' });
    expect(decideDesktopPresence(machine({ idleSeconds: 300 }), 300)).toEqual({
      state: 'away',
      reason: 'idle',
      idle_seconds: 300,
    });
  });

  it('should say away at once when the screen locks, counting from the lock', () => {
    expect(decideDesktopPresence(machine({ lockedAtMs: NOW - 12_000 }), 300)).toEqual({
      state: 'away',
      reason: 'locked',
      idle_seconds: 12,
    });
  });

  it('should say asleep over locked while the machine sleeps', () => {
    const both = machine({ lockedAtMs: NOW - 60_000, asleepAtMs: NOW - 30_000, idleSeconds: 900 });
    expect(decideDesktopPresence(both, 300)).toEqual({ state: 'away', reason: 'asleep', idle_seconds: 30 });
  });

  it('should report at most a day of idle time, as the API accepts', () => {
    expect(decideDesktopPresence(machine({ idleSeconds: 200_000 }), 300)).toMatchObject({
      idle_seconds: 86_400,
    });
  });
});

function fakeMachine() {
  const listeners = new Map<PowerEvent, Set<() => void>>();
  let idleSeconds = 0;
  let nowMs = NOW;
  const ticks: (() => void)[] = [];
  const power: PowerMonitorLike = {
    getSystemIdleTime: () => idleSeconds,
    on: (event, listener) => listeners.set(event, new Set([...(listeners.get(event) ?? []), listener])),
    removeListener: (event, listener) => listeners.get(event)?.delete(listener),
  };
  const clock = {
    nowMs: () => nowMs,
    every: (ms: number, tick: () => void) => {
      expect(ms).toBe(PRESENCE_POLL_MS);
      ticks.push(tick);
      return () => ticks.splice(ticks.indexOf(tick), 1);
    },
  };
  return {
    power,
    clock,
    emit: (event: PowerEvent) => listeners.get(event)?.forEach((listener) => listener()),
    /** Time passes with no input, and the poll comes round. */
    pass(seconds: number) {
      nowMs += seconds * 1000;
      idleSeconds += seconds;
      ticks.forEach((tick) => tick());
    },
    input: () => (idleSeconds = 0),
    listening: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0) + ticks.length,
  };
}

describe('following the machine', () => {
  it('should tell the console of each change of state or reason, not of an absence growing', () => {
    const fake = fakeMachine();
    const heard: PresenceReport[] = [];
    const stop = new PresenceMonitor(fake.power, fake.clock, 300, (report) => heard.push(report)).start();

    fake.pass(295);
    fake.pass(5);
    fake.pass(60);
    fake.emit('lock-screen');
    fake.emit('suspend');
    fake.pass(3600);
    fake.emit('resume');
    fake.emit('unlock-screen');
    fake.input();
    fake.pass(5);
    stop();

    expect(heard).toEqual([
      { state: 'present' },
      { state: 'away', reason: 'idle', idle_seconds: 300 },
      { state: 'away', reason: 'locked', idle_seconds: 0 },
      { state: 'away', reason: 'asleep', idle_seconds: 0 },
      // Awake but still locked: the lock is counted from when it began.
      { state: 'away', reason: 'locked', idle_seconds: 3600 },
      { state: 'away', reason: 'idle', idle_seconds: 3960 },
      { state: 'present' },
    ]);
    expect(fake.listening()).toBe(0);
  });

  it('should answer the presence now with its idle time current', () => {
    const fake = fakeMachine();
    const monitor = new PresenceMonitor(fake.power, fake.clock, 60, () => {});
    monitor.start();
    fake.pass(90);
    fake.pass(30);
    expect(monitor.current()).toEqual({ state: 'away', reason: 'idle', idle_seconds: 120 });
  });
});
