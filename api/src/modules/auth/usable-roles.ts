import type { RoleName } from '@lantern/shared/contracts/roles';
import { usableRoles as usableDomainRoles } from '@lantern/shared/domain/roles/usable-roles';
import type { User } from '../users/entities/user.entity.js';

export interface Acting {
  user: User;
  role: RoleName;
}

/** The shared rule, widened to the stored role names so callers can test any of them against it. */
export function usableRoles(roles: readonly string[]): RoleName[] {
  return usableDomainRoles(roles);
}
