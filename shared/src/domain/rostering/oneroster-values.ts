import type { GradeLevel } from '../grades/grades.js';
import type { EnrollmentRole, RosterRole } from './roster-records.js';

// The vocabularies of OneRoster 1.2 that Lantern reads, and how each value maps onto Lantern.

export const ORG_TYPES = ['department', 'district', 'local', 'national', 'school', 'state'] as const;
/** Lantern has districts and schools; the other kinds of organisation are not kept. */
export const KEPT_ORG_TYPES = ['district', 'school'] as const;

export const CLASS_TYPES = ['homeroom', 'scheduled'] as const;
export const SESSION_TYPES = ['gradingPeriod', 'semester', 'schoolYear', 'term'] as const;
export const ROLE_TYPES = ['primary', 'secondary'] as const;

/** Every role the standard names (1.2, with 1.1's), so a typo reads differently from a role Lantern does not keep. */
export const ONEROSTER_ROLES = [
  'administrator',
  'aide',
  'counselor',
  'districtAdministrator',
  'guardian',
  'parent',
  'principal',
  'proctor',
  'relative',
  'siteAdministrator',
  'student',
  'systemAdministrator',
  'teacher',
] as const;

const KEPT_ROLES: Readonly<Record<string, RosterRole>> = {
  student: 'student',
  teacher: 'teacher',
  administrator: 'administrator',
  siteAdministrator: 'administrator',
  principal: 'administrator',
  districtAdministrator: 'district-manager',
};
export const KEPT_ROLE_NAMES = Object.keys(KEPT_ROLES);

/** Lantern's role for a OneRoster role, or null when Lantern does not keep people in that role. */
export function lanternRole(role: string): RosterRole | null {
  return KEPT_ROLES[role] ?? null;
}

export const ENROLLMENT_ROLE_NAMES: readonly EnrollmentRole[] = ['student', 'teacher'];

/** CEDS grade codes, as OneRoster writes them, onto Lantern's grades. */
const GRADES: Readonly<Record<string, GradeLevel>> = {
  IT: 'PK',
  PR: 'PK',
  PK: 'PK',
  TK: 'PK',
  KG: 'K',
  ...Object.fromEntries(
    Array.from({ length: 12 }, (_, index) => [String(index + 1).padStart(2, '0'), String(index + 1)]),
  ),
  '13': 'U',
  PS: 'U',
  UG: 'Other',
  Other: 'Other',
};
export const GRADE_CODES = 'IT, PR, PK, TK, KG, 01 to 13, PS, UG, Other';

/** Lantern's grade for a CEDS code (01 and 1 alike), or undefined for a code that is not one. */
export function lanternGrade(code: string): GradeLevel | undefined {
  return GRADES[code] ?? GRADES[code.padStart(2, '0')];
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The UTC calendar day of `now` (unix seconds), YYYY-MM-DD: the day a roster's dates are read against. */
export function rosterDay(now: number): string {
  return new Date(now * 1000).toISOString().slice(0, 10);
}

/** Within its dates on `day`: the begin date counts, the end date does not (OneRoster's end is exclusive). */
export function withinDates(beginDate: string | null, endDate: string | null, day: string): boolean {
  return (beginDate === null || beginDate <= day) && (endDate === null || day < endDate);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}
