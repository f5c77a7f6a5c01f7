import { describe, expect, it } from 'vitest';
import {
  analyticsViewFromSearch,
  analyticsViewToSearch,
  sortedView,
  studentAnalyticsQuery,
} from './student-analytics-view.js';

// 2026-11-15T12:00:00Z: the default range is the month before.
const NOW = Date.parse('2026-11-15T12:00:00Z') / 1000;

describe('student analytics view in the address', () => {
  it('should read every filter, the order and the page, and write the same address back', () => {
    const search = new URLSearchParams(
      'start=2026-10-01&end=2026-10-31&schools=4&grades=2,-1&group=9&q=ada&sort=sessions&dir=desc&page=3',
    );
    const view = analyticsViewFromSearch(search, NOW);
    expect(view).toEqual({
      start_date: '2026-10-01',
      end_date: '2026-10-31',
      school_ids: [4],
      grade_ids: [2, -1],
      group_id: 9,
      search: 'ada',
      order_by: 'sessions',
      order_by_dir: 'desc',
      page: 3,
    });
    expect(analyticsViewToSearch(view, NOW).toString()).toBe(search.toString());
  });

  it('should fall back to the defaults for anything missing or impossible, and leave defaults out', () => {
    const view = analyticsViewFromSearch(new URLSearchParams('sort=password&dir=up&page=-2&group=x'), NOW);
    expect(view).toMatchObject({
      group_id: null,
      search: '',
      order_by: 'name',
      order_by_dir: 'asc',
      page: 1,
    });
    expect(analyticsViewToSearch(view, NOW).toString()).toBe('');
  });

  it("should ask the API with the spec's parameter names", () => {
    const view = analyticsViewFromSearch(new URLSearchParams('grades=2,-1&group=9&q=ada'), NOW);
    expect(studentAnalyticsQuery(view)).toMatchObject({
      grade_ids: '2',
      include_uncategorized: 'true',
      group_id: 9,
      search: 'ada',
      order_by: 'name',
      order_by_dir: 'asc',
      page: 1,
    });
  });

  it('should turn the order round on the same column and start counts with the most', () => {
    const view = analyticsViewFromSearch(new URLSearchParams('page=4'), NOW);
    expect(sortedView(view, 'name')).toMatchObject({ order_by: 'name', order_by_dir: 'desc', page: 1 });
    expect(sortedView(view, 'sessions')).toMatchObject({ order_by: 'sessions', order_by_dir: 'desc' });
    expect(sortedView(view, 'school')).toMatchObject({ order_by: 'school', order_by_dir: 'asc' });
  });
});
