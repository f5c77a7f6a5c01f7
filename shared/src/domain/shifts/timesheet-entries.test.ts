import { describe, expect, it } from 'vitest';
import { effectiveEntries, type TimesheetEntry } from './timesheet-entries.js';

const punchIn: TimesheetEntry = { id: 1, shift_id: 7, kind: 'punch_in', at: 1000 };
const punchOut: TimesheetEntry = { id: 2, shift_id: 7, kind: 'punch_out', at: 5000 };

describe('effectiveEntries', () => {
  it('keeps every entry when nothing was corrected', () => {
    expect(effectiveEntries([punchIn, punchOut])).toEqual([punchIn, punchOut]);
  });

  it('replaces a corrected entry by its correction, leaving the original in the trail', () => {
    const trail = [
      punchIn,
      punchOut,
      { id: 3, shift_id: 7, kind: 'punch_in', at: 900, supersedes: 1 } as const,
    ];
    expect(effectiveEntries(trail).map((e) => e.id)).toEqual([2, 3]);
    expect(trail).toHaveLength(3);
  });

  it('follows a correction of a correction', () => {
    const trail: TimesheetEntry[] = [
      punchIn,
      { id: 3, shift_id: 7, kind: 'punch_in', at: 900, supersedes: 1 },
      { id: 4, shift_id: 7, kind: 'punch_in', at: 950, supersedes: 3 },
    ];
    expect(effectiveEntries(trail)).toEqual([trail[2]]);
  });

  it('takes a voided entry out along with the void', () => {
    const trail: TimesheetEntry[] = [
      punchIn,
      punchOut,
      { id: 3, shift_id: 7, kind: 'void', at: 6000, supersedes: 2 },
    ];
    expect(effectiveEntries(trail)).toEqual([punchIn]);
  });
});
