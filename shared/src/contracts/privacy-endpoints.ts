import type { Endpoint } from './shell-endpoints.js';

/** Who answers for a district's students' data: its district manager, and superusers for all. */
const PRIVACY_OFFICERS = ['superuser', 'district-manager'] as const;

/** Privacy operations: a student's (or a school's) erasure with its certificate, a student's export, their access log, a district's retention. */
export const privacyEndpoints = {
  privacyDeletions: { method: 'GET', path: '/privacy/deletions', auth: PRIVACY_OFFICERS },
  requestPrivacyDeletion: {
    method: 'POST',
    path: '/privacy/deletions',
    auth: PRIVACY_OFFICERS,
  },
  privacyDeletion: { method: 'GET', path: '/privacy/deletions/:id', auth: PRIVACY_OFFICERS },
  privacyDeletionCertificate: {
    method: 'GET',
    path: '/privacy/deletions/:id/certificate',
    auth: PRIVACY_OFFICERS,
  },
  studentDataExport: {
    method: 'GET',
    path: '/privacy/students/:id/export',
    auth: PRIVACY_OFFICERS,
  },
  studentAccessLog: {
    method: 'GET',
    path: '/privacy/students/:id/access-log',
    auth: PRIVACY_OFFICERS,
  },
  districtRetention: {
    method: 'GET',
    path: '/privacy/districts/:id/retention',
    auth: PRIVACY_OFFICERS,
  },
  updateDistrictRetention: {
    method: 'PUT',
    path: '/privacy/districts/:id/retention',
    auth: PRIVACY_OFFICERS,
  },
} as const satisfies Record<string, Endpoint>;
