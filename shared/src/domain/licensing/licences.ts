import {
  ASSIGN_UI_FLAG,
  ASSIGNMENT_LIVE_HELP_FLAG,
  ASSIGNMENT_REVIEW_CENTER_FLAG,
  type FeatureFlag,
  type FlagState,
  isFlagOn,
  TEACHER_PRACTICE_FLAG,
} from '../feature-flags/flags.js';
import { STUDENT_DASHBOARD_PATH } from '../roles/roles.js';
import { isPathUnder } from '../routing/path-match.js';

export const LICENCES = ['HIT', 'ASSIGN', 'LIVE_HELP', 'WRITING', 'PRACTICE', 'READING', 'CCR'] as const;
export type Licence = (typeof LICENCES)[number];

interface LicenceRule {
  role: string;
  prefix: string;
  /** Every one of these licences is needed. */
  allOf?: readonly Licence[];
  /** At least one of these licences is needed. */
  anyOf?: readonly Licence[];
  /** Flags are checked even when licensing is off: they say whether the screen exists at all. */
  flags?: readonly FeatureFlag[];
}

// Most specific prefixes first: the first matching rule decides.
const LICENCE_RULES: readonly LicenceRule[] = [
  { role: 'student', prefix: '/student/assignment/review-center', allOf: ['ASSIGN', 'WRITING'] },
  { role: 'student', prefix: '/student/assignment/live-help', allOf: ['ASSIGN', 'LIVE_HELP'] },
  { role: 'student', prefix: '/student/assignment/high-impact-tutoring', allOf: ['ASSIGN', 'HIT'] },
  { role: 'student', prefix: '/student/assignment', allOf: ['ASSIGN'] },
  { role: 'student', prefix: '/student/assignments', allOf: ['ASSIGN'] },
  { role: 'student', prefix: '/student/quizzes', allOf: ['ASSIGN'] },
  { role: 'student', prefix: '/student/review-center', allOf: ['WRITING'] },
  { role: 'student', prefix: '/student/upload-work', allOf: ['WRITING'] },
  { role: 'student', prefix: '/embedded/student/review-center', allOf: ['WRITING'] },
  { role: 'student', prefix: '/student/classroom', allOf: ['LIVE_HELP'] },
  { role: 'student', prefix: '/student/start-session', allOf: ['LIVE_HELP'] },
  { role: 'student', prefix: '/embedded/student/classroom', allOf: ['LIVE_HELP'] },
  { role: 'student', prefix: '/embedded/student/start-session', allOf: ['LIVE_HELP'] },
  { role: 'student', prefix: '/student/grow', allOf: ['HIT'] },
  { role: 'student', prefix: '/student/practice', allOf: ['PRACTICE'] },
  { role: 'teacher', prefix: '/teacher/students', anyOf: ['LIVE_HELP', 'WRITING'] },
  { role: 'teacher', prefix: '/teacher/activity', anyOf: ['LIVE_HELP', 'WRITING'] },
  {
    role: 'teacher',
    prefix: '/teacher/assignment/review-center',
    allOf: ['ASSIGN', 'WRITING'],
    flags: [ASSIGN_UI_FLAG, ASSIGNMENT_REVIEW_CENTER_FLAG],
  },
  {
    role: 'teacher',
    prefix: '/teacher/assignment/live-help',
    allOf: ['ASSIGN', 'LIVE_HELP'],
    flags: [ASSIGN_UI_FLAG, ASSIGNMENT_LIVE_HELP_FLAG],
  },
  { role: 'teacher', prefix: '/teacher/assignments', allOf: ['ASSIGN'], flags: [ASSIGN_UI_FLAG] },
  { role: 'teacher', prefix: '/teacher/quizzes', allOf: ['ASSIGN'] },
  { role: 'teacher', prefix: '/teacher/practice', allOf: ['PRACTICE'], flags: [TEACHER_PRACTICE_FLAG] },
  { role: 'teacher', prefix: '/teacher/grow-analytics', allOf: ['HIT'] },
  { role: 'administrator', prefix: '/administrator/grow-analytics', allOf: ['HIT'] },
  { role: 'district-manager', prefix: '/district-manager/grow-analytics', allOf: ['HIT'] },
];

/** Where a role lands when a licence or flag closes the page it asked for. */
export function licenceFallbackPath(role: string): string {
  return role === 'student' ? STUDENT_DASHBOARD_PATH : `/${role}/dashboard`;
}

function ruleAllows(
  rule: LicenceRule,
  licences: readonly Licence[],
  flags: FlagState,
  licensingEnabled: boolean,
): boolean {
  if (!(rule.flags ?? []).every((flag) => isFlagOn(flags, flag))) return false;
  if (!licensingEnabled) return true;
  const hasAll = (rule.allOf ?? []).every((licence) => licences.includes(licence));
  const hasAny = rule.anyOf === undefined || rule.anyOf.some((licence) => licences.includes(licence));
  return hasAll && hasAny;
}

/**
 * The page to send a user to when the school's licences (or the screen's flags) do not cover
 * `path`, or null when the user may stay. With licensing off only the flags apply.
 */
export function licenceRedirect(
  role: string,
  path: string,
  licences: readonly Licence[],
  flags: FlagState,
  licensingEnabled: boolean,
): string | null {
  const rule = LICENCE_RULES.find(
    (candidate) => candidate.role === role && isPathUnder(path, candidate.prefix),
  );
  if (!rule || ruleAllows(rule, licences, flags, licensingEnabled)) return null;
  return licenceFallbackPath(role);
}
