import type { ServiceSummary } from '@lantern/shared/contracts/service';
import { describe, expect, it } from 'vitest';
import { loginResponse, makeRoot, makeUser, settle } from './test-support.js';

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
    login: () => loginResponse(makeUser({ role: 'tutor-manager', roles: ['tutor-manager'], tutor: null })),
    meHome: () => ({
      kind: 'tutor-manager',
      tutors_total: 0,
      tutors_active: 0,
      essay_reviewers: 0,
      tutors: [],
    }),
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

describe('ServiceStore', () => {
  it('should load the summary, then take each newer push and ignore an older one', async () => {
    const { service, emit, stop } = await openService(summary(NOW, 3));
    expect(service.state).toBe('loaded');
    expect(service.summary?.queued_essays).toBe(3);
    emit(summary(NOW + 5, 4));
    expect(service.summary?.queued_essays).toBe(4);
    emit(summary(NOW + 1, 9));
    expect(service.summary?.queued_essays).toBe(4);
    stop();
    emit(summary(NOW + 9, 7));
    expect(service.summary?.queued_essays).toBe(4);
  });

  it('should say when the summary cannot be loaded, and take a push all the same', async () => {
    const { service, emit, stop } = await openService(new Error('offline'));
    expect(service.state).toBe('error');
    emit(summary(NOW, 2));
    expect(service.state).toBe('loaded');
    stop();
  });
});
