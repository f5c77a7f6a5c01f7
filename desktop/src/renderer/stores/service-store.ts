import type { ApiClient } from '@lantern/shared/client/http-client';
import type { ServiceSummary } from '@lantern/shared/contracts/service';
import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadState } from './home-store.js';
import type { RootStore } from './root-store.js';

/**
 * The service summary for platform managers: loaded when the summary screen opens, then replaced
 * by every `service.summary.updated` the server pushes (within a second of a change), never polled.
 */
export class ServiceStore {
  summary: ServiceSummary | null = null;
  state: LoadState = 'idle';

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<ServiceStore, 'api'>(this, { root: false, api: false });
  }

  /** Loads the summary and follows the pushes; returns the stop, for the screen's leaving. */
  open(): () => void {
    const stop = this.root.connection.on('service.summary.updated', (summary) => this.take(summary));
    void this.load();
    return stop;
  }

  async load(): Promise<void> {
    if (this.state !== 'loaded') this.state = 'loading';
    try {
      const summary = await this.api.call('serviceSummary');
      runInAction(() => this.take(summary));
    } catch {
      runInAction(() => {
        if (this.state !== 'loaded') this.state = 'error';
      });
    }
  }

  clear(): void {
    this.summary = null;
    this.state = 'idle';
  }

  /** A push and a load can cross: the newer summary wins. */
  private take(summary: ServiceSummary): void {
    if (this.summary && this.summary.at > summary.at) return;
    this.summary = summary;
    this.state = 'loaded';
  }
}
