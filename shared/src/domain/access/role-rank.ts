/**
 * How far each role reaches, lowest first: a role's rank is the highest place it is named. Editor
 * roles grant editing tools, not authority over people, so they rank with teachers and tutors.
 */
const RANKS: readonly (readonly string[])[] = [
  ['student'],
  ['teacher', 'tutor', 'teaching-assets-editor', 'clips-editor', 'problem-creator', 'schedule-builder'],
  ['tutor-manager', 'administrator'],
  ['district-manager'],
  ['superuser'],
  ['superuser-creator'],
];

/** The rank of the highest role held; -1 for none, and an unknown role (affiliate) counts as none. */
export function highestRank(roles: readonly string[]): number {
  return Math.max(-1, ...roles.map((role) => RANKS.findIndex((rank) => rank.includes(role))));
}

/** Whether `roles` hold a role above every role `others` hold. */
export function rolesOutrank(roles: readonly string[], others: readonly string[]): boolean {
  return highestRank(roles) > highestRank(others);
}

/**
 * Whether someone holding `actorRoles` may edit an account holding `targetRoles`: never one that
 * holds a role above theirs, so a tutor manager cannot rename, re-role or deactivate a superuser.
 * Peers may manage each other.
 */
export function mayManage(actorRoles: readonly string[], targetRoles: readonly string[]): boolean {
  return !rolesOutrank(targetRoles, actorRoles);
}
