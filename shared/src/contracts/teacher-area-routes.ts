import {
  saveStudentGroupSchema,
  studentGroupDeletedSchema,
  studentGroupListSchema,
  studentGroupParamsSchema,
  studentGroupSchema,
  studentGroupUsersSchema,
} from './student-groups.js';
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
  studentGroups: {
    ...teacherAreaEndpoints.studentGroups,
    summary: "The teacher's own student groups with their members, by name",
    response: studentGroupListSchema,
  },
  createStudentGroup: {
    ...teacherAreaEndpoints.createStudentGroup,
    summary: 'Make a student group (422 when the name is empty, too long or already used)',
    body: saveStudentGroupSchema,
    response: studentGroupSchema,
  },
  studentGroup: {
    ...teacherAreaEndpoints.studentGroup,
    summary: 'One of the teacher’s student groups with its members',
    params: studentGroupParamsSchema,
    response: studentGroupSchema,
  },
  renameStudentGroup: {
    ...teacherAreaEndpoints.renameStudentGroup,
    summary: 'Rename a student group (422 as for making one)',
    params: studentGroupParamsSchema,
    body: saveStudentGroupSchema,
    response: studentGroupSchema,
  },
  deleteStudentGroup: {
    ...teacherAreaEndpoints.deleteStudentGroup,
    summary: 'Delete a student group (its students stay as they are)',
    params: studentGroupParamsSchema,
    response: studentGroupDeletedSchema,
  },
  setStudentGroupUsers: {
    ...teacherAreaEndpoints.setStudentGroupUsers,
    summary: "A group's members, all of them each time (422 when one is not among the teacher's students)",
    params: studentGroupParamsSchema,
    body: studentGroupUsersSchema,
    response: studentGroupSchema,
  },
};
