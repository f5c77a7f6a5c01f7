import { describe, expect, it } from 'vitest';
import { eligibleShiftActions, punchInWindow, type ShiftSnapshot } from './eligible-actions.js';
import type { ShiftBreak } from './shift-breaks.js';
import { SHIFT_STATE_IDS } from './shift-constants.js';

const START = 1_700_000_000;
const END = START + 4 * 3600;
const S = SHIFT_STATE_IDS;
const shift = (state_id: number, breaks: ShiftBreak[] = []): ShiftSnapshot => ({
  start_time: START,
  end_time: END,
  state_id,
  breaks,
});
const keys = (state: number, now: number, breaks: ShiftBreak[] = []) =>
  Object.keys(eligibleShiftActions(shift(state, breaks), now)).sort();

describe('punchInWindow', () => {
  it('opens 15 minutes before the start and closes after the 15:00-past-start second', () => {
    expect(punchInWindow(shift(S.UPCOMING))).toEqual({
      min_start_time: START - 900,
      max_start_time: START + 901,
    });
  });

  it('closes at the end of a shift shorter than the lockout', () => {
    expect(
      punchInWindow({ start_time: START, end_time: START + 600, state_id: S.UPCOMING }).max_start_time,
    ).toBe(START + 600);
  });
});

describe('eligibleShiftActions', () => {
  it('lists punch in and both breaks for an upcoming shift, until the lockout', () => {
    expect(keys(S.UPCOMING, START - 3600)).toEqual(['punch_in', 'request_meal_break', 'schedule_rest_break']);
    expect(keys(S.UPCOMING, START + 900)).toContain('punch_in');
    expect(keys(S.UPCOMING, START + 901)).not.toContain('punch_in');
  });

  it('lists a bio break and both breaks while in progress', () => {
    expect(keys(S.IN_PROGRESS, START + 60)).toEqual([
      'request_meal_break',
      'schedule_rest_break',
      'start_bio_break',
    ]);
  });

  it.each([
    [
      '30:01 before the end',
      END - 30 * 60 - 1,
      ['request_meal_break', 'schedule_rest_break', 'start_bio_break'],
    ],
    ['30:00 before the end', END - 30 * 60, ['schedule_rest_break', 'start_bio_break']],
    ['10:01 before the end', END - 10 * 60 - 1, ['schedule_rest_break', 'start_bio_break']],
    ['10:00 before the end', END - 10 * 60, ['start_bio_break']],
    ['one second before the end', END - 1, ['start_bio_break']],
    ['at the end', END, []],
  ])('drops each action at its maximum start time: %s', (_label, now, expected) => {
    expect(keys(S.IN_PROGRESS, now)).toEqual(expected);
  });

  it('drops a break kind while one of that kind is standing', () => {
    const meal: ShiftBreak = {
      id: 1,
      kind: 'meal',
      status: 'pending',
      start_time: START + 3600,
      end_time: START + 5400,
    };
    expect(keys(S.IN_PROGRESS, START, [meal])).toEqual(['schedule_rest_break', 'start_bio_break']);
  });

  it('lists return to segment on a bio break, and in transition once the break has ended', () => {
    expect(keys(S.BIO_BREAK_LATE, START + 60)).toContain('return_to_segment');
    const running: ShiftBreak = {
      id: 1,
      kind: 'rest',
      status: 'approved',
      start_time: START + 60,
      end_time: START + 660,
      started_at: START + 60,
    };
    expect(keys(S.IN_TRANSITION, START + 600, [running])).not.toContain('return_to_segment');
    expect(keys(S.IN_TRANSITION, START + 700, [{ ...running, ended_at: START + 660 }])).toContain(
      'return_to_segment',
    );
  });

  it('lists nothing once the shift is over for the tutor or the tutor is MIA', () => {
    expect(keys(S.PUNCH_HIDDEN, START)).toEqual([]);
    expect(keys(S.MIA, START + 1000)).toEqual([]);
  });
});
