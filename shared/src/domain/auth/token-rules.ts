import { AFFILIATE_ROLE } from '../roles/roles.js';

export const AFFILIATE_UNSUPPORTED_MESSAGE = 'Lantern no longer supports affiliate accounts';

/** A token stops working at the second of its expiry, not one second later. */
export function isTokenExpired(expSeconds: number, now: number): boolean {
  return expSeconds <= now;
}

export type TokenRoleProblem = 'no_role' | 'affiliate';

/** Why a token's roles make it unusable, or null when they are fine. */
export function tokenRoleProblem(roles: readonly string[] | null | undefined): TokenRoleProblem | null {
  const named = (roles ?? []).filter((role) => role.trim() !== '');
  if (named.length === 0) return 'no_role';
  if (named.includes(AFFILIATE_ROLE)) return 'affiliate';
  return null;
}
