import { describe, expect, it } from 'vitest';
import { isUntouched, shiftLayoutIssues } from './shift-layout.js';

const shift = { start_time: 1000, end_time: 5000 };

describe('shiftLayoutIssues', () => {
  it('should accept segments inside the shift that touch but do not overlap', () => {
    expect(
      shiftLayoutIssues(shift, [
        { start_time: 1000, end_time: 3000 },
        { start_time: 3000, end_time: 5000 },
      ]),
    ).toEqual([]);
  });

  it('should refuse a shift that ends when it starts', () => {
    expect(shiftLayoutIssues({ start_time: 1000, end_time: 1000 }, [])).toEqual([
      expect.objectContaining({ segment: null, field: 'end_time', rule: 'end_after_start' }),
    ]);
  });

  it('should refuse a segment that ends before it starts', () => {
    expect(shiftLayoutIssues(shift, [{ start_time: 2000, end_time: 1999 }])).toEqual([
      expect.objectContaining({ segment: 0, field: 'end_time', rule: 'end_after_start' }),
    ]);
  });

  it('should refuse a segment starting a second before the shift or ending a second after it', () => {
    expect(shiftLayoutIssues(shift, [{ start_time: 999, end_time: 5001 }])).toEqual([
      expect.objectContaining({ segment: 0, field: 'start_time', rule: 'inside_shift' }),
      expect.objectContaining({ segment: 0, field: 'end_time', rule: 'inside_shift' }),
    ]);
  });

  it('should name the later of two segments overlapping by one second', () => {
    expect(
      shiftLayoutIssues(shift, [
        { start_time: 1000, end_time: 3001 },
        { start_time: 3000, end_time: 5000 },
      ]),
    ).toEqual([
      {
        segment: 1,
        field: 'start_time',
        rule: 'no_overlap',
        overlaps: 0,
        message: 'The segment overlaps segment 1',
      },
    ]);
  });
});

describe('isUntouched', () => {
  it('should hold until the start, and not once punched into', () => {
    expect(isUntouched({ start_time: 1000, punch_in: null }, 999)).toBe(true);
    expect(isUntouched({ start_time: 1000, punch_in: null }, 1000)).toBe(false);
    expect(isUntouched({ start_time: 1000, punch_in: 900 }, 950)).toBe(false);
  });
});
