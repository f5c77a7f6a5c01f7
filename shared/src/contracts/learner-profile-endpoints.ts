import type { Endpoint } from './shell-endpoints.js';

const STAFF = ['teacher', 'administrator', 'district-manager', 'superuser'] as const;

/** Onboarding and the account steps a student finishes before going on; staff relaunching onboarding. */
export const learnerProfileEndpoints = {
  studentStatus: { method: 'GET', path: '/student-status', auth: ['student'] },
  saveStudentStatus: { method: 'POST', path: '/student-status', auth: ['student'] },
  resetLearnerProfile: { method: 'POST', path: '/student-learner-profile/reset', auth: STAFF },
  sectionStudents: { method: 'GET', path: '/sections/:id/users', auth: STAFF },
  needPasswordUpdate: { method: 'GET', path: '/me/need.password.update', auth: 'any' },
  completeLibraryAccount: { method: 'POST', path: '/me/library-completion', auth: ['student'] },
  grades: { method: 'GET', path: '/grades', auth: 'any' },
  completeProfile: { method: 'POST', path: '/profile-completion', auth: ['student'] },
} as const satisfies Record<string, Endpoint>;
