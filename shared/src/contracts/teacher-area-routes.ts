import {
  teacherStudentDetailSchema,
  teacherStudentEssayParamsSchema,
  teacherStudentListSchema,
  teacherStudentParamsSchema,
  teacherStudentsQuerySchema,
} from './teacher-students.js';
import {
  neverUsedListSchema,
  nudgeParamsSchema,
  nudgeResultSchema,
  teacherActivityQuerySchema,
  teacherActivitySchema,
} from './teacher-activity.js';
import { teacherAreaEndpoints } from './teacher-area-endpoints.js';

export const teacherAreaRoutes = {
  teacherStudents: {
    ...teacherAreaEndpoints.teacherStudents,
    summary:
      "The students of the teacher's sections, 30 a page, by name, last activity, sessions or essays, each with their sessions and essays counted",
    query: teacherStudentsQuerySchema,
    response: teacherStudentListSchema,
  },
  teacherStudent: {
    ...teacherAreaEndpoints.teacherStudent,
    summary:
      "One of the teacher's students: their latest sessions and essays with the tutor's review (the read is written to the student's access log)",
    params: teacherStudentParamsSchema,
    response: teacherStudentDetailSchema,
  },
  teacherStudentEssayPdf: {
    ...teacherAreaEndpoints.teacherStudentEssayPdf,
    summary: "A reviewed essay of one of the teacher's students, with the tutor's annotations (PDF)",
    params: teacherStudentEssayParamsSchema,
  },
  teacherNeverUsed: {
    ...teacherAreaEndpoints.teacherNeverUsed,
    summary: "The students of the teacher's sections who never asked for help or sent an essay",
    response: neverUsedListSchema,
  },
  nudgeStudent: {
    ...teacherAreaEndpoints.nudgeStudent,
    summary:
      'E-mail one of the teacher’s never-used students an invitation (409 within 7 days of the last, 422 when they cannot be e-mailed)',
    params: nudgeParamsSchema,
    response: nudgeResultSchema,
  },
  teacherActivity: {
    ...teacherAreaEndpoints.teacherActivity,
    summary:
      "Sessions and essays of the teacher's students over a range: hourly for one day, weekly past 31 days, otherwise daily",
    query: teacherActivityQuerySchema,
    response: teacherActivitySchema,
  },
};
