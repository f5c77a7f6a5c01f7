import {
  schoolStudentListSchema,
  schoolStudentsParamsSchema,
  schoolStudentsQuerySchema,
  studentsAggregateSchema,
} from './school-students.js';
import {
  studentAnalyticsCsvQuerySchema,
  studentAnalyticsFiltersQuerySchema,
  studentAnalyticsFiltersSchema,
  studentAnalyticsListSchema,
  studentAnalyticsParamsSchema,
  studentAnalyticsQuerySchema,
} from './student-analytics.js';
import { studentAnalyticsEndpoints } from './student-analytics-endpoints.js';
import {
  teacherStudentDetailSchema,
  teacherStudentEssayParamsSchema,
  teacherStudentParamsSchema,
} from './teacher-students.js';

export const studentAnalyticsRoutes = {
  studentAnalyticsFilters: {
    ...studentAnalyticsEndpoints.studentAnalyticsFilters,
    summary:
      "Student analytics' filter choices: the district, its schools the caller reaches (with their grades and teachers), the grades and the caller's groups",
    query: studentAnalyticsFiltersQuerySchema,
    response: studentAnalyticsFiltersSchema,
  },
  studentAnalytics: {
    ...studentAnalyticsEndpoints.studentAnalytics,
    summary:
      "A district's students the caller reaches, each with their sessions and essays in the range: filtered, sorted, 25 a page (limit up to 100)",
    params: studentAnalyticsParamsSchema,
    query: studentAnalyticsQuerySchema,
    response: studentAnalyticsListSchema,
  },
  studentAnalyticsCsv: {
    ...studentAnalyticsEndpoints.studentAnalyticsCsv,
    summary: 'The same students as a CSV file, every page, streamed (at most 100,000 rows)',
    params: studentAnalyticsParamsSchema,
    query: studentAnalyticsCsvQuerySchema,
    produces: 'text/csv' as const,
  },
  schoolStudents: {
    ...studentAnalyticsEndpoints.schoolStudents,
    summary: "A school's student accounts, active or expired, searched and sorted, 25 a page",
    params: schoolStudentsParamsSchema,
    query: schoolStudentsQuerySchema,
    response: schoolStudentListSchema,
  },
  districtStudents: {
    ...studentAnalyticsEndpoints.districtStudents,
    summary:
      "Every school's student accounts in a district, active or expired, searched and sorted, 25 a page",
    params: schoolStudentsParamsSchema,
    query: schoolStudentsQuerySchema,
    response: schoolStudentListSchema,
  },
  schoolStudentsAggregate: {
    ...studentAnalyticsEndpoints.schoolStudentsAggregate,
    summary: "A school's students counted: active, expired, ever used Lantern, and by grade",
    params: schoolStudentsParamsSchema,
    response: studentsAggregateSchema,
  },
  districtStudentsAggregate: {
    ...studentAnalyticsEndpoints.districtStudentsAggregate,
    summary: "A district's students counted: active, expired, ever used Lantern, and by grade",
    params: schoolStudentsParamsSchema,
    response: studentsAggregateSchema,
  },
  leaderStudent: {
    ...studentAnalyticsEndpoints.leaderStudent,
    summary:
      "A student of the caller's schools or district: their latest sessions and essays with the tutor's review (the read is written to the student's access log)",
    params: teacherStudentParamsSchema,
    response: teacherStudentDetailSchema,
  },
  leaderStudentEssayPdf: {
    ...studentAnalyticsEndpoints.leaderStudentEssayPdf,
    summary:
      "A reviewed essay of a student of the caller's schools or district, with the tutor's annotations (PDF)",
    params: teacherStudentEssayParamsSchema,
  },
};
