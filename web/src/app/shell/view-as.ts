import type { RoleName } from '@lantern/shared/contracts/roles';
import { homePathForRole, isRole, usesWeb } from '@lantern/shared/domain/roles/roles';
import type { ViewAsTarget } from '@lantern/shared/domain/roles/view-as';
import { CONSOLE_URL, type Destination } from '../../stores/redirect-store.js';

// Roles whose screens exist: the web areas here, and the console for its roles. Editor tools
// (problem creator, clips editor, schedule builder) are not built yet, so they are not offered.
const WEB_AREAS: readonly string[] = ['student', 'teacher', 'administrator', 'district-manager', 'superuser'];

export function isReachable(target: ViewAsTarget): boolean {
  if (target.destination.kind !== 'internal' || !isRole(target.role)) return false;
  return WEB_AREAS.includes(target.role) || !usesWeb(target.role);
}

/** Where viewing as `role` starts. */
export function viewAsDestination(role: RoleName): Destination {
  if (!isRole(role)) return { kind: 'app', path: '/' };
  return usesWeb(role) ? { kind: 'app', path: homePathForRole(role) } : { kind: 'console', url: CONSOLE_URL };
}
