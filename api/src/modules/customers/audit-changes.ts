/**
 * The before and after of a change, field by field, keeping only the fields that changed: what an
 * audit row of customer administration holds. A created record has no before, so every field is
 * in its after.
 */
export function auditedChange<T extends Record<string, unknown>>(
  before: T | null,
  after: T,
): { before: Partial<T> | null; after: Partial<T> } {
  if (before === null) return { before: null, after };
  const changed = (Object.keys(after) as (keyof T)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])) as Partial<T>,
    after: Object.fromEntries(changed.map((key) => [key, after[key]])) as Partial<T>,
  };
}
