import { homePathForRole } from './roles.js';
import { mayViewAs, type ViewAsViewer } from './view-as-permission.js';

export interface ViewAsOptions {
  /** The clips editor is offered only while the teaching-assets admin is switched on. */
  clipsEditorEnabled: boolean;
}

export type ViewAsDestination =
  | { kind: 'internal'; path: string }
  /** The schedule builder is a separate product; the app supplies its URL from configuration. */
  | { kind: 'external'; app: 'schedule-builder' };

export interface ViewAsTarget {
  role: string;
  destination: ViewAsDestination;
}

// Order in which the menu lists them.
const VIEW_AS_APP_ROLES = [
  'superuser',
  'district-manager',
  'administrator',
  'teacher',
  'tutor',
  'tutor-manager',
  'student',
] as const;

/** The spec gives no address for the problem creator; this is the one the web app serves. */
export const PROBLEM_CREATOR_PATH = '/problem-creator';
export const CLIPS_EDITOR_PATH = '/teaching-assets/admin/clips';

/**
 * Roles a privileged user may switch to with "View as": the held roles the server would let
 * them view as (`mayViewAs`), limited to the kinds the spec lists. Schedule-builder roles come
 * in several variants, so any role whose name contains `schedule-builder` qualifies.
 */
export function viewAsTargets(
  viewer: ViewAsViewer,
  options: ViewAsOptions = { clipsEditorEnabled: false },
): ViewAsTarget[] {
  const others = viewer.roles.filter((role) => mayViewAs(viewer, { role }).allowed);
  const targets: ViewAsTarget[] = [];
  for (const role of VIEW_AS_APP_ROLES) {
    if (others.includes(role))
      targets.push({ role, destination: { kind: 'internal', path: homePathForRole(role) } });
  }
  if (others.includes('problem-creator')) {
    targets.push({ role: 'problem-creator', destination: { kind: 'internal', path: PROBLEM_CREATOR_PATH } });
  }
  for (const role of others) {
    if (role.includes('schedule-builder') && !targets.some((target) => target.role === role)) {
      targets.push({ role, destination: { kind: 'external', app: 'schedule-builder' } });
    }
  }
  if (options.clipsEditorEnabled && others.includes('clips-editor')) {
    targets.push({ role: 'clips-editor', destination: { kind: 'internal', path: CLIPS_EDITOR_PATH } });
  }
  return targets;
}
