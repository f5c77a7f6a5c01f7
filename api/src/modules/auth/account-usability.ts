import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { RenewalAccount } from '@lantern/shared/domain/auth/sign-in-renewal';
import { AppError } from '../../platform/http/app-error.js';
import type { User } from '../users/entities/user.entity.js';

export const suspended = () =>
  new AppError(
    403,
    ErrorCode.loginSuspended,
    'Your account has been suspended for violating the code of conduct.',
  );
export const expired = () =>
  new AppError(403, ErrorCode.loginExpired, 'Your account has expired. Please contact your school admin.');

export function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/**
 * When the account stops being usable: its expiry, or its deactivation (a person who left the
 * roster is told, as for an expired account, to ask their school).
 */
function accountEnds(user: User): Date | null {
  const ends = [user.expiresAt, user.deactivatedAt].filter((date): date is Date => Boolean(date));
  return ends.length === 0 ? null : new Date(Math.min(...ends.map((date) => date.getTime())));
}

/** Refuses a suspended, expired or deactivated account at sign-in, saying which. */
export function assertMayUseAccount(user: User, now: Date): void {
  if (user.suspendedAt && user.suspendedAt <= now) throw suspended();
  const ends = accountEnds(user);
  if (ends && ends <= now) throw expired();
}

/** The account as the renewal rule reads it. */
export function renewalAccount(user: User): RenewalAccount {
  const ends = accountEnds(user);
  return {
    id: user.id,
    roles: user.roles,
    suspendedAt: user.suspendedAt ? seconds(user.suspendedAt) : null,
    expiresAt: ends ? seconds(ends) : null,
  };
}
