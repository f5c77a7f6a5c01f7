import type { ApiClient } from '@lantern/shared/client/http-client';
import { LiveSnapshot } from '@lantern/shared/state/live-snapshot';
import type { RootStore } from './root-store.js';

/**
 * The services summary's people: live tutors with their state and load, upcoming tutors, essay
 * tutors and the platform managers. Loaded when the summary opens, then replaced by every
 * `service.tutors.updated` the server pushes when a punch, a shift or a session changes.
 */
export class ServiceTutorsStore {
  private readonly live: LiveSnapshot<'service.tutors.updated'>;

  constructor(
    readonly root: RootStore,
    api: ApiClient,
  ) {
    this.live = new LiveSnapshot({
      connection: root.connection,
      event: 'service.tutors.updated',
      fetch: async () => {
        // On the server's clock, as the pushes' `at` is: a console whose clock runs ahead would
        // otherwise drop every push for as long as it is ahead.
        const asked = Math.floor((root.env.nowMs() + root.connection.serverOffsetMs) / 1000);
        const [live, upcoming, essay, managers] = await Promise.all([
          api.call('serviceLiveTutors'),
          api.call('serviceUpcomingTutors'),
          api.call('serviceEssayTutors'),
          api.call('serviceTutorManagers'),
        ]);
        return { live, upcoming, essay, managers, at: asked };
      },
    });
  }

  get lists() {
    return this.live.value;
  }

  get state() {
    return this.live.state;
  }

  /** Loads the lists and follows the pushes; returns the stop, for the screen's leaving. */
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
