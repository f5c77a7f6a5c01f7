import type { RoleName } from '@lantern/shared/contracts/roles';
import { onboardingRedirect } from '@lantern/shared/domain/onboarding/onboarding-guard';
import { LOGIN_PATH, roleGuard } from '@lantern/shared/domain/roles/role-guard';
import { homePathForRole, isRole, usesWeb } from '@lantern/shared/domain/roles/roles';
import type { RootStore } from '../stores/root-store.js';
import { AGREEMENT_PATH, CONSOLE_URL, type Destination } from '../stores/redirect-store.js';

export const MAINTENANCE_PATH = '/maintenance';
export const STUDENT_LOGIN_PATH = '/login/student';

// Superusers keep working during maintenance: they are the ones who switch it off again.
const MAINTENANCE_EXEMPT_ROLES: readonly string[] = ['superuser', 'superuser-creator'];

/** The session is restored and the flags are known before any guard decides. */
export async function ready(stores: RootStore): Promise<void> {
  await Promise.all([stores.session.restore(), stores.flags.load()]);
}

export function maintenanceApplies(stores: RootStore): boolean {
  if (!stores.flags.maintenance) return false;
  const roles = stores.user.current?.roles ?? [];
  return !roles.some((role) => MAINTENANCE_EXEMPT_ROLES.includes(role));
}

/** Where a signed-in user's home is: a page here, or the console for console-only roles. */
export function homeDestination(stores: RootStore): Destination {
  const role = stores.user.current?.role;
  if (!role || !isRole(role)) return { kind: 'app', path: STUDENT_LOGIN_PATH };
  if (!usesWeb(role)) return { kind: 'console', url: CONSOLE_URL };
  return { kind: 'app', path: homePathForRole(role) };
}

// The spec sends superuser-creators to /superuser after login, so that area opens for either role.
const AREA_ROLES: Partial<Record<RoleName, readonly RoleName[]>> = {
  superuser: ['superuser', 'superuser-creator'],
};

function loginPathFor(role: RoleName): string {
  return role === 'student' ? STUDENT_LOGIN_PATH : LOGIN_PATH;
}

/**
 * The area guard every signed-in page runs, in the spec's order: maintenance, sign-in, the role
 * (made current when held), onboarding, the code of conduct, school rules and licences.
 * Returns where to go instead, or null to stay.
 */
export async function areaRedirect(stores: RootStore, url: URL, role: RoleName): Promise<string | null> {
  const path = url.pathname;
  if (maintenanceApplies(stores)) return MAINTENANCE_PATH;
  const user = stores.user.current;
  if (!stores.session.signedIn || !user) {
    stores.redirect.rememberRedirect(`${path}${url.search}`);
    return loginPathFor(role);
  }

  const areaRoles = AREA_ROLES[role] ?? [role];
  if (!areaRoles.includes(user.role)) {
    const held = areaRoles.find((candidate) => roleGuard(user.roles, candidate).allowed);
    if (!held) return LOGIN_PATH;
    // While viewing as someone the API refuses role switches; stay in the viewed role's home.
    if (stores.user.isImpersonating) return isRole(user.role) ? homePathForRole(user.role) : LOGIN_PATH;
    if (!(await stores.user.switchRole(held))) return LOGIN_PATH;
  }

  if (role === 'student') {
    const onboarding = onboardingRedirect(path, stores.user.isNewStudent);
    if (onboarding) return onboarding;
  }
  const current = stores.user.current;
  if (!current) return loginPathFor(role);
  if (!current.accepted_agreement && !stores.user.isNewStudent) {
    stores.redirect.rememberRedirect(`${path}${url.search}`);
    return AGREEMENT_PATH;
  }
  // Licence and school rules are read when a signed-in page is first guarded, not with the sign-in
  // page (its 150 KB budget).
  const [{ licenceRedirect }, { studentRouteRedirect }] = await Promise.all([
    import('@lantern/shared/domain/licensing/licences'),
    import('@lantern/shared/domain/schools/school-rules'),
  ]);
  if (role === 'student') {
    const schoolRule = studentRouteRedirect({
      path,
      user: current,
      school: current.school,
      flags: stores.flags.state,
    });
    if (schoolRule) return schoolRule;
  }
  return licenceRedirect(
    role,
    path,
    stores.user.licences,
    stores.flags.state,
    stores.flags.isOn('licensing'),
  );
}

/** The library-completion page is only for school 285 students who still lack an email or password. */
export async function libraryCompletionRedirect(stores: RootStore): Promise<string | null> {
  const user = stores.user.current;
  if (!stores.session.signedIn || !user) return STUDENT_LOGIN_PATH;
  const { needsLibraryCompletion } = await import('@lantern/shared/domain/schools/school-rules');
  return needsLibraryCompletion(user, user.school) ? null : homePathForRole('student');
}

/** LMS profile completion is for students holding no other role; anyone else goes home. */
export async function profileCompletionRedirect(stores: RootStore): Promise<string | null> {
  const user = stores.user.current;
  if (!stores.session.signedIn || !user) return STUDENT_LOGIN_PATH;
  const { mayCompleteLmsProfile } = await import('@lantern/shared/domain/schools/school-rules');
  if (mayCompleteLmsProfile(user.roles)) return null;
  const home = homeDestination(stores);
  return home.kind === 'app' ? home.path : STUDENT_LOGIN_PATH;
}
