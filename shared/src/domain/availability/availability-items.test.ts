import { describe, expect, it } from 'vitest';
import {
  type Availability,
  availabilitiesToSubmit,
  hasUnsavedAvailabilityChanges,
  isNewAvailability,
} from './availability-items.js';

const week = { start: 1000, end: 2000 };
const item = (id: number | string, start_time: number, extra: Partial<Availability> = {}): Availability => ({
  id,
  start_time,
  end_time: start_time + 60,
  ...extra,
});

describe('isNewAvailability', () => {
  it.each([
    ['tmp-1', true],
    ['3f2a9c1e-0b7d-4c1f-9d7e-2b6a3f8c9d10', true],
    [42, false],
    ['42', false],
  ])('%s is new: %s', (id, isNew) => {
    expect(isNewAvailability({ id })).toBe(isNew);
  });
});

describe('availabilitiesToSubmit', () => {
  it('keeps items starting from the first second of the week up to its last', () => {
    const items = [item(1, 999), item(2, 1000), item(3, 1999), item(4, 2000)];
    expect(availabilitiesToSubmit(items, week).map((i) => i.id)).toEqual([2, 3]);
  });

  it('leaves deleted items out', () => {
    const items = [
      item(1, 1000, { is_deleted: true }),
      item('tmp-2', 1100),
      item(3, 1200, { is_deleted: false }),
    ];
    expect(availabilitiesToSubmit(items, week).map((i) => i.id)).toEqual(['tmp-2', 3]);
  });
});

describe('hasUnsavedAvailabilityChanges', () => {
  const saved = [item(1, 1000), item(2, 1200)];

  it('is false for the saved list itself, in any order', () => {
    expect(hasUnsavedAvailabilityChanges(saved, [saved[1]!, saved[0]!])).toBe(false);
  });

  it('is true when an item was added, moved, deleted or dropped', () => {
    expect(hasUnsavedAvailabilityChanges(saved, [...saved, item('tmp-3', 1400)])).toBe(true);
    expect(hasUnsavedAvailabilityChanges(saved, [saved[0]!, { ...saved[1]!, end_time: 1300 }])).toBe(true);
    expect(hasUnsavedAvailabilityChanges(saved, [saved[0]!, { ...saved[1]!, is_deleted: true }])).toBe(true);
    expect(hasUnsavedAvailabilityChanges(saved, [saved[0]!])).toBe(true);
  });

  it('ignores a new item that was deleted again before saving', () => {
    expect(hasUnsavedAvailabilityChanges(saved, [...saved, item('tmp-3', 1400, { is_deleted: true })])).toBe(
      false,
    );
  });
});
