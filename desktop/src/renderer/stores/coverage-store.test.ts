import type { ServiceCoverage } from '@lantern/shared/contracts/service-coverage';
import { describe, expect, it } from 'vitest';
import { loginResponse, makeRoot, makeUser, settle } from './test-support.js';

const NOW = 1_800_000_000;

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
    login: () => loginResponse(makeUser({ role: 'tutor-manager', roles: ['tutor-manager'], tutor: null })),
    meHome: () => ({
      kind: 'tutor-manager',
      tutors_total: 0,
      tutors_active: 0,
      essay_reviewers: 0,
      tutors: [],
    }),
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

describe('CoverageStore', () => {
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
    expect(center.coverage.coverage?.late_tutors[0]?.name).toBe('Sam Patel');
    stop();
  });
});
