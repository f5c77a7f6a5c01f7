import type { ServiceSummary } from '@lantern/shared/contracts/service';
import type { ServiceCoverage } from '@lantern/shared/contracts/service-coverage';
import type { LiveTutor, ServiceTutors } from '@lantern/shared/contracts/service-tutors';
import { describe, expect, it } from 'vitest';
import { makeRoot, managerSignIn, settle } from './test-support.js';

const NOW = 1_800_000_000;

function summary(at: number, queued: number): ServiceSummary {
  return {
    current_late_essays: 0,
    critical_essays: 0,
    at_risk_essays: 0,
    queued_essays: queued,
    new_essays: queued,
    in_progress_essays: 0,
    reviewed_essays: 0,
    reviewed_late_essays: 0,
    missed_students: 0,
    missed_session_ids: [],
    ongoing_sessions: 0,
    total_sessions: 0,
    latest_essay_review_eta: null,
    thresholds: { turnaround_hours: 24, critical_seconds_left: 7200, at_risk_seconds_left: 21600 },
    since: at - 86_400,
    at,
  };
}

async function openService(loaded: ServiceSummary | Error) {
  const harness = makeRoot({
    ...managerSignIn(),
    serviceSummary: () => {
      if (loaded instanceof Error) throw loaded;
      return loaded;
    },
  });
  const stopRoot = harness.root.start();
  await harness.root.session.signIn({ username: 'manager', password: 'x' });
  await settle();
  const close = harness.root.service.open();
  await settle();
  const emit = (payload: ServiceSummary) =>
    harness.realtime.last.emitFromServer('service.summary.updated', payload);
  return { service: harness.root.service, emit, stop: () => (close(), stopRoot()) };
}

describe('the service summary', () => {
  it('should load the summary, then take each newer push and ignore an older one', async () => {
    const { service, emit, stop } = await openService(summary(NOW, 3));
    expect(service.state).toBe('loaded');
    expect(service.value?.queued_essays).toBe(3);
    emit(summary(NOW + 5, 4));
    expect(service.value?.queued_essays).toBe(4);
    emit(summary(NOW + 1, 9));
    expect(service.value?.queued_essays).toBe(4);
    stop();
    emit(summary(NOW + 9, 7));
    expect(service.value?.queued_essays).toBe(4);
  });

  it('should say when the summary cannot be loaded, and take a push all the same', async () => {
    const { service, emit, stop } = await openService(new Error('offline'));
    expect(service.state).toBe('error');
    emit(summary(NOW, 2));
    expect(service.state).toBe('loaded');
    stop();
  });
});

const live = (userId: number, name: string): LiveTutor => ({
  user_id: userId,
  name,
  shift_id: userId * 10,
  state_id: 3,
  state: 'working',
  punch_in: 1_800_000_000,
  shift_end: 1_800_007_200,
  segment: null,
  load: { user_id: userId, total_sessions_load: 1, max_sessions: 3, subject_scores: [] },
  sessions: [],
  away: null,
});

const lists = (at: number, names: string[]): ServiceTutors => ({
  live: names.map((name, index) => live(index + 1, name)),
  upcoming: [],
  essay: [],
  managers: [],
  at,
});

async function openPeople(fail = false) {
  const harness = makeRoot({
    ...managerSignIn(),
    serviceLiveTutors: () => {
      if (fail) throw new Error('offline');
      return [live(1, 'Lucía Gómez')];
    },
    serviceUpcomingTutors: () => [],
    serviceEssayTutors: () => [],
    serviceTutorManagers: () => [{ user_id: 9, name: 'Maya Brooks', on_shift: false, shift_end: null }],
  });
  const stopRoot = harness.root.start();
  await harness.root.session.signIn({ username: 'manager', password: 'x' });
  await settle();
  const close = harness.root.serviceTutors.open();
  await settle();
  const emit = (payload: ServiceTutors) =>
    harness.realtime.last.emitFromServer('service.tutors.updated', payload);
  return { people: harness.root.serviceTutors, emit, stop: () => (close(), stopRoot()) };
}

describe("the service summary's people", () => {
  it('should load the four lists, then take each push newer than what it shows', async () => {
    const { people, emit, stop } = await openPeople();
    expect(people.state).toBe('loaded');
    expect(people.value?.live.map((tutor) => tutor.name)).toEqual(['Lucía Gómez']);
    expect(people.value?.managers.map((manager) => manager.name)).toEqual(['Maya Brooks']);
    const shown = people.value!.at;
    emit(lists(shown + 5, ['Lucía Gómez', 'Jordan Lee']));
    expect(people.value?.live.map((tutor) => tutor.name)).toEqual(['Lucía Gómez', 'Jordan Lee']);
    emit(lists(shown + 1, []));
    expect(people.value?.live).toHaveLength(2);
    stop();
    emit(lists(shown + 9, []));
    expect(people.value?.live).toHaveLength(2);
  });

  it('should say it failed when the lists cannot be loaded, and recover on a push', async () => {
    const { people, emit, stop } = await openPeople(true);
    expect(people.state).toBe('error');
    emit(lists(1_900_000_000, ['Jordan Lee']));
    expect(people.state).toBe('loaded');
    stop();
  });
});

function coverage(at: number, lateShiftIds: number[], waitingSessionIds: number[] = []): ServiceCoverage {
  return {
    late_tutors: lateShiftIds.map((shiftId) => ({
      user_id: 7,
      name: 'Sam Patel',
      shift_id: shiftId,
      start_time: at - 600,
      end_time: at + 3600,
      segment_type: 'Tutoring Session',
      locked_out: false,
    })),
    waiting_students: waitingSessionIds.map((sessionId) => ({
      session_id: sessionId,
      student_first_name: 'Ava',
      subject_id: 1,
      subject: 'Math',
      requested_at: at - 400,
    })),
    thresholds: { late_grace_seconds: 300, long_wait_seconds: 300 },
    at,
  };
}

async function openCenter(loaded: ServiceCoverage | Error) {
  const harness = makeRoot({
    ...managerSignIn(),
    platformManagerActionItems: () => ({
      data: [],
      meta: { pagination: { total: 0, count: 0, per_page: 50, current_page: 1, total_pages: 1 } },
    }),
    serviceCoverage: () => {
      if (loaded instanceof Error) throw loaded;
      return loaded;
    },
  });
  const stopRoot = harness.root.start();
  await harness.root.session.signIn({ username: 'manager', password: 'x' });
  await settle();
  const close = harness.root.actionCenter.open();
  await settle();
  const emit = (payload: ServiceCoverage) =>
    harness.realtime.last.emitFromServer('service.coverage.updated', payload);
  return { center: harness.root.actionCenter, emit, stop: () => (close(), stopRoot()) };
}

describe("the action center's coverage", () => {
  it('should load with the action center, count both lists on the tab, and follow newer pushes only', async () => {
    const { center, emit, stop } = await openCenter(coverage(NOW, [11], [21, 22]));
    expect(center.state('coverage')).toBe('loaded');
    expect(center.count('coverage')).toBe(3);
    emit(coverage(NOW + 5, []));
    expect(center.count('coverage')).toBe(0);
    emit(coverage(NOW + 1, [11, 12]));
    expect(center.count('coverage')).toBe(0);
    stop();
    emit(coverage(NOW + 9, [13]));
    expect(center.count('coverage')).toBe(0);
  });

  it('should say when the lists cannot be loaded, and take a push all the same', async () => {
    const { center, emit, stop } = await openCenter(new Error('offline'));
    expect(center.state('coverage')).toBe('error');
    emit(coverage(NOW, [11]));
    expect(center.state('coverage')).toBe('loaded');
    expect(center.coverage.value?.late_tutors[0]?.name).toBe('Sam Patel');
    stop();
  });
});
