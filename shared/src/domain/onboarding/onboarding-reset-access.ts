/** Who may relaunch a student's onboarding (the spec's "reset onboarding"). */
export const ONBOARDING_RESET_ROLES = ['teacher', 'administrator', 'district-manager', 'superuser'] as const;

/** What the API knows of the staff member and the student when deciding. */
export interface StudentReach {
  /** A section both the staff member and the student sit in. */
  sharesSection: boolean;
  /** The student's school is one of the staff member's schools. */
  sharesSchool: boolean;
  /** The student's school lies in the staff member's district. */
  sharesDistrict: boolean;
}

/**
 * A teacher reaches the students of their sections, an administrator those of their schools, a
 * district manager those of their district, a superuser every student. Any other role, nobody.
 */
export function mayReachStudent(role: string, reach: StudentReach): boolean {
  switch (role) {
    case 'superuser':
      return true;
    case 'teacher':
      return reach.sharesSection;
    case 'administrator':
      return reach.sharesSchool;
    case 'district-manager':
      return reach.sharesDistrict;
    default:
      return false;
  }
}
