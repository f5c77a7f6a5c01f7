import { ApiError } from '@lantern/shared/client/api-error';
import { describe, expect, it } from 'vitest';
import { openAdminDashboard } from './admin-dashboard-store.js';
import { makeStores, settle } from './test-support.js';

const OCTOBER = {
  start_date: '2026-10-01',
  end_date: '2026-10-31',
  school_ids: [],
  grade_ids: [],
  group_ids: [],
};

function answering(api: ReturnType<typeof makeStores>['api'], asked: unknown[]) {
  api.handlers.dashboardFilterData = () => ({ district: null, schools: [], grade_levels: [] });
  api.handlers.dashboardQuickStats = (options) => {
    asked.push(options.query);
    return { tutoring_sessions: 1, essay_reviews: 0, active_students: 1, average_per_active_student: 1 };
  };
  api.handlers.dashboardTotalUsage = () => ({ grouping: 'daily', data: [] });
  api.handlers.dashboardSessionsAndTopics = () => ({ data: [] });
  const table = {
    rows: [],
    total: {
      key: 'total',
      label: 'total',
      licensed: 0,
      reached: 0,
      returned: 0,
      reached_percentage: null,
      returned_percentage: null,
    },
  };
  api.handlers.dashboardReach = () => ({
    return_days: 2,
    min_cell: 10,
    by_school: table,
    by_grade: table,
    demographics_enabled: false,
    by_subgroup: null,
  });
}

describe('AdminDashboardStore', () => {
  it('should keep one failed widget to itself, and retry it alone', async () => {
    const { stores, api } = makeStores();
    const asked: unknown[] = [];
    answering(api, asked);
    let schoolsFail = true;
    api.handlers.dashboardUsageBySchool = () => {
      if (schoolsFail) throw new ApiError(500, 'internal', 'Broken');
      return { data: [] };
    };
    const store = openAdminDashboard(stores);
    store.show(OCTOBER);
    await settle();
    expect(store.usageBySchool.status).toBe('error');
    expect([store.quickStats.status, store.totalUsage.status, store.sessionsAndTopics.status]).toEqual([
      'loaded',
      'loaded',
      'loaded',
    ]);
    schoolsFail = false;
    store.usageBySchool.retry();
    await settle();
    expect(store.usageBySchool.status).toBe('loaded');
    expect(asked).toHaveLength(1);
  });

  it('should ask again only for new filters, sending the uncategorized grade on its own', async () => {
    const { stores, api } = makeStores();
    const asked: unknown[] = [];
    answering(api, asked);
    api.handlers.dashboardUsageBySchool = () => ({ data: [] });
    const store = openAdminDashboard(stores);
    store.show(OCTOBER);
    await settle();
    store.show({ ...OCTOBER });
    await settle();
    store.show({ ...OCTOBER, school_ids: [2], grade_ids: [-1], group_ids: [] });
    await settle();
    expect(asked).toEqual([
      { start_date: '2026-10-01', end_date: '2026-10-31' },
      { start_date: '2026-10-01', end_date: '2026-10-31', school_ids: '2', include_uncategorized: 'true' },
    ]);
  });
});
