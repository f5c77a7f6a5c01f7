import type { ApiClient } from '@lantern/shared/client/http-client';
import { LiveSnapshot } from '@lantern/shared/state/live-snapshot';
import type { RootStore } from './root-store.js';

/**
 * The action center's Coverage tab: tutors late to punch in and students waiting too long. Loaded
 * when the action center opens, then replaced by every `service.coverage.updated` the server pushes
 * (on a punch, a match, or the clock making someone late), never polled.
 */
export class CoverageStore {
  private readonly live: LiveSnapshot<'service.coverage.updated'>;

  constructor(
    readonly root: RootStore,
    api: ApiClient,
  ) {
    this.live = new LiveSnapshot({
      connection: root.connection,
      event: 'service.coverage.updated',
      fetch: () => api.call('serviceCoverage'),
    });
  }

  get coverage() {
    return this.live.value;
  }

  get state() {
    return this.live.state;
  }

  /** Problems listed now: the tab's count. */
  get count(): number {
    const { coverage } = this;
    return coverage ? coverage.late_tutors.length + coverage.waiting_students.length : 0;
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
