import { ROLE_NAMES, type RoleName } from '@lantern/shared/contracts/roles';
import type { User } from '../users/entities/user.entity.js';

export interface Acting {
  user: User;
  role: RoleName;
}

/** The roles a person may sign in with: known ones, minus the retired affiliate role. */
export function usableRoles(roles: readonly string[]): RoleName[] {
  return roles.filter(
    (role): role is RoleName => role !== 'affiliate' && (ROLE_NAMES as readonly string[]).includes(role),
  );
}
