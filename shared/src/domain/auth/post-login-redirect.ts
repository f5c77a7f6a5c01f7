import { homePathForRole, type Role } from '../roles/roles.js';

/**
 * A stored redirect may only lead to a path on this site. Browsers read `\` as `/` and drop
 * tabs and newlines inside URLs, so `/\evil.com` and `/\t/evil.com` both become the
 * protocol-relative `//evil.com`; those are refused along with any scheme (`https:`,
 * `javascript:`), which cannot start with `/` anyway.
 */
export function isSafeRedirect(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || !value.startsWith('/')) return false;
  // Control characters are exactly what is refused.
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  const second = value.charAt(1);
  return second !== '/' && second !== '\\';
}

/** Where to go after login: the stored redirect if safe, else the role's home. */
export function resolvePostLoginTarget(storedRedirect: string | null | undefined, role: Role): string {
  return isSafeRedirect(storedRedirect) ? storedRedirect : homePathForRole(role);
}
