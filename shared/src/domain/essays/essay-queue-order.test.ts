import { describe, expect, it } from 'vitest';
import { compareQueuePlaces, inQueueOrder, type QueuePlace } from './essay-queue-order.js';

const HOUR = 3600;
const essay = (id: number, due_at: number, prioritised_at: number | null = null): QueuePlace => ({
  id,
  due_at,
  prioritised_at,
});
const ids = (essays: QueuePlace[]) => inQueueOrder(essays).map((place) => place.id);

describe('the essay queue’s order', () => {
  it('should put the soonest due first when no essay was moved to the front', () => {
    expect(ids([essay(1, 3 * HOUR), essay(2, HOUR), essay(3, 2 * HOUR)])).toEqual([2, 3, 1]);
  });

  it('should put an essay moved to the front before every other, however late it is due', () => {
    expect(ids([essay(1, HOUR), essay(2, 2 * HOUR), essay(3, 20 * HOUR, 100)])).toEqual([3, 1, 2]);
  });

  it('should put the essay moved last at the very front, and the rest moved before it after it', () => {
    expect(
      ids([essay(1, HOUR, 100), essay(2, 5 * HOUR, 300), essay(3, 2 * HOUR, 200), essay(4, HOUR / 2)]),
    ).toEqual([2, 3, 1, 4]);
  });

  it('should give an essay moved back (its priority undone) its place by due time again', () => {
    const moved = [essay(1, HOUR), essay(2, 3 * HOUR, 100), essay(3, 2 * HOUR)];
    expect(ids(moved)).toEqual([2, 1, 3]);
    expect(ids(moved.map((place) => ({ ...place, prioritised_at: null })))).toEqual([1, 3, 2]);
  });

  it('should order essays due at the same moment, or moved at the same second, by id', () => {
    expect(ids([essay(9, HOUR), essay(4, HOUR), essay(7, HOUR)])).toEqual([4, 7, 9]);
    expect(ids([essay(9, 2 * HOUR, 50), essay(4, 3 * HOUR, 50)])).toEqual([9, 4]);
    expect(compareQueuePlaces(essay(5, HOUR, 10), essay(5, HOUR, 10))).toBe(0);
  });

  it('should leave the list it was given as it was', () => {
    const given = [essay(2, 2 * HOUR), essay(1, HOUR)];
    inQueueOrder(given);
    expect(given.map((place) => place.id)).toEqual([2, 1]);
  });
});
