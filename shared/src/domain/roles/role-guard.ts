export const LOGIN_PATH = '/login';

export type RoleGuardResult = { allowed: true; currentRole: string } | { allowed: false; redirect: string };

/** An area opens only for a user holding its role, which then becomes the current role. */
export function roleGuard(heldRoles: readonly string[], requiredRole: string): RoleGuardResult {
  return heldRoles.includes(requiredRole)
    ? { allowed: true, currentRole: requiredRole }
    : { allowed: false, redirect: LOGIN_PATH };
}
