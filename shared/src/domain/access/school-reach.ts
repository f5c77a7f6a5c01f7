import type { StudentReach } from '../onboarding/onboarding-reset-access.js';

/** What the API knows of a staff member and a school when deciding. */
export type SchoolReach = Pick<StudentReach, 'sharesSchool' | 'sharesDistrict'>;

/**
 * A teacher or an administrator reaches their own schools, a district manager every school of their
 * district, a superuser every school. Any other role, none.
 */
export function mayReachSchool(role: string, reach: SchoolReach): boolean {
  switch (role) {
    case 'superuser':
      return true;
    case 'teacher':
    case 'administrator':
      return reach.sharesSchool;
    case 'district-manager':
      return reach.sharesDistrict;
    default:
      return false;
  }
}
