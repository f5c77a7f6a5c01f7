import type { Endpoint } from './shell-endpoints.js';

const LEADERS = ['administrator', 'district-manager', 'superuser'] as const;

/**
 * Student analytics and the students of a school or district, for administrators (their schools),
 * district managers (their district) and superusers (any): spec §7.
 */
export const studentAnalyticsEndpoints = {
  studentAnalyticsFilters: { method: 'GET', path: '/student-analytics/filters', auth: LEADERS },
  studentAnalytics: { method: 'GET', path: '/student-analytics/students/:id', auth: LEADERS },
  studentAnalyticsCsv: { method: 'GET', path: '/student-analytics/students/:id/csv', auth: LEADERS },
  schoolStudents: { method: 'GET', path: '/schools/:id/students', auth: LEADERS },
  districtStudents: {
    method: 'GET',
    path: '/districts/:id/students',
    auth: ['district-manager', 'superuser'],
  },
  schoolStudentsAggregate: { method: 'GET', path: '/schools/:id/students-aggregate', auth: LEADERS },
  districtStudentsAggregate: {
    method: 'GET',
    path: '/districts/:id/students-aggregate',
    auth: ['district-manager', 'superuser'],
  },
  // A student's page as the teacher sees it, for the staff above them (Lantern's own paths).
  leaderStudent: { method: 'GET', path: '/leader/students/:id', auth: LEADERS },
  leaderStudentEssayPdf: { method: 'GET', path: '/leader/students/:id/essays/:essayId/pdf', auth: LEADERS },
} as const satisfies Record<string, Endpoint>;
