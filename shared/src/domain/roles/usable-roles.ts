import { isRole, type Role } from './roles.js';

/** The roles a person may sign in with: known ones, minus the retired affiliate role. */
export function usableRoles(roles: readonly string[]): Role[] {
  return roles.filter(isRole);
}
