import { CLOCK_REFRESH_MS } from '@lantern/shared/domain/constants';
import { makeAutoObservable } from 'mobx';
import type { RootStore } from './root-store.js';

export interface ClockPorts {
  nowMs(): number;
  setInterval(tick: () => void, ms: number): ReturnType<typeof setInterval>;
  clearInterval(handle: ReturnType<typeof setInterval>): void;
}

const systemClock: ClockPorts = {
  nowMs: () => Date.now(),
  setInterval: (tick, ms) => setInterval(tick, ms),
  clearInterval: (handle) => clearInterval(handle),
};

/** The console's clock: ticks once a second (the spec's refresh) while someone is signed in. */
export class ClockStore {
  private localNowMs: number;
  private handle: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly root: RootStore,
    private readonly ports: ClockPorts = systemClock,
  ) {
    this.localNowMs = ports.nowMs();
    makeAutoObservable<ClockStore, 'root' | 'ports' | 'handle'>(this, {
      root: false,
      ports: false,
      handle: false,
    });
  }

  /** The server's time as best known: the server owns the clock that shifts are measured against. */
  get nowMs(): number {
    return this.localNowMs + this.root.connection.serverOffsetMs;
  }

  start(): void {
    if (this.handle !== null) return;
    this.tick();
    this.handle = this.ports.setInterval(() => this.tick(), CLOCK_REFRESH_MS);
  }

  stop(): void {
    if (this.handle === null) return;
    this.ports.clearInterval(this.handle);
    this.handle = null;
  }

  tick(): void {
    this.localNowMs = this.ports.nowMs();
  }
}
