import type { Endpoint } from './shell-endpoints.js';

/** Customer administration: districts, schools, licences, people and the trail of changes. */
export const customersEndpoints = {
  districts: { method: 'GET', path: '/districts', auth: ['superuser'] },
  createDistrict: { method: 'POST', path: '/districts', auth: ['superuser'] },
  district: { method: 'GET', path: '/districts/:id', auth: ['superuser'] },
  updateDistrict: { method: 'POST', path: '/districts/:id', auth: ['superuser'] },
  schools: { method: 'GET', path: '/schools', auth: ['superuser'] },
  createSchool: { method: 'POST', path: '/schools', auth: ['superuser'] },
  school: { method: 'GET', path: '/schools/:id', auth: ['superuser'] },
  updateSchool: { method: 'POST', path: '/schools/:id', auth: ['superuser'] },
  licences: { method: 'GET', path: '/licences', auth: ['superuser'] },
  createLicence: { method: 'POST', path: '/licences', auth: ['superuser'] },
  updateLicence: { method: 'POST', path: '/licences/:id', auth: ['superuser'] },
  customerAudit: { method: 'GET', path: '/customers/audit-events', auth: ['superuser'] },
  users: { method: 'GET', path: '/users', auth: ['superuser'] },
  createUser: { method: 'POST', path: '/users', auth: ['superuser'] },
  user: { method: 'GET', path: '/users/:id', auth: ['superuser'] },
  updateUser: { method: 'POST', path: '/users/:id', auth: ['superuser'] },
  moveUserSchools: { method: 'POST', path: '/users/:id/schools', auth: ['superuser'] },
  usersFilter: { method: 'GET', path: '/users.filter', auth: ['superuser'] },
  schoolsFilter: { method: 'GET', path: '/schools.filter', auth: ['superuser'] },
  searchSchools: { method: 'GET', path: '/schools/search', auth: ['superuser'] },
  // Scoped to the asker: every school for a superuser, their district's or their own for staff.
  schoolsList: {
    method: 'GET',
    path: '/schools-list',
    auth: ['superuser', 'district-manager', 'administrator', 'teacher'],
  },
  schoolUsers: {
    method: 'GET',
    path: '/schools/:id/users',
    auth: ['superuser', 'district-manager', 'administrator', 'teacher'],
  },
  schoolAggregate: {
    method: 'GET',
    path: '/schools/:id/aggregate',
    auth: ['superuser', 'district-manager', 'administrator'],
  },
  createStudentAccount: {
    method: 'POST',
    path: '/accounts/student',
    auth: ['superuser', 'district-manager', 'administrator'],
  },
  studentAccountPassword: {
    method: 'POST',
    path: '/accounts/password',
    auth: ['superuser', 'district-manager', 'administrator'],
  },
  studentAccountLicence: {
    method: 'POST',
    path: '/accounts/license',
    auth: ['superuser', 'district-manager', 'administrator'],
  },
} as const satisfies Record<string, Endpoint>;
