import type { ValidationIssue } from '@lantern/shared/contracts/errors';
import { isNewAvailability } from '@lantern/shared/domain/availability/availability-items';
import { isWithinWeek, type Week } from '@lantern/shared/domain/availability/availability-week';

/** One requested change, whichever call it came from. `id` is the server's, or a temporary one. */
export interface AvailabilityChange {
  id: number | string;
  start_time: number;
  end_time: number;
  is_deleted?: boolean;
}

/** What is saved of an item the change names, to check it may still be changed. */
export interface SavedSpan {
  id: number;
  start_time: number;
}

/**
 * Why a set of changes cannot be saved, one issue per item and field, named as the request names
 * them (`availabilities.2.start_time`, or `start_time` for a single item). Only the current week can
 * be edited: a new or moved item must start in it, and a saved item must already be in it.
 */
export function availabilityChangeIssues(
  changes: readonly AvailabilityChange[],
  saved: readonly SavedSpan[],
  week: Week,
  fieldPrefix: (index: number) => string,
): ValidationIssue[] {
  const savedById = new Map(saved.map((item) => [item.id, item]));
  const issues: ValidationIssue[] = [];
  const issue = (index: number, field: string, rule: string, text: string) => {
    const name = `${fieldPrefix(index)}${field}`;
    issues.push({ field: name, rule, message: `${name}: ${text}` });
  };
  const seen = new Set<number | string>();
  changes.forEach((change, index) => {
    if (seen.has(change.id)) issue(index, 'id', 'duplicate', 'appears more than once in the batch');
    seen.add(change.id);
    // A new item deleted before it was saved is dropped, whatever it holds.
    if (isNewAvailability(change) && change.is_deleted) return;
    if (!isNewAvailability(change)) {
      const before = savedById.get(Number(change.id));
      if (!before) return issue(index, 'id', 'not_found', 'is not one of your availabilities');
      if (!isWithinWeek(week, before.start_time))
        return issue(index, 'id', 'current_week', 'is not in the current week and cannot be changed');
    }
    if (!isWithinWeek(week, change.start_time))
      issue(index, 'start_time', 'current_week', 'must be in the current week');
  });
  return issues;
}
