import { usableRoles } from '../roles/usable-roles.js';

/** An account as the renewal rule needs it; instants in unix seconds. */
export interface RenewalAccount {
  id: number;
  roles: readonly string[];
  suspendedAt: number | null;
  expiresAt: number | null;
}

export interface SignInToRenew {
  /** When the sign-in began: its first refresh token's creation. */
  startedAt: number;
  /** The person the sign-in acts as, in this role. */
  user: RenewalAccount;
  actingRole: string;
  /** The real person behind a view-as, and the role they viewed from. */
  impersonator: (RenewalAccount & { role: string }) | null;
}

export type RenewalProblem =
  'too_old' | 'suspended' | 'expired' | 'role_not_held' | 'impersonator_role_not_held' | 'not_viewable';

/**
 * Why a sign-in may not be renewed, or null. Refresh re-issues what the sign-in stored, so
 * everything that made it valid at the start is checked again: a role taken away, a superuser
 * demoted or suspended, or a sign-in older than `maxAgeSeconds`, ends it.
 */
export function renewalProblem(
  signIn: SignInToRenew,
  maxAgeSeconds: number,
  now: number,
): RenewalProblem | null {
  if (now - signIn.startedAt >= maxAgeSeconds) return 'too_old';
  const person = signIn.impersonator ?? signIn.user;
  if (person.suspendedAt !== null && person.suspendedAt <= now) return 'suspended';
  if (person.expiresAt !== null && person.expiresAt <= now) return 'expired';
  if (!holds(signIn.user.roles, signIn.actingRole)) return 'role_not_held';
  const impersonator = signIn.impersonator;
  if (!impersonator) return null;
  if (!holds(impersonator.roles, impersonator.role)) return 'impersonator_role_not_held';
  // Viewing as someone else is a superuser's power, and never over another superuser.
  if (impersonator.id !== signIn.user.id) {
    if (impersonator.role !== 'superuser' || signIn.user.roles.includes('superuser')) return 'not_viewable';
  }
  return null;
}

function holds(roles: readonly string[], role: string): boolean {
  return (usableRoles(roles) as readonly string[]).includes(role);
}
