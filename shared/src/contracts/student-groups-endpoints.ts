import type { RoleName } from './roles.js';
import type { Endpoint } from './shell-endpoints.js';

const STAFF: readonly RoleName[] = ['teacher', 'administrator', 'district-manager', 'superuser'];

/**
 * Student groups, for every role that reaches students. The fixed paths come before `:id`, which
 * would otherwise take "filters" for an id.
 */
export const studentGroupsEndpoints = {
  studentGroupFilters: { method: 'GET', path: '/student-groups/filters', auth: STAFF },
  searchGroupUsers: { method: 'GET', path: '/student-groups/search_group_users/:query', auth: STAFF },
  studentGroups: { method: 'GET', path: '/student-groups', auth: STAFF },
  createStudentGroup: { method: 'POST', path: '/student-groups', auth: STAFF },
  studentGroup: { method: 'GET', path: '/student-groups/:id', auth: STAFF },
  renameStudentGroup: { method: 'PUT', path: '/student-groups/:id', auth: STAFF },
  deleteStudentGroup: { method: 'DELETE', path: '/student-groups/:id', auth: STAFF },
  studentGroupUsers: { method: 'GET', path: '/student-groups/:id/users', auth: STAFF },
  setStudentGroupUsers: { method: 'PUT', path: '/student-groups/:id/users', auth: STAFF },
} as const satisfies Record<string, Endpoint>;
