import type { ApiClient } from '@lantern/shared/client/http-client';
import type { ServiceCoverage } from '@lantern/shared/contracts/service-coverage';
import { LiveSnapshot } from '@lantern/shared/state/live-snapshot';
import type { RootStore } from './root-store.js';

// The managers' live service screens, each one LiveSnapshot: loaded when the screen opens, then
// replaced by every push of its event (on a punch, a match, a session, or the clock making someone
// late), never polled.

/** The service summary: essays by risk and state, live help now and in the last 24 hours. */
export function serviceSummary(root: RootStore, api: ApiClient): LiveSnapshot<'service.summary.updated'> {
  return new LiveSnapshot({
    connection: root.connection,
    event: 'service.summary.updated',
    fetch: () => api.call('serviceSummary'),
  });
}

/** The summary's people: live tutors with their state and load, upcoming and essay tutors, managers. */
export function serviceTutors(root: RootStore, api: ApiClient): LiveSnapshot<'service.tutors.updated'> {
  return new LiveSnapshot({
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

/** The action center's Coverage tab: tutors late to punch in and students waiting too long. */
export function serviceCoverage(root: RootStore, api: ApiClient): LiveSnapshot<'service.coverage.updated'> {
  return new LiveSnapshot({
    connection: root.connection,
    event: 'service.coverage.updated',
    fetch: () => api.call('serviceCoverage'),
  });
}

/** Problems listed now: the Coverage tab's count. */
export function coverageCount(coverage: ServiceCoverage | null): number {
  return coverage ? coverage.late_tutors.length + coverage.waiting_students.length : 0;
}
