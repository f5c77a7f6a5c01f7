import { usagePercentage } from './dashboard-range.js';

/**
 * Small-cell suppression for the reach tables (beyond the spec). A count of students under
 * `MIN_CELL` is never shown (zero included: "none of them" is as telling as "two of them"), and a
 * shown total never lets a hidden count be worked out by subtraction: a line (a row with its total,
 * or a column with its total) with exactly one hidden count hides a second one, its smallest shown
 * count, or its total when there is none. Hiding one count can open another line, so the rule runs
 * until nothing changes.
 */
export const MIN_CELL = 10;

/** A count as the reader may see it: the number, too small to show, or hidden to protect another. */
export type Shown = number | 'fewer_than_10' | 'suppressed';

export interface SuppressedGrid {
  cells: Shown[][];
  rowTotals: Shown[];
  columnTotals: Shown[];
  total: Shown;
}

interface Slot {
  value: number;
  hidden: 'small' | 'complement' | null;
}

const slot = (value: number): Slot => ({ value, hidden: value < MIN_CELL ? 'small' : null });
const shown = (s: Slot): Shown =>
  s.hidden === null ? s.value : s.hidden === 'small' ? 'fewer_than_10' : 'suppressed';

/** One additive line: `parts` add up to `total`. Returns whether it hid anything. */
function protectLine(parts: Slot[], total: Slot): boolean {
  if (total.hidden !== null) return false;
  const hidden = parts.filter((part) => part.hidden !== null);
  if (hidden.length !== 1) return false;
  const visible = parts.filter((part) => part.hidden === null);
  const smallest = visible.reduce<Slot | null>(
    (min, part) => (min && min.value <= part.value ? min : part),
    null,
  );
  (smallest ?? total).hidden = 'complement';
  return true;
}

/**
 * A grid of counts (rows × columns, each row and column adding up to its total) as it may be shown.
 * Rows are groups (schools, grades, subgroups), columns (`width` of them, a grid with no rows
 * included) the parts every student of a group falls in exactly one of.
 */
export function suppressGrid(grid: readonly (readonly number[])[], width: number): SuppressedGrid {
  const cells = grid.map((row) => row.map(slot));
  const rowTotals = grid.map((row) => slot(row.reduce((sum, value) => sum + value, 0)));
  const columnTotals = Array.from({ length: width }, (_, c) =>
    slot(grid.reduce((sum, row) => sum + (row[c] ?? 0), 0)),
  );
  const total = slot(columnTotals.reduce((sum, column) => sum + column.value, 0));
  for (let changed = true; changed;) {
    changed = false;
    for (let r = 0; r < cells.length; r++) changed = protectLine(cells[r]!, rowTotals[r]!) || changed;
    for (let c = 0; c < width; c++)
      changed =
        protectLine(
          cells.map((row) => row[c]!),
          columnTotals[c]!,
        ) || changed;
    changed = protectLine(rowTotals, total) || changed;
    changed = protectLine(columnTotals, total) || changed;
  }
  return {
    cells: cells.map((row) => row.map(shown)),
    rowTotals: rowTotals.map(shown),
    columnTotals: columnTotals.map(shown),
    total: shown(total),
  };
}

/**
 * The sum of some parts of a line (`picked` indexes into `parts`), shown when it gives nothing
 * hidden away: when every picked part is shown, or the total and every other part are. Otherwise it
 * is itself suppressed (it may be large: it is hidden, not small).
 */
export function shownSum(parts: readonly Shown[], total: Shown, picked: readonly number[]): Shown {
  const sum = (indexes: number[]) => indexes.reduce((acc, i) => acc + (parts[i] as number), 0);
  const isShown = (i: number) => typeof parts[i] === 'number';
  const inside = parts.map((_, i) => i).filter((i) => picked.includes(i));
  const outside = parts.map((_, i) => i).filter((i) => !picked.includes(i));
  const value = inside.every(isShown)
    ? sum(inside)
    : typeof total === 'number' && outside.every(isShown)
      ? total - sum(outside)
      : null;
  if (value === null) return 'suppressed';
  return value < MIN_CELL ? 'fewer_than_10' : value;
}

/** A share in percent (spec §5 rounding) of two shown counts, or null when either is hidden. */
export function shownShare(part: Shown, whole: Shown): number | null {
  if (typeof part !== 'number' || typeof whole !== 'number') return null;
  return usagePercentage(part, whole);
}
