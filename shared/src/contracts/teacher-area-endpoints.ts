import type { Endpoint } from './shell-endpoints.js';

/** The teacher's students (across their sections) and their student groups. */
export const teacherAreaEndpoints = {
  teacherStudents: { method: 'GET', path: '/teacher/students', auth: ['teacher'] },
  teacherStudent: { method: 'GET', path: '/teacher/students/:id', auth: ['teacher'] },
  teacherStudentEssayPdf: {
    method: 'GET',
    path: '/teacher/students/:id/essays/:essayId/pdf',
    auth: ['teacher'],
  },
  teacherNeverUsed: { method: 'GET', path: '/teacher/students/never-used', auth: ['teacher'] },
  nudgeStudent: { method: 'POST', path: '/teacher/students/:id/nudge', auth: ['teacher'] },
  teacherActivity: { method: 'GET', path: '/teacher/activity', auth: ['teacher'] },
  studentGroups: { method: 'GET', path: '/student-groups', auth: ['teacher'] },
  createStudentGroup: { method: 'POST', path: '/student-groups', auth: ['teacher'] },
  studentGroup: { method: 'GET', path: '/student-groups/:id', auth: ['teacher'] },
  renameStudentGroup: { method: 'PUT', path: '/student-groups/:id', auth: ['teacher'] },
  deleteStudentGroup: { method: 'DELETE', path: '/student-groups/:id', auth: ['teacher'] },
  setStudentGroupUsers: { method: 'PUT', path: '/student-groups/:id/users', auth: ['teacher'] },
} as const satisfies Record<string, Endpoint>;
