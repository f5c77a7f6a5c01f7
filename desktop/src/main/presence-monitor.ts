import { MAX_REPORTED_IDLE_SECONDS, type PresenceReport } from '@lantern/shared/contracts/presence';
import { isPresenceNews } from '@lantern/shared/domain/presence/browser-presence';

/** How often the machine's idle time is read: an absence shows within this of its threshold. */
export const PRESENCE_POLL_MS = 5000;

export type PowerEvent = 'lock-screen' | 'unlock-screen' | 'suspend' | 'resume';

/** The part of Electron's powerMonitor the monitor needs. */
export interface PowerMonitorLike {
  /** Seconds since the last keyboard or mouse input anywhere on the machine. */
  getSystemIdleTime(): number;
  on(event: PowerEvent, listener: () => void): void;
  removeListener(event: PowerEvent, listener: () => void): void;
}

/** Time as main reads it, so tests can move it. */
export interface MonitorClock {
  nowMs(): number;
  every(ms: number, tick: () => void): () => void;
}

export interface MachineState {
  /** Seconds since the machine's last input. */
  idleSeconds: number;
  /** When the screen locked (ms), or null while unlocked. */
  lockedAtMs: number | null;
  /** When the machine went to sleep (ms), or null while awake. */
  asleepAtMs: number | null;
  nowMs: number;
}

const secondsSince = (atMs: number, nowMs: number) =>
  Math.min(MAX_REPORTED_IDLE_SECONDS, Math.max(0, Math.floor((nowMs - atMs) / 1000)));

/**
 * Whether the tutor is at the machine: asleep and locked are away at once, from the moment they
 * began; otherwise away (idle) once there has been no input for `awayAfterSeconds`.
 */
export function decideDesktopPresence(machine: MachineState, awayAfterSeconds: number): PresenceReport {
  if (machine.asleepAtMs !== null)
    return { state: 'away', reason: 'asleep', idle_seconds: secondsSince(machine.asleepAtMs, machine.nowMs) };
  if (machine.lockedAtMs !== null)
    return { state: 'away', reason: 'locked', idle_seconds: secondsSince(machine.lockedAtMs, machine.nowMs) };
  const idle = Math.min(MAX_REPORTED_IDLE_SECONDS, Math.max(0, Math.floor(machine.idleSeconds)));
  if (idle < awayAfterSeconds) return { state: 'present' };
  return { state: 'away', reason: 'idle', idle_seconds: idle };
}

/**
 * Follows the machine for the console: reads its idle time every few seconds and hears the screen
 * lock and the machine sleep as they happen, and tells `onChange` when the presence changes state
 * or reason (not as an absence's idle time grows).
 */
export class PresenceMonitor {
  private lockedAtMs: number | null = null;
  private asleepAtMs: number | null = null;
  private reported: PresenceReport | null = null;

  constructor(
    private readonly power: PowerMonitorLike,
    private readonly clock: MonitorClock,
    private readonly awayAfterSeconds: number,
    private readonly onChange: (report: PresenceReport) => void,
  ) {}

  /** The presence now, read fresh (its idle seconds are current). */
  current(): PresenceReport {
    const report = decideDesktopPresence(
      {
        idleSeconds: this.power.getSystemIdleTime(),
        lockedAtMs: this.lockedAtMs,
        asleepAtMs: this.asleepAtMs,
        nowMs: this.clock.nowMs(),
      },
      this.awayAfterSeconds,
    );
    const news = isPresenceNews(this.reported, report);
    this.reported = report;
    if (news) this.onChange(report);
    return report;
  }

  /** Starts following the machine; returns the stop. */
  start(): () => void {
    const handlers: [PowerEvent, () => void][] = [
      ['lock-screen', () => (this.lockedAtMs ??= this.clock.nowMs())],
      ['unlock-screen', () => (this.lockedAtMs = null)],
      ['suspend', () => (this.asleepAtMs ??= this.clock.nowMs())],
      ['resume', () => (this.asleepAtMs = null)],
    ];
    const listeners = handlers.map(([event, change]): [PowerEvent, () => void] => [
      event,
      () => {
        change();
        this.current();
      },
    ]);
    for (const [event, listener] of listeners) this.power.on(event, listener);
    const stopPolling = this.clock.every(PRESENCE_POLL_MS, () => this.current());
    this.current();
    return () => {
      stopPolling();
      for (const [event, listener] of listeners) this.power.removeListener(event, listener);
    };
  }
}
