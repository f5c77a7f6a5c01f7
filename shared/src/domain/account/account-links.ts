/**
 * The one-time links Lantern e-mails about an account: what each is for, how long it opens, and
 * the web address it opens at (the spec's `/password/reset/:token` and
 * `/email/confirm/:token/:newEmail`).
 */
export type AccountLinkPurpose = 'password_reset' | 'password_set' | 'email_change';

const HOUR = 60 * 60;

/** Seconds each kind of link opens after it was sent. */
export const ACCOUNT_LINK_TTL_SECONDS: Readonly<Record<AccountLinkPurpose, number>> = {
  // The spec's hour: a reset link is asked for by someone waiting for it.
  password_reset: HOUR,
  // Staff send it to someone who may read it only the next working day.
  password_set: 3 * 24 * HOUR,
  email_change: 24 * HOUR,
};

/** Both kinds of password link open the same page and set the password the same way. */
export function isPasswordLink(purpose: AccountLinkPurpose): boolean {
  return purpose === 'password_reset' || purpose === 'password_set';
}

export function passwordLinkPath(token: string): string {
  return `/password/reset/${encodeURIComponent(token)}`;
}

export function emailConfirmPath(token: string, newEmail: string): string {
  return `/email/confirm/${encodeURIComponent(token)}/${encodeURIComponent(newEmail)}`;
}

/** Why a link no longer opens, or that it does. */
export type AccountLinkState = 'valid' | 'expired' | 'used' | 'unknown';

export function accountLinkState(
  link: { expiresAt: number; usedAt: number | null } | null,
  now: number,
): AccountLinkState {
  if (!link) return 'unknown';
  if (link.usedAt !== null) return 'used';
  // As the spec's tokens: expired when the expiry is at or before now.
  return link.expiresAt <= now ? 'expired' : 'valid';
}
