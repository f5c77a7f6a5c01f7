export type TimesheetBreakKind = 'rest' | 'meal' | 'bio';

/**
 * One line of the append-only pay trail. Nothing is ever edited: a correction is a later entry
 * that names the entry it supersedes, and a `void` entry supersedes one to take it out.
 */
export type TimesheetEntry = {
  id: number | string;
  shift_id: number | string;
  /** Unix seconds the entry says the thing happened (a correction carries the corrected time). */
  at: number;
  supersedes?: number | string | null;
} & (
  | { kind: 'punch_in' | 'punch_out' | 'void' }
  | { kind: 'break_start' | 'break_end'; break_kind: TimesheetBreakKind }
);

/**
 * The entries that stand: those no other entry supersedes, without the voids. A correction of a
 * correction works the same way, each superseding the one before it.
 */
export function effectiveEntries(entries: readonly TimesheetEntry[]): TimesheetEntry[] {
  const superseded = new Set(entries.flatMap((e) => (e.supersedes == null ? [] : [e.supersedes])));
  return entries.filter((e) => !superseded.has(e.id) && e.kind !== 'void');
}
