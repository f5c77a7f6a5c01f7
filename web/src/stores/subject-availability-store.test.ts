import { FakeApi } from '@lantern/shared/state/test-support';
import { describe, expect, it } from 'vitest';
import { SubjectAvailabilityStore } from './subject-availability-store.js';

describe('SubjectAvailabilityStore', () => {
  it('should ask once a minute per subject, and say nothing is known when the question failed', async () => {
    let now = 1_000_000;
    let answer: 'closed' | 'fail' = 'closed';
    const api = new FakeApi({
      subjectAvailability: (options) => {
        if (answer === 'fail') throw new Error('offline');
        return { subject_id: Number(options.params?.id), available_now: false, next_available_at: 5000 };
      },
    });
    const store = new SubjectAvailabilityStore(api, () => now);

    expect(await store.check(2)).toEqual({ subject_id: 2, available_now: false, next_available_at: 5000 });
    await store.check(2);
    expect(api.called('subjectAvailability')).toBe(1);

    now += 61_000;
    answer = 'fail';
    expect(await store.check(2)).toBeNull();
    expect(api.called('subjectAvailability')).toBe(2);
  });
});
