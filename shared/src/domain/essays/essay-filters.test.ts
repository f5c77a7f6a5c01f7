import { describe, expect, it } from 'vitest';
import { canCancelEssay, ESSAY_STATUS, essayMatchesFilter, filterEssays } from './essay-filters.js';

const essays = [
  { id: 'p', status: ESSAY_STATUS.PENDING },
  { id: 'a', status: ESSAY_STATUS.ASSIGNED },
  { id: 'r', status: ESSAY_STATUS.REVIEWED },
  { id: 'd', status: ESSAY_STATUS.DOWNLOADED },
  { id: 'c', status: ESSAY_STATUS.CANCELLED },
];

const ids = (filter: Parameters<typeof filterEssays>[1]) =>
  filterEssays(essays, filter).map((essay) => essay.id);

describe('essay filters', () => {
  it('all shows every essay except cancelled ones', () => {
    expect(ids('all')).toEqual(['p', 'a', 'r', 'd']);
  });

  it('pending shows essays nobody picked up', () => {
    expect(ids('pending')).toEqual(['p']);
  });

  it('in progress shows essays a tutor is reviewing', () => {
    expect(ids('in_progress')).toEqual(['a']);
  });

  it('reviewed covers reviewed and downloaded essays', () => {
    expect(ids('reviewed')).toEqual(['r', 'd']);
  });

  it('downloaded shows only downloaded essays', () => {
    expect(ids('downloaded')).toEqual(['d']);
  });

  it('marks cancelled as -1', () => {
    expect(ESSAY_STATUS.CANCELLED).toBe(-1);
    expect(essayMatchesFilter(-1, 'all')).toBe(false);
  });
});

describe('canCancelEssay', () => {
  it('allows cancelling a pending essay', () => {
    expect(canCancelEssay(ESSAY_STATUS.PENDING)).toBe(true);
  });

  it.each([ESSAY_STATUS.ASSIGNED, ESSAY_STATUS.REVIEWED, ESSAY_STATUS.DOWNLOADED, ESSAY_STATUS.CANCELLED])(
    'refuses cancelling an essay in status %i',
    (status) => {
      expect(canCancelEssay(status)).toBe(false);
    },
  );
});
