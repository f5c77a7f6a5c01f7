import {
  LIBRARY_SCHOOL_ID,
  LIVE_SESSION_BLOCKED_DISTRICT_ID,
  SCHOOL_WITHOUT_DASHBOARD_ID,
} from '../constants.js';
import { type FlagState, isFlagOn } from '../feature-flags/flags.js';
import { STUDENT_DASHBOARD_PATH } from '../roles/roles.js';
import { isPathUnder } from '../routing/path-match.js';

export const LIBRARY_COMPLETION_PATH = '/fulton-account-library-completion';
export const STUDENT_REVIEW_CENTER_PATH = '/student/review-center';

export interface StudentRouteUser {
  email?: string | null;
  password_changed?: boolean | null;
  district_id?: number | null;
}

export interface StudentRouteSchool {
  id: number;
  features_live_help?: boolean | null;
  features_essay_review?: boolean | null;
}

export interface StudentRouteInput {
  path: string;
  user: StudentRouteUser;
  school: StudentRouteSchool | null;
  flags: FlagState;
}

const CLASSROOM_PATHS = ['/student/classroom', '/student/start-session'];
const LIVE_HELP_PATHS = [
  ...CLASSROOM_PATHS,
  '/embedded/student/classroom',
  '/embedded/student/start-session',
  '/student/assignment/live-help',
];
const START_SESSION_PATHS = ['/student/start-session', '/embedded/student/start-session'];
const ESSAY_REVIEW_PATHS = [
  '/student/review-center',
  '/student/upload-work',
  '/embedded/student/review-center',
  '/student/assignment/review-center',
];

const under = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => isPathUnder(path, prefix));

/** School 285 accounts arrive without credentials of their own and must finish them first. */
export function needsLibraryCompletion(user: StudentRouteUser, school: { id: number } | null): boolean {
  return school?.id === LIBRARY_SCHOOL_ID && (!user.email || user.password_changed !== true);
}

/** LMS profile completion is only for plain students, not staff who also hold the student role. */
export function mayCompleteLmsProfile(roles: readonly string[]): boolean {
  return roles.length === 1 && roles[0] === 'student';
}

export function canStartLiveSession(user: StudentRouteUser, flags: FlagState): boolean {
  return !(
    user.district_id === LIVE_SESSION_BLOCKED_DISTRICT_ID &&
    isFlagOn(flags, 'core-245-block-start-live-session')
  );
}

/**
 * Where a student's school or district sends them instead of `path`, or null to stay.
 * Redirect targets never redirect again for the same reason, so following them cannot loop.
 */
export function studentRouteRedirect({ path, user, school, flags }: StudentRouteInput): string | null {
  if (needsLibraryCompletion(user, school)) {
    return isPathUnder(path, LIBRARY_COMPLETION_PATH) ? null : LIBRARY_COMPLETION_PATH;
  }
  if (school?.id === SCHOOL_WITHOUT_DASHBOARD_ID && under(path, CLASSROOM_PATHS))
    return STUDENT_REVIEW_CENTER_PATH;
  if (under(path, START_SESSION_PATHS) && !canStartLiveSession(user, flags)) return STUDENT_DASHBOARD_PATH;
  if (under(path, LIVE_HELP_PATHS) && school?.features_live_help !== true) return STUDENT_DASHBOARD_PATH;
  if (under(path, ESSAY_REVIEW_PATHS) && school?.features_essay_review !== true)
    return STUDENT_DASHBOARD_PATH;
  return null;
}
