import { isWithinWeek, type Week } from './availability-week.js';

export interface Availability {
  /** Saved items have the server's id; new ones a temporary id containing a dash. */
  id: number | string;
  start_time: number;
  end_time: number;
  is_confirmed?: boolean;
  is_deleted?: boolean;
}

export function isNewAvailability(item: Pick<Availability, 'id'>): boolean {
  return String(item.id).includes('-');
}

/** What a save sends: deleted items left out, and only those starting in the current week. */
export function availabilitiesToSubmit<T extends Availability>(items: readonly T[], currentWeek: Week): T[] {
  return items.filter((item) => !item.is_deleted && isWithinWeek(currentWeek, item.start_time));
}

const sameItem = (a: Availability, b: Availability) =>
  a.start_time === b.start_time &&
  a.end_time === b.end_time &&
  Boolean(a.is_deleted) === Boolean(b.is_deleted);

/** Local edits not yet saved: an item added, changed or deleted since the last save. */
export function hasUnsavedAvailabilityChanges(
  saved: readonly Availability[],
  local: readonly Availability[],
): boolean {
  const savedById = new Map(saved.map((item) => [item.id, item]));
  const localIds = new Set(local.map((item) => item.id));
  if (saved.some((item) => !localIds.has(item.id))) return true;
  return local.some((item) => {
    const before = savedById.get(item.id);
    if (!before) return !item.is_deleted;
    return !sameItem(before, item);
  });
}
