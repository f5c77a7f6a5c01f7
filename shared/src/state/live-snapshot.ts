import { makeAutoObservable, runInAction } from 'mobx';
import type { ServerEventName, ServerEventPayload } from '../realtime/events.js';
import type { ConnectionStore } from './connection-store.js';
import type { LoadStatus } from './once-loader.js';

/** Server events that push a whole snapshot stamped with the server time it was read at. */
export type SnapshotEventName = {
  [E in ServerEventName]: ServerEventPayload<E> extends { at: number } ? E : never;
}[ServerEventName];

export interface LiveSnapshotOptions<E extends SnapshotEventName> {
  connection: Pick<ConnectionStore, 'on'>;
  /** The push that replaces the whole snapshot. */
  event: E;
  /** The snapshot over HTTP, with `at` on the server's clock as the pushes' is. */
  fetch: () => Promise<ServerEventPayload<E>>;
}

/**
 * A screen's live picture of something the server pushes whole (the service summary, its people,
 * coverage): loaded when the screen opens, replaced by every push, loaded again after every
 * (re)connection since pushes sent while the line was down are gone. A push and a load can cross:
 * the newer `at` wins. A failure only sets the status, so what was shown stays.
 */
export class LiveSnapshot<E extends SnapshotEventName> {
  value: ServerEventPayload<E> | null = null;
  state: LoadStatus = 'idle';

  constructor(private readonly options: LiveSnapshotOptions<E>) {
    makeAutoObservable<LiveSnapshot<E>, 'options'>(this, { options: false }, { autoBind: true });
  }

  /** Loads and follows the pushes; returns the stop, for the screen's leaving. */
  open(): () => void {
    const { connection, event } = this.options;
    const stops = [
      connection.on(event, (payload) => this.take(payload)),
      connection.on('system.connection.established', () => void this.load()),
    ];
    void this.load();
    return () => {
      for (const stop of stops) stop();
    };
  }

  async load(): Promise<void> {
    if (this.state !== 'loaded') this.state = 'loading';
    try {
      const value = await this.options.fetch();
      runInAction(() => this.take(value));
    } catch {
      runInAction(() => {
        if (this.state !== 'loaded') this.state = 'error';
      });
    }
  }

  clear(): void {
    this.value = null;
    this.state = 'idle';
  }

  private take(value: ServerEventPayload<E>): void {
    if (this.value && (this.value as { at: number }).at > (value as { at: number }).at) return;
    this.value = value;
    this.state = 'loaded';
  }
}
