import { describe, expect, it } from 'vitest';
import { rateSubject, toggleInterest } from './learner-profile.js';

describe('toggleInterest', () => {
  it('should add an interest in the catalogue order and remove it on a second toggle', () => {
    const chosen = toggleInterest(toggleInterest([], 'games'), 'music');
    expect(chosen).toEqual(['music', 'games']);
    expect(toggleInterest(chosen, 'music')).toEqual(['games']);
  });
});

describe('rateSubject', () => {
  it('should keep one rating per subject, the latest, ordered by subject id', () => {
    const ratings = rateSubject(rateSubject([], 5, 'not_yet'), 2, 'confident');
    expect(rateSubject(ratings, 5, 'getting_there')).toEqual([
      { subject_id: 2, level: 'confident' },
      { subject_id: 5, level: 'getting_there' },
    ]);
  });
});
