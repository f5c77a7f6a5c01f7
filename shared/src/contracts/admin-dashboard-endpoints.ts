import type { Endpoint } from './shell-endpoints.js';

const LEADERS = ['administrator', 'district-manager', 'superuser'] as const;

/** The administrator's and district manager's dashboard widgets (spec §7 "Dashboards and analytics"). */
export const adminDashboardEndpoints = {
  dashboardFilterData: { method: 'GET', path: '/admin/dashboard/filter-data', auth: LEADERS },
  dashboardQuickStats: { method: 'GET', path: '/admin/dashboard/quick-stats', auth: LEADERS },
  dashboardTotalUsage: { method: 'GET', path: '/admin/dashboard/total-usage-over-time', auth: LEADERS },
  dashboardUsageBySchool: { method: 'GET', path: '/admin/dashboard/usage-by-school', auth: LEADERS },
  dashboardSessionsAndTopics: {
    method: 'GET',
    path: '/admin/dashboard/sessions-and-topics-tutor-assignment',
    auth: LEADERS,
  },
  // Beyond the spec: who of the licensed students used Lantern, and came back (small counts hidden).
  dashboardReach: { method: 'GET', path: '/admin/dashboard/reach', auth: LEADERS },
} as const satisfies Record<string, Endpoint>;
