import { DESKTOP_LARGE_BREAKPOINT_PX, SCHOOL_WITHOUT_DASHBOARD_ID } from '../constants.js';
import { type FeatureFlag, type FlagState, isFlagOn } from '../feature-flags/flags.js';
import type { GradeGroup } from '../grades/grades.js';
import { type Licence, licenceRedirect } from '../licensing/licences.js';

export interface NavItem {
  /** Stable id, e.g. 'student.dashboard'; also the key apps list in `available`. */
  id: string;
  /** i18n key of the label. */
  labelKey: string;
  target: string;
  /** Opens by full page load (or a new tab) instead of in-app navigation. */
  external?: boolean;
  badge?: number;
}

/** Links to other sites; the app supplies their URLs from configuration. */
export type ExternalLinkId =
  | 'superuser.blog'
  | 'tutor.training'
  | 'tutor.tutoring-tools'
  | 'teacher.resource-center'
  | 'teacher.academy';

export interface NavigationInput {
  role: string;
  /** Ids of the items whose screen the app has built; everything else is left out. */
  available: ReadonlySet<string>;
  flags: FlagState;
  licensingEnabled: boolean;
  licences: readonly Licence[];
  school?: {
    id: number;
    country_code?: string | null;
    features_live_help?: boolean;
    features_essay_review?: boolean;
  } | null;
  gradeGroup?: GradeGroup | null;
  reviewedEssaysCount?: number;
  /** A tutor's unread student messages over their open sessions: the classroom item's badge. */
  classroomUnreadCount?: number;
  tutor?: { high_impact_tutoring?: boolean } | null;
  viewportWidth?: number;
  externalLinks?: Readonly<Partial<Record<ExternalLinkId, string>>>;
}

/** Placeholder target of links whose page does not exist yet; such links are never shown. */
export const TODO_TARGET = '/todo';
export const UNKNOWN_ROLE_MESSAGE = '[SPA] role not found in userLinks';

interface Candidate {
  id: string;
  target: string;
  external?: boolean;
  badge?: number;
  when?: boolean;
  flag?: FeatureFlag;
}

const link = (id: string, target: string, extra: Partial<Candidate> = {}): Candidate => ({
  id,
  target,
  ...extra,
});

// An unconfigured link points at /todo and is dropped like any other unfinished link.
function externalLink(input: NavigationInput, id: ExternalLinkId, when = true): Candidate {
  return { id, target: input.externalLinks?.[id] ?? TODO_TARGET, external: true, when };
}

function studentItems(input: NavigationInput): Candidate[] {
  const school = input.school;
  const reviewed = input.reviewedEssaysCount ?? 0;
  return [
    link('student.dashboard', '/student/dashboard', { when: school?.id !== SCHOOL_WITHOUT_DASHBOARD_ID }),
    link('student.classroom', '/student/classroom', { when: school?.features_live_help === true }),
    link('student.review-center', '/student/review-center', {
      when: school?.features_essay_review === true,
      ...(reviewed > 0 ? { badge: reviewed } : {}),
    }),
    link('student.assignments', '/student/assignments'),
    link('student.practice', '/student/practice'),
    link('student.reading', '/reading', { external: true }),
    link('student.future-path', '/student/future-path', {
      when: school?.country_code?.toUpperCase() !== 'CA' && input.gradeGroup !== 'elementary',
    }),
    link('student.paperlive', '/paperlive', { flag: 'paperlive' }),
  ];
}

function teacherItems(input: NavigationInput): Candidate[] {
  // On a desktop the resource links live in the resource dropdown instead of the navbar.
  const narrow = input.viewportWidth !== undefined && input.viewportWidth < DESKTOP_LARGE_BREAKPOINT_PX;
  return [
    link('teacher.dashboard', '/teacher/dashboard'),
    link('teacher.students', '/teacher/students'),
    link('teacher.activity', '/teacher/activity'),
    link('teacher.assignments', '/teacher/assignments'),
    link('teacher.practice', '/teacher/practice'),
    link('teacher.user-groups', '/teacher/user-groups'),
    link('teacher.reading', '/reading', { external: true }),
    link('teacher.grow-analytics', '/teacher/grow-analytics'),
    link('teacher.settings', '/teacher/settings'),
    externalLink(input, 'teacher.resource-center', narrow),
    externalLink(input, 'teacher.academy', narrow),
  ];
}

function tutorItems(input: NavigationInput): Candidate[] {
  const highImpact = input.tutor?.high_impact_tutoring === true;
  const unread = input.classroomUnreadCount ?? 0;
  return [
    link('tutor.dashboard', '/tutor'),
    link('tutor.availability', '/tutor/availability'),
    link('tutor.classroom', '/tutor/classroom', unread > 0 ? { badge: unread } : {}),
    link('tutor.review-center', '/tutor/review-center'),
    link('tutor.practice', '/tutor/practice', { flag: 'tutor-practice' }),
    link('tutor.content-library', '/tutor/content-library', { flag: 'tutor-content-library' }),
    link('tutor.canned-replies', '/tutor/canned-replies'),
    // Only high-impact tutors run programmes, so only they get the library.
    highImpact
      ? link('tutor.grow', '/tutor/grow/library/your-programs')
      : link('tutor.grow', '/tutor/grow/dashboard'),
    link('tutor.job-board', '/tutor/job-board', { when: highImpact }),
    externalLink(input, 'tutor.training'),
    externalLink(input, 'tutor.tutoring-tools'),
  ];
}

// The spec's navbars predate the breaks center, the action center, the essays queue and the shift
// schedule; managers use them all shift long, so each gets its own entry beside services rather
// than living only behind the services pages. The tutors list is occasional work for a tutor
// manager, reached from the services summary; a superuser, who creates and edits tutors more than
// they watch a shift, gets it in the navbar.
function tutorManagerItems(): Candidate[] {
  return [
    link('tutor-manager.services', '/tutor-manager/services'),
    link('tutor-manager.breaks-center', '/tutor-manager/services/breaks-center'),
    link('tutor-manager.action-center', '/tutor-manager/services/action-center'),
    link('tutor-manager.essays-queue', '/tutor-manager/services/essays-queue'),
    link('tutor-manager.schedule', '/tutor-manager/services/schedule'),
    link('tutor-manager.analytics', '/tutor-manager/services/analytics'),
    link('tutor-manager.activity', '/tutor-manager/activity'),
    link('tutor-manager.session-reports', '/tutor-manager/grow/session-reports', {
      flag: 'tutor-manager-session-reports',
    }),
  ];
}

function superuserItems(input: NavigationInput): Candidate[] {
  return [
    link('superuser.dashboard', '/superuser'),
    link('superuser.customers', '/superuser/customers'),
    link('superuser.services', '/superuser/services'),
    link('superuser.tutors', '/superuser/services/tutors'),
    link('superuser.breaks-center', '/superuser/services/breaks-center'),
    link('superuser.action-center', '/superuser/services/action-center'),
    link('superuser.essays-queue', '/superuser/services/essays-queue'),
    link('superuser.schedule', '/superuser/services/schedule'),
    link('superuser.analytics', '/superuser/services/analytics'),
    link('superuser.session-reports', '/superuser/grow/session-reports'),
    link('superuser.email-communications', '/superuser/email-communications'),
    link('superuser.activity', '/superuser/activity'),
    link('superuser.job-board', '/superuser/job-board'),
    link('superuser.settings', '/superuser/settings'),
    externalLink(input, 'superuser.blog'),
  ];
}

// The spec lists no navbar for these two; the items follow their route tables.
function schoolLeaderItems(role: 'administrator' | 'district-manager'): Candidate[] {
  return [
    link(`${role}.dashboard`, `/${role}/dashboard`),
    link(`${role}.students`, `/${role}/students`),
    link(`${role}.student-groups`, `/${role}/student-groups`),
    link(`${role}.activity`, `/${role}/activity`),
    link(`${role}.grow-analytics`, `/${role}/grow-analytics`),
    link('administrator.metabase', '/administrator/metabase', { when: role === 'administrator' }),
    link('district-manager.privacy', '/district-manager/privacy', { when: role === 'district-manager' }),
    link(`${role}.settings`, `/${role}/settings`),
  ];
}

function candidatesFor(input: NavigationInput): Candidate[] {
  switch (input.role) {
    case 'student':
      return studentItems(input);
    case 'teacher':
      return teacherItems(input);
    case 'tutor':
      return tutorItems(input);
    case 'tutor-manager':
      return tutorManagerItems();
    case 'superuser':
    case 'superuser-creator':
      return superuserItems(input);
    case 'administrator':
    case 'district-manager':
      return schoolLeaderItems(input.role);
    // Editor pages are single tools without a navbar.
    case 'teaching-assets-editor':
    case 'clips-editor':
    case 'problem-creator':
    case 'schedule-builder':
      return [];
    default:
      throw new Error(UNKNOWN_ROLE_MESSAGE);
  }
}

/**
 * The navbar for a role, in display order. An item is left out when its condition fails, its
 * flag is off, the school's licences would turn the page away, its target is still `/todo`,
 * or the app has not built its screen.
 */
export function navbarItems(input: NavigationInput): NavItem[] {
  return candidatesFor(input)
    .filter((item) => item.when !== false)
    .filter((item) => item.flag === undefined || isFlagOn(input.flags, item.flag))
    .filter((item) => item.target !== TODO_TARGET && input.available.has(item.id))
    .filter(
      (item) =>
        item.external === true ||
        licenceRedirect(input.role, item.target, input.licences, input.flags, input.licensingEnabled) ===
          null,
    )
    .map(({ id, target, external, badge }) => ({
      id,
      labelKey: `nav.${id}`,
      target,
      ...(external ? { external } : {}),
      ...(badge !== undefined ? { badge } : {}),
    }));
}
