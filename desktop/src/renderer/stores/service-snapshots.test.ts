import type { ServiceSummary } from '@lantern/shared/contracts/service';
import type { ServiceCoverage } from '@lantern/shared/contracts/service-coverage';
import type { ServiceTutors } from '@lantern/shared/contracts/service-tutors';
import type { ApiScript } from '@lantern/shared/state/test-support';
import { describe, expect, it } from 'vitest';
import type { RootStore } from './root-store.js';
import { liveTutor, serviceCoverage, serviceSummary, serviceTutors } from './test-builders.js';
import { makeRoot, managerSignIn, settle } from './test-support.js';

const NOW = 1_800_000_000;

/** A manager signed in, with the view `open` opened; `stop` closes it and signs out. */
async function signedInManager(script: ApiScript, open: (root: RootStore) => () => void) {
  const harness = makeRoot({ ...managerSignIn(), ...script });
  const stopRoot = harness.root.start();
  await harness.root.session.signIn({ username: 'manager', password: 'x' });
  await settle();
  const close = open(harness.root);
  await settle();
  return { ...harness, stop: () => (close(), stopRoot()) };
}

async function openService(loaded: ServiceSummary | Error) {
  const { root, realtime, stop } = await signedInManager(
    {
      serviceSummary: () => {
        if (loaded instanceof Error) throw loaded;
        return loaded;
      },
    },
    (root) => root.service.open(),
  );
  const emit = (payload: ServiceSummary) => realtime.last.emitFromServer('service.summary.updated', payload);
  return { service: root.service, emit, stop };
}

describe('the service summary', () => {
  it('should load the summary, then take each newer push and ignore an older one', async () => {
    const { service, emit, stop } = await openService(serviceSummary(NOW, 3));
    expect(service.state).toBe('loaded');
    expect(service.value?.queued_essays).toBe(3);
    emit(serviceSummary(NOW + 5, 4));
    expect(service.value?.queued_essays).toBe(4);
    emit(serviceSummary(NOW + 1, 9));
    expect(service.value?.queued_essays).toBe(4);
    stop();
    emit(serviceSummary(NOW + 9, 7));
    expect(service.value?.queued_essays).toBe(4);
  });

  it('should say when the summary cannot be loaded, and take a push all the same', async () => {
    const { service, emit, stop } = await openService(new Error('offline'));
    expect(service.state).toBe('error');
    emit(serviceSummary(NOW, 2));
    expect(service.state).toBe('loaded');
    stop();
  });
});

async function openPeople(fail = false) {
  const { root, realtime, stop } = await signedInManager(
    {
      serviceLiveTutors: () => {
        if (fail) throw new Error('offline');
        return [liveTutor(1, 'Lucía Gómez')];
      },
      serviceUpcomingTutors: () => [],
      serviceEssayTutors: () => [],
      serviceTutorManagers: () => [{ user_id: 9, name: 'Maya Brooks', on_shift: false, shift_end: null }],
    },
    (root) => root.serviceTutors.open(),
  );
  const emit = (payload: ServiceTutors) => realtime.last.emitFromServer('service.tutors.updated', payload);
  return { people: root.serviceTutors, emit, stop };
}

describe("the service summary's people", () => {
  it('should load the four lists, then take each push newer than what it shows', async () => {
    const { people, emit, stop } = await openPeople();
    expect(people.state).toBe('loaded');
    expect(people.value?.live.map((tutor) => tutor.name)).toEqual(['Lucía Gómez']);
    expect(people.value?.managers.map((manager) => manager.name)).toEqual(['Maya Brooks']);
    const shown = people.value!.at;
    emit(serviceTutors(shown + 5, ['Lucía Gómez', 'Jordan Lee']));
    expect(people.value?.live.map((tutor) => tutor.name)).toEqual(['Lucía Gómez', 'Jordan Lee']);
    emit(serviceTutors(shown + 1, []));
    expect(people.value?.live).toHaveLength(2);
    stop();
    emit(serviceTutors(shown + 9, []));
    expect(people.value?.live).toHaveLength(2);
  });

  it('should say it failed when the lists cannot be loaded, and recover on a push', async () => {
    const { people, emit, stop } = await openPeople(true);
    expect(people.state).toBe('error');
    emit(serviceTutors(1_900_000_000, ['Jordan Lee']));
    expect(people.state).toBe('loaded');
    stop();
  });
});

async function openCenter(loaded: ServiceCoverage | Error) {
  const { root, realtime, stop } = await signedInManager(
    {
      platformManagerActionItems: () => ({
        data: [],
        meta: { pagination: { total: 0, count: 0, per_page: 50, current_page: 1, total_pages: 1 } },
      }),
      serviceCoverage: () => {
        if (loaded instanceof Error) throw loaded;
        return loaded;
      },
    },
    (root) => root.actionCenter.open(),
  );
  const emit = (payload: ServiceCoverage) =>
    realtime.last.emitFromServer('service.coverage.updated', payload);
  return { center: root.actionCenter, emit, stop };
}

describe("the action center's coverage", () => {
  it('should load with the action center, count both lists on the tab, and follow newer pushes only', async () => {
    const { center, emit, stop } = await openCenter(serviceCoverage(NOW, [11], [21, 22]));
    expect(center.state('coverage')).toBe('loaded');
    expect(center.count('coverage')).toBe(3);
    emit(serviceCoverage(NOW + 5, []));
    expect(center.count('coverage')).toBe(0);
    emit(serviceCoverage(NOW + 1, [11, 12]));
    expect(center.count('coverage')).toBe(0);
    stop();
    emit(serviceCoverage(NOW + 9, [13]));
    expect(center.count('coverage')).toBe(0);
  });

  it('should say when the lists cannot be loaded, and take a push all the same', async () => {
    const { center, emit, stop } = await openCenter(new Error('offline'));
    expect(center.state('coverage')).toBe('error');
    emit(serviceCoverage(NOW, [11]));
    expect(center.state('coverage')).toBe('loaded');
    expect(center.coverage.value?.late_tutors[0]?.name).toBe('Sam Patel');
    stop();
  });
});
