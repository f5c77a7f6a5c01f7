import { describe, expect, it } from 'vitest';
import { addedSegmentIssues, planSegmentMove } from './segment-edits.js';

const HOUR = 3600;
const DAY = 24 * HOUR;
const NOW = 1_000_000;
// A shift from 9 to 11 (in hours after NOW), tutoring then essay review.
const NINE = NOW + 9 * HOUR;
const shift = { start_time: NINE, end_time: NINE + 2 * HOUR, punch_in: null };
const tutoring = { start_time: NINE, end_time: NINE + HOUR };
const review = { start_time: NINE + HOUR, end_time: NINE + 2 * HOUR };
const span = (from: number, hours: number) => ({ start_time: from, end_time: from + hours * HOUR });

describe('planSegmentMove', () => {
  it('should move a segment inside its shift when it overlaps no other', () => {
    expect(planSegmentMove(shift, [tutoring, review], 0, span(NINE, 0.5), NOW)).toEqual({ kind: 'within' });
  });

  it('should refuse a move onto a neighbour, naming the overlap on the later segment', () => {
    const plan = planSegmentMove(shift, [tutoring, review], 0, span(NINE + 0.5 * HOUR, 1), NOW);
    expect(plan).toEqual({
      kind: 'refused',
      issues: [expect.objectContaining({ segment: 1, field: 'start_time', rule: 'no_overlap', overlaps: 0 })],
    });
  });

  it('should refuse a segment moved partly out of a shift that has other segments', () => {
    const plan = planSegmentMove(shift, [tutoring, review], 1, span(NINE + 1.5 * HOUR, 1), NOW);
    expect(plan).toEqual({
      kind: 'refused',
      issues: [expect.objectContaining({ segment: 1, field: 'end_time', rule: 'inside_shift' })],
    });
  });

  it('should split a segment moved to another day off into a shift of its own', () => {
    expect(planSegmentMove(shift, [tutoring, review], 1, span(NINE + DAY, 1), NOW)).toEqual({
      kind: 'split_off',
    });
    // Clear of the shift on the same day counts too, even touching its end.
    expect(planSegmentMove(shift, [tutoring, review], 0, span(NINE + 2 * HOUR, 1), NOW)).toEqual({
      kind: 'split_off',
    });
  });

  it('should take the shift of a lone segment along to another day, keeping its margins', () => {
    const wide = { start_time: NINE - HOUR, end_time: NINE + 2 * HOUR, punch_in: null };
    expect(planSegmentMove(wide, [tutoring], 0, span(NINE + DAY, 1.5), NOW)).toEqual({
      kind: 'shift_follows',
      shift: { start_time: NINE + DAY - HOUR, end_time: NINE + DAY + 2.5 * HOUR },
    });
    // Inside its own shift, the shift stays put.
    expect(planSegmentMove(wide, [tutoring], 0, span(NINE - HOUR, 1), NOW)).toEqual({ kind: 'within' });
  });

  it('should not move a shift that has started or been punched into with its lone segment', () => {
    const started = { start_time: NOW - HOUR, end_time: NINE + HOUR, punch_in: null };
    expect(planSegmentMove(started, [tutoring], 0, span(NINE + DAY, 1), NOW)).toEqual({
      kind: 'shift_started',
    });
    const punched = { ...shift, punch_in: NOW - 60 };
    expect(planSegmentMove(punched, [tutoring], 0, span(NINE + DAY, 1), NOW)).toEqual({
      kind: 'shift_started',
    });
  });

  it('should refuse an end before the start, and a start that is not in the future', () => {
    expect(planSegmentMove(shift, [tutoring, review], 0, span(NINE, 0), NOW)).toEqual({
      kind: 'refused',
      issues: [expect.objectContaining({ field: 'end_time', rule: 'end_after_start' })],
    });
    expect(planSegmentMove(shift, [tutoring], 0, span(NOW, 1), NOW)).toEqual({
      kind: 'refused',
      issues: [expect.objectContaining({ field: 'start_time', rule: 'upcoming' })],
    });
  });
});

describe('addedSegmentIssues', () => {
  it('should accept a segment in a gap of the shift, touching its neighbours', () => {
    const gappy = [tutoring];
    expect(addedSegmentIssues(shift, gappy, review, NOW)).toEqual([]);
  });

  it('should refuse one overlapping a segment of the shift, naming the start', () => {
    expect(addedSegmentIssues(shift, [tutoring], span(NINE + 0.5 * HOUR, 1), NOW)).toEqual([
      expect.objectContaining({ segment: 1, field: 'start_time', rule: 'no_overlap', overlaps: 0 }),
    ]);
  });

  it('should refuse one reaching outside the shift, naming the edge', () => {
    expect(addedSegmentIssues(shift, [tutoring], span(NINE + HOUR, 2), NOW)).toEqual([
      expect.objectContaining({ field: 'end_time', rule: 'inside_shift' }),
    ]);
    expect(addedSegmentIssues(shift, [review], span(NINE - HOUR, 1), NOW)).toEqual([
      expect.objectContaining({ field: 'start_time', rule: 'inside_shift' }),
    ]);
  });

  it('should refuse an end before the start, and a start already past', () => {
    expect(addedSegmentIssues(shift, [tutoring], span(NINE + HOUR, 0), NOW)).toEqual([
      expect.objectContaining({ field: 'end_time', rule: 'end_after_start' }),
    ]);
    const started = { start_time: NOW - HOUR, end_time: NOW + HOUR };
    expect(addedSegmentIssues(started, [], span(NOW - 60, 0.5), NOW)).toEqual([
      expect.objectContaining({ field: 'start_time', rule: 'upcoming' }),
    ]);
  });
});
