import type { Endpoint } from './shell-endpoints.js';

/** The teacher's students (across their sections) and their activity. */
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
} as const satisfies Record<string, Endpoint>;
