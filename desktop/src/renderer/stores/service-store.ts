import type { ApiClient } from '@lantern/shared/client/http-client';
import { LiveSnapshot } from '@lantern/shared/state/live-snapshot';
import type { RootStore } from './root-store.js';

/**
 * The service summary for platform managers: loaded when the summary screen opens, then replaced
 * by every `service.summary.updated` the server pushes (within a second of a change), never polled.
 */
export class ServiceStore {
  private readonly live: LiveSnapshot<'service.summary.updated'>;

  constructor(
    readonly root: RootStore,
    api: ApiClient,
  ) {
    this.live = new LiveSnapshot({
      connection: root.connection,
      event: 'service.summary.updated',
      fetch: () => api.call('serviceSummary'),
    });
  }

  get summary() {
    return this.live.value;
  }

  get state() {
    return this.live.state;
  }

  /** Loads the summary and follows the pushes; returns the stop, for the screen's leaving. */
  open(): () => void {
    return this.live.open();
  }

  load(): Promise<void> {
    return this.live.load();
  }

  clear(): void {
    this.live.clear();
  }
}
