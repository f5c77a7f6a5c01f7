import {
  dashboardFilterDataSchema,
  dashboardQuerySchema,
  quickStatsSchema,
  sessionsAndTopicsSchema,
  totalUsageSchema,
  usageBySchoolSchema,
} from './admin-dashboard.js';
import { adminDashboardEndpoints } from './admin-dashboard-endpoints.js';
import { reachSchema } from './admin-reach.js';
import { z } from 'zod';

export const adminDashboardRoutes = {
  dashboardFilterData: {
    ...adminDashboardEndpoints.dashboardFilterData,
    summary: "The dashboard's filter choices: the caller's district, the schools they reach and the grades",
    query: z.object({ district_id: z.coerce.number().int().positive().optional() }),
    response: dashboardFilterDataSchema,
  },
  dashboardQuickStats: {
    ...adminDashboardEndpoints.dashboardQuickStats,
    summary: 'Tutoring sessions and essay reviews in the range, with the active students',
    query: dashboardQuerySchema,
    response: quickStatsSchema,
  },
  dashboardTotalUsage: {
    ...adminDashboardEndpoints.dashboardTotalUsage,
    summary:
      'Sessions and essays over time: by hour for one day, by day up to 31 days, by week (Monday, New York) beyond',
    query: dashboardQuerySchema,
    response: totalUsageSchema,
  },
  dashboardUsageBySchool: {
    ...adminDashboardEndpoints.dashboardUsageBySchool,
    summary: 'Each school reached: students active in the range against its licensed students, in percent',
    query: dashboardQuerySchema,
    response: usageBySchoolSchema,
  },
  dashboardSessionsAndTopics: {
    ...adminDashboardEndpoints.dashboardSessionsAndTopics,
    summary: 'The most asked-about subjects and topics in the range',
    query: dashboardQuerySchema,
    response: sessionsAndTopicsSchema,
  },
  dashboardReach: {
    ...adminDashboardEndpoints.dashboardReach,
    summary:
      'Of the licensed students, who used Lantern in the range and who came back on another day, by school, grade and subgroup; counts under 10 hidden',
    query: dashboardQuerySchema,
    response: reachSchema,
  },
};
