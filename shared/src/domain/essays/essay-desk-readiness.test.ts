import { describe, expect, it } from 'vitest';
import { SHIFT_STATE_IDS } from '../shifts/shift-constants.js';
import { type DeskShift, essayDeskReadiness } from './essay-desk-readiness.js';

const HOUR = 3600;
const NOW = 1_800_000_000;
const segment = (name: string, start: number, end: number) => ({
  start_time: NOW + start * HOUR,
  end_time: NOW + end * HOUR,
  type: { name },
});
const shift = (state_id: number, ...shift_segments: DeskShift['shift_segments']): DeskShift => ({
  state_id,
  shift_segments,
});

describe('essayDeskReadiness', () => {
  it('is ready inside a writing- or essay-review segment of a shift in progress', () => {
    expect(
      essayDeskReadiness(shift(SHIFT_STATE_IDS.IN_PROGRESS, segment('Writing Review', -1, 1)), NOW),
    ).toEqual({ kind: 'ready' });
    expect(
      essayDeskReadiness(shift(SHIFT_STATE_IDS.IN_PROGRESS, segment('Essay Review', 0, 1)), NOW),
    ).toEqual({
      kind: 'ready',
    });
  });

  it('says when the review segment starts to a tutor punched in before it', () => {
    const before = shift(
      SHIFT_STATE_IDS.IN_PROGRESS,
      segment('Tutoring Session', -1, 1),
      segment('Writing Review', 2, 3),
      segment('Writing Review', 1, 2),
    );
    expect(essayDeskReadiness(before, NOW)).toEqual({ kind: 'startsAt', time: NOW + HOUR });
  });

  it('tells a tutor whose shift has no review segment left, one on a break and one not punched in apart', () => {
    expect(
      essayDeskReadiness(shift(SHIFT_STATE_IDS.IN_PROGRESS, segment('Writing Review', -2, -1)), NOW),
    ).toEqual({ kind: 'noReviewSegment' });
    expect(
      essayDeskReadiness(shift(SHIFT_STATE_IDS.BIO_BREAK_ACTIVE, segment('Writing Review', -1, 1)), NOW),
    ).toEqual({ kind: 'onBreak' });
    expect(
      essayDeskReadiness(shift(SHIFT_STATE_IDS.UPCOMING, segment('Writing Review', -1, 1)), NOW),
    ).toEqual({
      kind: 'notPunchedIn',
    });
    expect(essayDeskReadiness(null, NOW)).toEqual({ kind: 'notPunchedIn' });
  });
});
