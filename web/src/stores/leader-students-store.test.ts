import type { SchoolStudentList } from '@lantern/shared/contracts/school-students';
import type { StudentAnalyticsFilters } from '@lantern/shared/contracts/student-analytics';
import { analyticsViewFromSearch } from '@lantern/shared/domain/analytics/student-analytics-view';
import { describe, expect, it } from 'vitest';
import { openLeaderStudents } from './leader-students-store.js';
import { makeStores } from './test-support.js';

const REACH: StudentAnalyticsFilters = {
  district: { id: 7, name: 'Cedar' },
  schools: [
    { id: 11, name: 'North', grade_ids: [], teacher_ids: [] },
    { id: 12, name: 'South', grade_ids: [], teacher_ids: [] },
  ],
  grade_levels: [],
  groups: [],
};
const EMPTY: SchoolStudentList = {
  data: [],
  meta: { pagination: { total: 0, count: 0, per_page: 25, current_page: 1, total_pages: 1 } },
};
const NOW = Date.parse('2026-11-15T12:00:00Z') / 1000;

describe('LeaderStudentsStore', () => {
  it('should ask for the analytics of the district the caller reaches, and export every page of the view', async () => {
    const { stores, api } = makeStores();
    api.handlers.studentAnalyticsFilters = () => REACH;
    const asked: unknown[] = [];
    api.handlers.studentAnalytics = (options) => {
      asked.push([options.params, options.query]);
      return { ...EMPTY, data: [] };
    };
    api.handlers.studentAnalyticsCsv = (options) => {
      asked.push([options.params, options.query]);
      throw new Error('offline');
    };
    const store = openLeaderStudents(stores);
    store.showAnalytics(
      analyticsViewFromSearch(new URLSearchParams('start=2026-10-01&end=2026-10-31&q=ada&page=2'), NOW),
    );
    await store.analytics.loader.load();
    // The same view again asks nothing more.
    store.showAnalytics(
      analyticsViewFromSearch(new URLSearchParams('start=2026-10-01&end=2026-10-31&q=ada&page=2'), NOW),
    );
    await store.exportCsv();
    const query = {
      start_date: '2026-10-01',
      end_date: '2026-10-31',
      search: 'ada',
      order_by: 'name',
      order_by_dir: 'asc',
    };
    expect(asked).toEqual([
      [{ id: 7 }, { ...query, page: 2 }],
      [{ id: 7 }, query],
    ]);
    expect(store.exporting).toBe('failed');
  });

  it("should list a district manager's whole district, an administrator's first school, then the school chosen", async () => {
    const { stores, api } = makeStores();
    api.handlers.studentAnalyticsFilters = () => REACH;
    const asked: string[] = [];
    api.handlers.districtStudents = (options) => {
      asked.push(`district ${(options.params as { id: number }).id}`);
      return EMPTY;
    };
    api.handlers.schoolStudents = (options) => {
      asked.push(`school ${(options.params as { id: number }).id} ${JSON.stringify(options.query)}`);
      return EMPTY;
    };
    api.handlers.districtStudentsAggregate = () => ({ students: 0, expired: 0, ever_used: 0, by_grade: [] });
    api.handlers.schoolStudentsAggregate = () => ({ students: 0, expired: 0, ever_used: 0, by_grade: [] });
    const store = openLeaderStudents(stores);
    store.openRoster(true);
    await store.roster.load(1);
    store.mayListDistrict = false;
    await store.roster.load(1);
    store.showExpired(true);
    await store.roster.load(1);
    store.chooseSchool(12);
    await store.roster.load(1);
    expect(asked).toEqual([
      'district 7',
      'district 7',
      'school 11 {"page":1,"sort":"name","orderBy":"asc","expired":"false"}',
      'school 11 {"page":1,"sort":"name","orderBy":"asc","expired":"true"}',
      'school 11 {"page":1,"sort":"name","orderBy":"asc","expired":"true"}',
      'school 12 {"page":1,"sort":"name","orderBy":"asc","expired":"true"}',
      'school 12 {"page":1,"sort":"name","orderBy":"asc","expired":"true"}',
    ]);
  });
});
