export const APP_ROLES = [
  'student',
  'teacher',
  'tutor',
  'tutor-manager',
  'administrator',
  'district-manager',
  'superuser',
  'superuser-creator',
] as const;

export const EDITOR_ROLES = [
  'teaching-assets-editor',
  'clips-editor',
  'problem-creator',
  'schedule-builder',
] as const;

export const ROLES = [...APP_ROLES, ...EDITOR_ROLES] as const;

export type Role = (typeof ROLES)[number];

/** Still present on old accounts; it is recognised only so it can be rejected at login. */
export const AFFILIATE_ROLE = 'affiliate';

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export const STUDENT_DASHBOARD_PATH = '/student/dashboard';

export function homePathForRole(role: Role): string {
  if (role === 'student') return STUDENT_DASHBOARD_PATH;
  if (role === 'superuser-creator') return '/superuser';
  return `/${role}`;
}

const ROLES_WITH_HOME_LINK: readonly string[] = [
  'administrator',
  'district-manager',
  'superuser',
  'teacher',
  'tutor',
  'tutor-manager',
];

/** Target of the navbar's home link; takes any string because it renders for any signed-in role. */
export function navbarHomeLink(role: string): string {
  return ROLES_WITH_HOME_LINK.includes(role) ? `/${role}` : '/';
}

export type AppSurface = 'web' | 'console';

/** Where the desktop console's renderer is served for browsers. */
export const CONSOLE_BASE_PATH = '/console';

const CONSOLE_ONLY_ROLES: readonly Role[] = ['tutor', 'tutor-manager'];
// Superusers run services from the console but also own web-only pages (essay statistics, customers).
const CONSOLE_AND_WEB_ROLES: readonly Role[] = ['superuser', 'superuser-creator'];

/** The apps a role may use, the preferred one first. */
export function surfacesForRole(role: Role): readonly AppSurface[] {
  if (CONSOLE_ONLY_ROLES.includes(role)) return ['console'];
  if (CONSOLE_AND_WEB_ROLES.includes(role)) return ['console', 'web'];
  return ['web'];
}

export function usesConsole(role: Role): boolean {
  return surfacesForRole(role).includes('console');
}

export function usesWeb(role: Role): boolean {
  return surfacesForRole(role).includes('web');
}
