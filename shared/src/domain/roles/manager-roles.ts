import type { Role } from './roles.js';

/** Roles that see and act on other tutors' work (tutor board, manager room). */
export const MANAGER_ROLES: readonly Role[] = ['tutor-manager', 'superuser'];

export function isManagerRole(role: string): boolean {
  return (MANAGER_ROLES as readonly string[]).includes(role);
}
