import type { Endpoint } from './shell-endpoints.js';

const STAFF = ['teacher', 'administrator', 'district-manager', 'superuser'] as const;

/**
 * Sections: superusers make and change them; staff read the ones they reach (a teacher theirs, an
 * administrator their schools', a district manager their district's); a student reads their own.
 */
export const sectionsEndpoints = {
  createSection: { method: 'POST', path: '/sections', auth: ['superuser'] },
  updateSection: { method: 'POST', path: '/sections/:id', auth: ['superuser'] },
  sectionDetail: { method: 'GET', path: '/sections/:id', auth: STAFF },
  sectionsFilter: { method: 'GET', path: '/sections.filter', auth: STAFF },
  userSections: { method: 'GET', path: '/users/:id/sections', auth: ['student', ...STAFF] },
} as const satisfies Record<string, Endpoint>;
