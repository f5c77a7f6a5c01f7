import { ApiError } from '@lantern/shared/client/api-error';
import type { ContentHold, ModeratedStudent } from '@lantern/shared/contracts/superuser';
import { FakeApi, settle } from '@lantern/shared/state/test-support';
import { describe, expect, it } from 'vitest';
import { SuperuserStore } from './superuser-store.js';

const student = (id: number, name: string): ModeratedStudent => ({
  id,
  username: name.toLowerCase(),
  first_name: name,
  last_name: 'Lee',
  school_name: null,
  district_id: null,
  is_banned: false,
});

const hold = (id: number): ContentHold => ({
  kind: 'session',
  target_id: id,
  state: 'hidden',
  reason: 'Rude words',
  title: `Session ${id}`,
  held_by: { id: 1, first_name: 'Sam', last_name: 'Super' },
  held_at: 1_800_000_000,
});

describe('SuperuserStore', () => {
  it('should show the students of the search typed last, whatever order the answers come in', async () => {
    const answers: ((students: ModeratedStudent[]) => void)[] = [];
    const api = new FakeApi({ searchStudents: () => new Promise((resolve) => answers.push(resolve)) });
    const store = new SuperuserStore(api);
    void store.findStudents('Av');
    void store.findStudents('Ava');
    answers[1]!([student(2, 'Ava')]);
    answers[0]!([student(1, 'Avery'), student(2, 'Ava')]);
    await settle();
    expect(store.students.map((found) => found.first_name)).toEqual(['Ava']);
    expect(store.studentsState).toBe('loaded');
  });

  it('should not search for fewer than two letters', async () => {
    const api = new FakeApi({ searchStudents: () => [] });
    const store = new SuperuserStore(api);
    await store.findStudents(' A ');
    expect([api.called('searchStudents'), store.studentsState]).toEqual([0, 'idle']);
  });

  it('should keep the held content listed while it is read again after a hold, and say when that fails', async () => {
    const api = new FakeApi({ contentHolds: () => [hold(1)], holdContent: () => hold(2) });
    const store = new SuperuserStore(api);
    await store.loadHolds();
    let answer: (holds: ContentHold[]) => void = () => undefined;
    api.handlers.contentHolds = () => new Promise((resolve) => (answer = resolve));
    const holding = store.hold('session', 2, 'hidden', 'Rude words');
    await settle();
    expect([store.holding, store.holdsState, store.holds.length]).toEqual([true, 'loaded', 1]);
    answer([hold(1), hold(2)]);
    expect(await holding).toBe(true);
    expect(store.holds.map((held) => held.target_id)).toEqual([1, 2]);
    api.handlers.contentHolds = () => {
      throw new ApiError(500, 'internal', 'Boom');
    };
    await store.loadHolds();
    expect(store.holdsState).toBe('error');
  });
});
