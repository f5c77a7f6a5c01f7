import type { ApiClient } from '@lantern/shared/client/http-client';
import type { ServiceTutors } from '@lantern/shared/contracts/service-tutors';
import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadState } from './home-store.js';
import type { RootStore } from './root-store.js';

/**
 * The services summary's people: live tutors with their state and load, upcoming tutors, essay
 * tutors and the platform managers. Loaded when the summary opens, then replaced by every
 * `service.tutors.updated` the server pushes when a punch, a shift or a session changes.
 */
export class ServiceTutorsStore {
  lists: ServiceTutors | null = null;
  state: LoadState = 'idle';

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<ServiceTutorsStore, 'api'>(this, { root: false, api: false });
  }

  /** Loads the lists and follows the pushes; returns the stop, for the screen's leaving. */
  open(): () => void {
    const stop = this.root.connection.on('service.tutors.updated', (lists) => this.take(lists));
    void this.load();
    return stop;
  }

  async load(): Promise<void> {
    if (this.state !== 'loaded') this.state = 'loading';
    // On the server's clock, as the pushes' `at` is: a console whose clock runs ahead would
    // otherwise drop every push for as long as it is ahead.
    const asked = Math.floor((this.root.env.nowMs() + this.root.connection.serverOffsetMs) / 1000);
    try {
      const [live, upcoming, essay, managers] = await Promise.all([
        this.api.call('serviceLiveTutors'),
        this.api.call('serviceUpcomingTutors'),
        this.api.call('serviceEssayTutors'),
        this.api.call('serviceTutorManagers'),
      ]);
      runInAction(() => this.take({ live, upcoming, essay, managers, at: asked }));
    } catch {
      runInAction(() => {
        if (this.state !== 'loaded') this.state = 'error';
      });
    }
  }

  clear(): void {
    this.lists = null;
    this.state = 'idle';
  }

  /** A push and a load can cross: the newer lists win. */
  private take(lists: ServiceTutors): void {
    if (this.lists && this.lists.at > lists.at) return;
    this.lists = lists;
    this.state = 'loaded';
  }
}
