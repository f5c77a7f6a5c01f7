import { describe, expect, it } from 'vitest';
import { dashboardQuery, filtersFromSearch, filtersToSearch } from './dashboard-filters.js';

const NOW = Date.parse('2026-11-29T12:00:00Z') / 1000;
const LAST_MONTH = { start_date: '2026-10-29', end_date: '2026-11-29' };

describe('filtersFromSearch', () => {
  it('is the last month, every school and grade, for a bare address', () => {
    expect(filtersFromSearch(new URLSearchParams(), NOW)).toEqual({
      ...LAST_MONTH,
      school_ids: [],
      grade_ids: [],
      group_ids: [],
    });
  });

  it('reads the range, schools and grades, the uncategorized grade among them', () => {
    expect(
      filtersFromSearch(new URLSearchParams('start=2026-10-01&end=2026-10-31&schools=3,4&grades=2,-1'), NOW),
    ).toEqual({
      start_date: '2026-10-01',
      end_date: '2026-10-31',
      school_ids: [3, 4],
      grade_ids: [2, -1],
      group_ids: [],
    });
  });

  it('falls back to the last month for a backwards, too long or malformed range, and drops bad ids', () => {
    for (const range of [
      'start=2026-10-31&end=2026-10-01',
      'start=2024-01-01&end=2026-10-01',
      'start=x&end=y',
    ])
      expect(filtersFromSearch(new URLSearchParams(range), NOW)).toMatchObject(LAST_MONTH);
    expect(filtersFromSearch(new URLSearchParams('schools=-1,a,5,5'), NOW).school_ids).toEqual([5]);
    expect(filtersFromSearch(new URLSearchParams('groups=-1,0,8,8,x'), NOW).group_ids).toEqual([8]);
  });

  it('keeps at most twenty groups', () => {
    const many = Array.from({ length: 30 }, (_, i) => i + 1).join(',');
    expect(filtersFromSearch(new URLSearchParams(`groups=${many}`), NOW).group_ids).toHaveLength(20);
  });
});

describe('filtersToSearch', () => {
  it('leaves the default range out and round-trips the rest', () => {
    expect(
      filtersToSearch({ ...LAST_MONTH, school_ids: [], grade_ids: [], group_ids: [] }, NOW).toString(),
    ).toBe('');
    const view = {
      start_date: '2026-10-01',
      end_date: '2026-10-31',
      school_ids: [3],
      grade_ids: [-1],
      group_ids: [4, 9],
    };
    expect(filtersFromSearch(filtersToSearch(view, NOW), NOW)).toEqual(view);
  });
});

describe('dashboardQuery', () => {
  it('asks for every grade when none is chosen', () => {
    expect(dashboardQuery({ ...LAST_MONTH, school_ids: [], grade_ids: [], group_ids: [] })).toEqual(
      LAST_MONTH,
    );
  });

  it('sends the uncategorized grade on its own', () => {
    expect(dashboardQuery({ ...LAST_MONTH, school_ids: [7], grade_ids: [2, -1], group_ids: [] })).toEqual({
      ...LAST_MONTH,
      school_ids: '7',
      grade_level_ids: '2',
      include_uncategorized: 'true',
    });
    expect(dashboardQuery({ ...LAST_MONTH, school_ids: [], grade_ids: [-1], group_ids: [] })).toEqual({
      ...LAST_MONTH,
      include_uncategorized: 'true',
    });
    expect(dashboardQuery({ ...LAST_MONTH, school_ids: [], grade_ids: [2], group_ids: [] })).toMatchObject({
      include_uncategorized: 'false',
    });
  });

  it('sends the chosen groups', () => {
    expect(dashboardQuery({ ...LAST_MONTH, school_ids: [], grade_ids: [], group_ids: [4, 9] })).toEqual({
      ...LAST_MONTH,
      group_ids: '4,9',
    });
  });
});
