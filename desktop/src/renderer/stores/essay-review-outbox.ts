import { ApiError } from '@lantern/shared/client/api-error';
import { makeAutoObservable, runInAction } from 'mobx';

/**
 * One change of the review to send: the whole new state of one thing (an annotation, the summary),
 * so only the latest change per key needs to reach the server and a resend is harmless.
 */
export interface OutboxEntry<P = unknown> {
  /** What it changes ('annotation:<uuid>', 'summary'): a newer entry replaces an older one. */
  key: string;
  payload: P;
}

export type DeliveryState = 'pending' | 'failed';

export interface OutboxPorts {
  /** Where unsent changes wait, so closing the window or a reload loses none; null keeps them in memory. */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserPorts = (): OutboxPorts => ({
  storage: typeof localStorage === 'undefined' ? null : localStorage,
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});

/** Waits between attempts after a failure: quick at first, then every half minute at most. */
export const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000] as const;

/**
 * The review's changes on their way to the server, in the order made, one at a time. Each is kept
 * (in memory and in `storage`) until the server has it; a failed send is tried again later, and at
 * once when the browser says it is back online. A change the server refuses for good (a 4xx other
 * than 408/429: the essay is no longer this tutor's, say) stays listed as failed for the screen to
 * show, and is not sent again.
 */
export class ReviewOutbox<P> {
  /** Unsent changes by key, oldest first. */
  readonly entries = new Map<string, OutboxEntry<P>>();
  readonly failed = new Set<string>();
  readonly refused = new Set<string>();
  /** The sending under way, which a new flush waits for. */
  private running: Promise<void> | null = null;
  private attempt = 0;
  private timer: unknown = null;
  /** Bumped per put, so a send that finishes after a newer change of its key does not drop that change. */
  private readonly versions = new Map<string, number>();

  constructor(
    private readonly storageKey: string,
    private readonly send: (entry: OutboxEntry<P>) => Promise<void>,
    private readonly ports: OutboxPorts = browserPorts(),
  ) {
    makeAutoObservable<ReviewOutbox<P>, 'send' | 'ports' | 'timer' | 'versions' | 'storageKey' | 'running'>(
      this,
      {
        send: false,
        ports: false,
        timer: false,
        versions: false,
        storageKey: false,
        running: false,
      },
    );
    for (const entry of this.read()) this.entries.set(entry.key, entry);
  }

  /** Changes left over from an earlier visit (a reload, a crash), to lay over what the server has. */
  get stored(): OutboxEntry<P>[] {
    return [...this.entries.values()];
  }

  state(key: string): DeliveryState | null {
    if (this.refused.has(key) || this.failed.has(key)) return 'failed';
    return this.entries.has(key) ? 'pending' : null;
  }

  get pendingCount(): number {
    return this.entries.size;
  }

  get failedCount(): number {
    return [...this.entries.keys()].filter((key) => this.failed.has(key) || this.refused.has(key)).length;
  }

  /** Keeps the change at once; sends it after `delayMs` (typing sends once the tutor pauses). */
  put(entry: OutboxEntry<P>, delayMs = 0): void {
    this.entries.delete(entry.key);
    this.entries.set(entry.key, entry);
    this.refused.delete(entry.key);
    this.versions.set(entry.key, (this.versions.get(entry.key) ?? 0) + 1);
    this.write();
    this.schedule(delayMs);
  }

  /**
   * Sends what waits now (the window's `online` event, the submit button). Resolves once every
   * change was tried, after any sending already under way, so a submit never overtakes an edit.
   */
  async flush(): Promise<void> {
    if (this.timer !== null) this.ports.clearTimeout(this.timer);
    this.timer = null;
    while (this.running) await this.running;
    this.running = this.drain();
    try {
      await this.running;
    } finally {
      this.running = null;
    }
  }

  private async drain(): Promise<void> {
    for (;;) {
      const next = [...this.entries.values()].find((entry) => !this.refused.has(entry.key));
      if (!next) return;
      const version = this.versions.get(next.key) ?? 0;
      try {
        await this.send(next);
      } catch (error) {
        const final = isFinalRefusal(error);
        runInAction(() => (final ? this.refused : this.failed).add(next.key));
        if (final) continue;
        this.retryLater();
        return;
      }
      runInAction(() => {
        this.failed.delete(next.key);
        this.attempt = 0;
        if ((this.versions.get(next.key) ?? 0) === version) this.entries.delete(next.key);
        this.write();
      });
    }
  }

  /** Everything sent (or refused for good). */
  get settled(): boolean {
    return [...this.entries.keys()].every((key) => this.refused.has(key));
  }

  stop(): void {
    if (this.timer !== null) this.ports.clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(delayMs: number): void {
    if (this.timer !== null) this.ports.clearTimeout(this.timer);
    this.timer = this.ports.setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delayMs);
  }

  private retryLater(): void {
    const delay = RETRY_DELAYS_MS[Math.min(this.attempt, RETRY_DELAYS_MS.length - 1)]!;
    this.attempt += 1;
    this.schedule(delay);
  }

  private read(): OutboxEntry<P>[] {
    try {
      const text = this.ports.storage?.getItem(this.storageKey);
      return text ? (JSON.parse(text) as OutboxEntry<P>[]) : [];
    } catch {
      return [];
    }
  }

  private write(): void {
    try {
      if (this.entries.size === 0) this.ports.storage?.removeItem(this.storageKey);
      else this.ports.storage?.setItem(this.storageKey, JSON.stringify([...this.entries.values()]));
    } catch {
      // A full or blocked storage: the changes still wait in memory.
    }
  }
}

function isFinalRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.status !== 408 &&
    error.status !== 429
  );
}
