import type { ServiceCoverage } from '../contracts/service-coverage.js';
import { describe, expect, it } from 'vitest';
import { LiveSnapshot } from './live-snapshot.js';
import { makeSharedRoot, makeUser, settle, signInAs } from './test-support.js';

const NOW = 1_800_000_000;

function coverage(at: number, waiting: number): ServiceCoverage {
  return {
    late_tutors: [],
    waiting_students: Array.from({ length: waiting }, (_, index) => ({
      session_id: index + 1,
      student_first_name: 'Ava',
      subject_id: 1,
      subject: 'Math',
      requested_at: at - 400,
    })),
    thresholds: { late_grace_seconds: 300, long_wait_seconds: 300 },
    at,
  };
}

/** A snapshot of coverage on a signed-in root whose fetch answers with `answers`, one per load. */
async function openSnapshot(answers: (ServiceCoverage | Error | Promise<ServiceCoverage>)[]) {
  const harness = makeSharedRoot();
  await signInAs(harness.root, harness.api, makeUser());
  await settle();
  let loads = 0;
  const snapshot = new LiveSnapshot({
    connection: harness.root.connection,
    event: 'service.coverage.updated',
    fetch: async () => {
      const answer = answers[Math.min(loads, answers.length - 1)];
      loads += 1;
      if (answer === undefined) throw new Error('no answer scripted');
      if (answer instanceof Error) throw answer;
      return answer;
    },
  });
  const close = snapshot.open();
  await settle();
  const socket = harness.realtime.last;
  return {
    snapshot,
    loads: () => loads,
    push: (payload: ServiceCoverage) => socket.emitFromServer('service.coverage.updated', payload),
    reconnected: () =>
      socket.emitFromServer('system.connection.established', {
        user_id: 1,
        role: 'tutor-manager',
        server_time: NOW,
      }),
    close,
  };
}

describe('LiveSnapshot', () => {
  it('should load when opened, then take each newer push and ignore an older one', async () => {
    const { snapshot, push, close } = await openSnapshot([coverage(NOW, 1)]);
    expect(snapshot.state).toBe('loaded');
    expect(snapshot.value?.waiting_students).toHaveLength(1);
    push(coverage(NOW + 5, 2));
    expect(snapshot.value?.waiting_students).toHaveLength(2);
    push(coverage(NOW + 1, 9));
    expect(snapshot.value?.waiting_students).toHaveLength(2);
    close();
    push(coverage(NOW + 9, 7));
    expect(snapshot.value?.waiting_students).toHaveLength(2);
  });

  it('should keep a push newer than a load that answers after it', async () => {
    let answer: (value: ServiceCoverage) => void = () => undefined;
    const slow = new Promise<ServiceCoverage>((done) => (answer = done));
    const { snapshot, push, close } = await openSnapshot([slow]);
    push(coverage(NOW + 10, 3));
    answer(coverage(NOW, 1));
    await settle();
    expect(snapshot.value?.waiting_students).toHaveLength(3);
    close();
  });

  it('should say when it cannot load, keep what it showed when a later load fails, and take a push all the same', async () => {
    const { snapshot, push, reconnected, close } = await openSnapshot([new Error('offline')]);
    expect(snapshot.state).toBe('error');
    push(coverage(NOW, 2));
    expect(snapshot.state).toBe('loaded');
    reconnected();
    await settle();
    expect(snapshot.state).toBe('loaded');
    expect(snapshot.value?.waiting_students).toHaveLength(2);
    close();
  });

  it('should load again after a reconnection, since pushes sent meanwhile are lost, and not once closed', async () => {
    const { snapshot, loads, reconnected, close } = await openSnapshot([
      coverage(NOW, 1),
      coverage(NOW + 30, 4),
    ]);
    expect(loads()).toBe(1);
    reconnected();
    await settle();
    expect(loads()).toBe(2);
    expect(snapshot.value?.waiting_students).toHaveLength(4);
    close();
    reconnected();
    await settle();
    expect(loads()).toBe(2);
  });

  it('should forget the snapshot when cleared', async () => {
    const { snapshot, close } = await openSnapshot([coverage(NOW, 1)]);
    snapshot.clear();
    expect(snapshot.value).toBeNull();
    expect(snapshot.state).toBe('idle');
    close();
  });
});
