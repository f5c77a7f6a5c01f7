import { describe, expect, it } from 'vitest';
import { shiftQuickEdits } from './schedule-quick-edits.js';

const NOW = 1_800_000_000;
const HOUR = 3600;

const segment = (id: number, start: number, punchIn: number | null = null) => ({
  id,
  start_time: start,
  punch_in: punchIn,
});

describe('shiftQuickEdits', () => {
  it('should allow every edit on a shift that has not started', () => {
    const edits = shiftQuickEdits(
      {
        start_time: NOW + HOUR,
        punch_in: null,
        punch_out: null,
        shift_segments: [segment(1, NOW + HOUR), segment(2, NOW + 2 * HOUR)],
      },
      NOW,
    );
    expect(edits).toEqual({
      extend: true,
      delete: true,
      segments: new Map([
        [1, { edit: true, delete: true }],
        [2, { edit: true, delete: true }],
      ]),
    });
  });

  it('should keep a started shift and its started segments, but still let it be extended and later segments change', () => {
    const edits = shiftQuickEdits(
      {
        start_time: NOW - HOUR,
        punch_in: NOW - HOUR,
        punch_out: null,
        shift_segments: [segment(1, NOW - HOUR, NOW - HOUR), segment(2, NOW + HOUR)],
      },
      NOW,
    );
    expect(edits.extend).toBe(true);
    expect(edits.delete).toBe(false);
    expect(edits.segments.get(1)).toEqual({ edit: false, delete: false });
    expect(edits.segments.get(2)).toEqual({ edit: true, delete: true });
  });

  it('should refuse a segment punched into early, before its start', () => {
    const edits = shiftQuickEdits(
      {
        start_time: NOW + 600,
        punch_in: NOW - 60,
        punch_out: null,
        shift_segments: [segment(1, NOW + 600, NOW - 60), segment(2, NOW + HOUR)],
      },
      NOW,
    );
    expect(edits.delete).toBe(false);
    expect(edits.segments.get(1)?.edit).toBe(false);
  });

  it('should not extend a shift punched out, nor delete the only segment of a shift', () => {
    const over = shiftQuickEdits(
      {
        start_time: NOW - 3 * HOUR,
        punch_in: NOW - 3 * HOUR,
        punch_out: NOW - HOUR,
        shift_segments: [segment(1, NOW - 3 * HOUR, NOW - 3 * HOUR)],
      },
      NOW,
    );
    expect(over.extend).toBe(false);
    const single = shiftQuickEdits(
      { start_time: NOW + HOUR, punch_in: null, punch_out: null, shift_segments: [segment(1, NOW + HOUR)] },
      NOW,
    );
    expect(single.segments.get(1)).toEqual({ edit: true, delete: false });
    expect(single.delete).toBe(true);
  });
});
