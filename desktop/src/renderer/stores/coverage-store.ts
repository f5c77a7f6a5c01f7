import type { ApiClient } from '@lantern/shared/client/http-client';
import type { ServiceCoverage } from '@lantern/shared/contracts/service-coverage';
import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadState } from './home-store.js';
import type { RootStore } from './root-store.js';

/**
 * The action center's Coverage tab: tutors late to punch in and students waiting too long. Loaded
 * when the action center opens, then replaced by every `service.coverage.updated` the server pushes
 * (on a punch, a match, or the clock making someone late), never polled.
 */
export class CoverageStore {
  coverage: ServiceCoverage | null = null;
  state: LoadState = 'idle';

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<CoverageStore, 'api'>(this, { root: false, api: false });
  }

  /** Loads the lists and follows the pushes; returns the stop, for the screen's leaving. */
  open(): () => void {
    const stop = this.root.connection.on('service.coverage.updated', (coverage) => this.take(coverage));
    void this.load();
    return stop;
  }

  async load(): Promise<void> {
    if (this.state !== 'loaded') this.state = 'loading';
    try {
      const coverage = await this.api.call('serviceCoverage');
      runInAction(() => this.take(coverage));
    } catch {
      runInAction(() => {
        if (this.state !== 'loaded') this.state = 'error';
      });
    }
  }

  clear(): void {
    this.coverage = null;
    this.state = 'idle';
  }

  /** Problems listed now: the tab's count. */
  get count(): number {
    return this.coverage ? this.coverage.late_tutors.length + this.coverage.waiting_students.length : 0;
  }

  /** A push and a load can cross: the newer reading wins. */
  private take(coverage: ServiceCoverage): void {
    if (this.coverage && this.coverage.at > coverage.at) return;
    this.coverage = coverage;
    this.state = 'loaded';
  }
}
