import { AFFILIATE_ROLE } from './roles.js';

export interface ViewAsViewer {
  userId: number;
  /** Every role the viewer's account holds. */
  roles: readonly string[];
  currentRole: string;
  /** Already viewing as someone (or as another role): that has to stop first. */
  impersonating: boolean;
}

export interface ViewAsRequest {
  role: string;
  /** Another person to view as; absent (or the viewer's own id) means one of the viewer's own roles. */
  userId?: number;
  /** The roles that person holds; needed only when `userId` names someone else. */
  targetRoles?: readonly string[];
}

/**
 * Why a view-as is refused. The API maps each to its error: `stop-viewing-first` 409 conflict,
 * `affiliate-unsupported` 403, `superuser-only` and `target-not-viewable` 403 forbidden,
 * `role-not-held` 403.
 */
export type ViewAsRefusal =
  'stop-viewing-first' | 'affiliate-unsupported' | 'superuser-only' | 'target-not-viewable' | 'role-not-held';

export type ViewAsDecision = { allowed: true } | { allowed: false; reason: ViewAsRefusal };

const refuse = (reason: ViewAsRefusal): ViewAsDecision => ({ allowed: false, reason });

/**
 * The one view-as rule, used by the API before it issues the new identity and by both apps to
 * build their menus, so a menu never offers what the server refuses. Checks run in the order the
 * server reports them.
 */
export function mayViewAs(viewer: ViewAsViewer, request: ViewAsRequest): ViewAsDecision {
  if (viewer.impersonating) return refuse('stop-viewing-first');
  if (request.role === AFFILIATE_ROLE) return refuse('affiliate-unsupported');
  if (request.userId !== undefined && request.userId !== viewer.userId) {
    if (viewer.currentRole !== 'superuser') return refuse('superuser-only');
    // Viewing as another superuser would hand over the keys to everything, so it never is allowed.
    const targetRoles = request.targetRoles ?? [];
    if (!targetRoles.includes(request.role) || targetRoles.includes('superuser'))
      return refuse('target-not-viewable');
    return { allowed: true };
  }
  if (!viewer.roles.includes(request.role) || request.role === viewer.currentRole)
    return refuse('role-not-held');
  return { allowed: true };
}
