import { makeAutoObservable } from 'mobx';
import type { ServerEventName, ServerEventPayload } from '../realtime/events.js';
import type { ConnectionStore } from './connection-store.js';
import { type LoadStatus, OnceLoader } from './once-loader.js';

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
  private readonly loader: OnceLoader<ServerEventPayload<E>>;

  constructor(private readonly options: LiveSnapshotOptions<E>) {
    this.loader = new OnceLoader(options.fetch, (value) => this.take(value), { quiet: true });
    makeAutoObservable<LiveSnapshot<E>, 'options' | 'loader'>(
      this,
      { options: false, loader: false },
      { autoBind: true },
    );
  }

  /** A push counts as an answer: what it brought is shown even while the load is on its way. */
  get state(): LoadStatus {
    return this.value === null ? this.loader.status : 'loaded';
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

  load(): Promise<void> {
    return this.loader.load(true);
  }

  clear(): void {
    this.loader.reset();
    this.value = null;
  }

  private take(value: ServerEventPayload<E>): void {
    if (this.value && (this.value as { at: number }).at > (value as { at: number }).at) return;
    this.value = value;
  }
}
