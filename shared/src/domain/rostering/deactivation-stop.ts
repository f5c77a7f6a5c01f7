// The safety stop of a roster sync: a roster API that answers half a school's students missing is
// far more often a broken export, a wrong filter or a mid-year cut-over than half a school leaving.
// A sync that would deactivate more than a set share of any school's people waits for a person.

/** The share of a school's people a sync may deactivate without asking, unless the source sets its own. */
export const DEFAULT_MAX_DEACTIVATION_SHARE = 0.1;

export interface SchoolDeactivations {
  sourcedId: string;
  name: string;
  /** People of the school active in Lantern before the sync. */
  active: number;
  /** Of them, the people the sync would deactivate. */
  deactivating: number;
}

export interface DeactivationStop {
  /** True when the sync must wait for a person's approval. */
  stop: boolean;
  /** Schools past the share, most affected first. */
  over: SchoolDeactivations[];
}

/** The share of `school`'s people the sync would deactivate (0 for a school with nobody). */
export const deactivatedShare = (school: SchoolDeactivations): number =>
  school.active === 0 ? 0 : school.deactivating / school.active;

/**
 * Whether a sync stops: any school where it would deactivate more than `maxShare` (0 to 1) of the
 * people active there. Exactly the share passes; a share of 1 never stops, a share of 0 stops at
 * the first deactivation.
 */
export function deactivationStop(
  schools: readonly SchoolDeactivations[],
  maxShare: number = DEFAULT_MAX_DEACTIVATION_SHARE,
): DeactivationStop {
  const over = schools
    .filter((school) => school.deactivating > 0 && deactivatedShare(school) > maxShare)
    .sort((a, b) => deactivatedShare(b) - deactivatedShare(a) || a.name.localeCompare(b.name));
  return { stop: over.length > 0, over };
}
