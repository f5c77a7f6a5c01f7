import { describe, expect, it } from 'vitest';
import { SESSION_STATUSES } from '../../contracts/sessions.js';
import { mayObserve, observerIds } from './observation.js';

describe('mayObserve', () => {
  it('should allow watching only a session in chat', () => {
    expect(SESSION_STATUSES.filter(mayObserve)).toEqual(['matched']);
  });
});

describe('observerIds', () => {
  it('should name nobody when no socket watches', () => {
    expect(observerIds([])).toEqual([]);
  });

  it('should name a manager watching from two windows once, from the first window’s arrival', () => {
    expect(
      observerIds([
        { user_id: 7, since: 100 },
        { user_id: 9, since: 90 },
        { user_id: 7, since: 80 },
      ]),
    ).toEqual([7, 9]);
  });

  it('should order people who arrived in the same second by id, so every instance tells it alike', () => {
    expect(
      observerIds([
        { user_id: 12, since: 50 },
        { user_id: 4, since: 50 },
      ]),
    ).toEqual([4, 12]);
  });
});
