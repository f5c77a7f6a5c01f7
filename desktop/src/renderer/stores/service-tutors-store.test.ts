import type { LiveTutor, ServiceTutors } from '@lantern/shared/contracts/service-tutors';
import { describe, expect, it } from 'vitest';
import { loginResponse, makeRoot, makeUser, settle } from './test-support.js';

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
    login: () => loginResponse(makeUser({ role: 'tutor-manager', roles: ['tutor-manager'], tutor: null })),
    meHome: () => ({
      kind: 'tutor-manager',
      tutors_total: 0,
      tutors_active: 0,
      essay_reviewers: 0,
      tutors: [],
    }),
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

describe('ServiceTutorsStore', () => {
  it('should load the four lists, then take each push newer than what it shows', async () => {
    const { people, emit, stop } = await openPeople();
    expect(people.state).toBe('loaded');
    expect(people.lists?.live.map((tutor) => tutor.name)).toEqual(['Lucía Gómez']);
    expect(people.lists?.managers.map((manager) => manager.name)).toEqual(['Maya Brooks']);
    const shown = people.lists!.at;
    emit(lists(shown + 5, ['Lucía Gómez', 'Jordan Lee']));
    expect(people.lists?.live.map((tutor) => tutor.name)).toEqual(['Lucía Gómez', 'Jordan Lee']);
    emit(lists(shown + 1, []));
    expect(people.lists?.live).toHaveLength(2);
    stop();
    emit(lists(shown + 9, []));
    expect(people.lists?.live).toHaveLength(2);
  });

  it('should say it failed when the lists cannot be loaded, and recover on a push', async () => {
    const { people, emit, stop } = await openPeople(true);
    expect(people.state).toBe('error');
    emit(lists(1_900_000_000, ['Jordan Lee']));
    expect(people.state).toBe('loaded');
    stop();
  });
});
