import { describe, expect, it } from 'vitest';
import { openSectionRoster } from './section-roster-store.js';
import { makeStores } from './test-support.js';

const roster = () => ({
  section: { id: 1, name: 'Algebra I — Period 1' },
  students: [
    { id: 7, first_name: 'Noor', last_name: 'Haddad', username: 'noor', grade: 'Grade 9', is_new: false },
  ],
});

describe('SectionRosterStore', () => {
  it('should mark a student not finished once their reset is taken, and say so when it is refused', async () => {
    const { stores, api } = makeStores();
    api.handlers.sectionStudents = roster;
    const store = openSectionRoster(stores);
    await store.load(1);
    api.handlers.resetLearnerProfile = () => ({ student_id: 7, is_new: true });
    await store.resetOnboarding(1, 7);
    expect([store.section(1)?.value?.students[0]?.is_new, store.resets.get(7)]).toEqual([true, 'done']);

    api.handlers.resetLearnerProfile = () => {
      throw new Error('offline');
    };
    await store.resetOnboarding(1, 7);
    expect(store.resets.get(7)).toBe('failed');
  });
});
