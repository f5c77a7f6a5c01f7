import { describe, expect, it } from 'vitest';
import { MIN_CELL, shownShare, shownSum, suppressGrid } from './small-cells.js';

describe('suppressGrid', () => {
  it('should show every count of 10 students or more, and every total', () => {
    const grid = suppressGrid(
      [
        [20, 10, 30],
        [15, 12, 40],
      ],
      3,
    );
    expect(grid.cells).toEqual([
      [20, 10, 30],
      [15, 12, 40],
    ]);
    expect(grid.rowTotals).toEqual([60, 67]);
    expect(grid.columnTotals).toEqual([35, 22, 70]);
    expect(grid.total).toBe(127);
  });

  it('should say "fewer than 10" for a small count, zero included, never 0', () => {
    expect(MIN_CELL).toBe(10);
    const grid = suppressGrid([[0, 9, 10]], 3);
    expect(grid.cells[0]![0]).toBe('fewer_than_10');
    expect(grid.cells[0]![1]).toBe('fewer_than_10');
  });

  it('should hide a second count in a row whose one small count its total would give away', () => {
    // 40 licensed: 25 never, 5 once, 10 returned. Shown alone, 40 − 25 − 10 = 5.
    const grid = suppressGrid(
      [
        [25, 5, 10],
        [30, 20, 30],
      ],
      3,
    );
    const [row] = grid.cells;
    expect(row).toEqual([25, 'fewer_than_10', 'suppressed']);
    expect(grid.rowTotals[0]).toBe(40);
    // Which in turn would be given away by its column: that column hides another count too.
    const column = grid.cells.map((cells) => cells[2]);
    expect(column.filter((cell) => typeof cell !== 'number').length).toBeGreaterThanOrEqual(2);
  });

  it('should leave no line (row or column with its total) with exactly one hidden count', () => {
    const grid = suppressGrid(
      [
        [50, 3, 40],
        [60, 25, 30],
        [70, 35, 12],
      ],
      3,
    );
    const hidden = (cell: unknown) => typeof cell !== 'number';
    for (const [r, row] of grid.cells.entries())
      if (!hidden(grid.rowTotals[r])) expect(row.filter(hidden).length).not.toBe(1);
    for (let c = 0; c < 3; c++)
      if (!hidden(grid.columnTotals[c]))
        expect(grid.cells.map((row) => row[c]).filter(hidden).length).not.toBe(1);
    // No hidden count can be worked out: the small one is 3, and nothing shown adds up to it.
    expect(grid.cells[0]![1]).toBe('fewer_than_10');
  });

  it('should hide a small group whole, and its total, with its column protected', () => {
    const grid = suppressGrid(
      [
        [4, 2, 1],
        [30, 20, 15],
        [25, 12, 40],
      ],
      3,
    );
    expect(grid.rowTotals[0]).toBe('fewer_than_10');
    expect(grid.cells[0]).toEqual(['fewer_than_10', 'fewer_than_10', 'fewer_than_10']);
    // The grand total is shown, so the small group's total is protected by hiding another row's.
    expect(grid.rowTotals.filter((cell) => typeof cell !== 'number').length).toBe(2);
  });

  it('should hide the total when a line has no other count to hide', () => {
    const grid = suppressGrid([[20, 5]], 2);
    expect(grid.cells[0]).toEqual(['suppressed', 'fewer_than_10']);
    expect(suppressGrid([[5]], 1).total).toBe('fewer_than_10');
  });

  it('should give a grid with no group its hidden zero totals, one per column', () => {
    expect(suppressGrid([], 3)).toEqual({
      cells: [],
      rowTotals: [],
      columnTotals: ['fewer_than_10', 'fewer_than_10', 'fewer_than_10'],
      total: 'fewer_than_10',
    });
  });
});

describe('shownSum', () => {
  it('should add shown parts, or take the shown others from a shown total', () => {
    expect(shownSum([25, 11, 12], 48, [1, 2])).toBe(23);
    expect(shownSum([25, 'suppressed', 'fewer_than_10'], 40, [1, 2])).toBe(15);
  });

  it('should hide a sum that would give a hidden part away', () => {
    expect(shownSum([25, 'fewer_than_10', 'suppressed'], 40, [2])).toBe('suppressed');
    expect(shownSum(['fewer_than_10', 'suppressed', 30], 'suppressed', [0, 1])).toBe('suppressed');
  });
});

describe('shownShare', () => {
  it('should give a share only of two shown counts', () => {
    expect(shownShare(15, 40)).toBe(37.5);
    expect(shownShare('fewer_than_10', 40)).toBeNull();
    expect(shownShare(15, 'suppressed')).toBeNull();
  });
});
