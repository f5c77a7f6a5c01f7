import { describe, expect, it } from 'vitest';
import {
  keysToClearOnPunchOut,
  punchButton,
  punchInDestination,
  segmentTypeMayPunchIn,
} from './punch-button.js';
import { SHIFT_STATE_IDS } from './shift-constants.js';
import type { ShiftTiming } from './shift-timing.js';

const START = 1_700_000_000;
const END = START + 4 * 3600;
const MIN15 = 15 * 60;

const upcoming: ShiftTiming = { start_time: START, end_time: END, state_id: SHIFT_STATE_IDS.UPCOMING };
const inProgress: ShiftTiming = { ...upcoming, state_id: SHIFT_STATE_IDS.IN_PROGRESS };

const button = (shift: ShiftTiming, now: number, overrides = {}) =>
  punchButton({ shift, isTutorManagerShift: false, segmentTypeMayPunchIn: true, now, ...overrides });

describe('when the punch button shows', () => {
  it('is hidden one second before the window opens, 15 minutes before the start', () => {
    expect(button(upcoming, START - MIN15 - 1)).toEqual({ shown: false });
  });

  it('shows exactly 15 minutes before the start', () => {
    expect(button(upcoming, START - MIN15).shown).toBe(true);
  });

  it('shows one second before the end', () => {
    expect(button(inProgress, END - 1).shown).toBe(true);
  });

  it('is hidden exactly at the end', () => {
    expect(button(inProgress, END)).toEqual({ shown: false });
  });

  it('is hidden for a tutor-manager shift', () => {
    expect(button(upcoming, START, { isTutorManagerShift: true })).toEqual({ shown: false });
  });

  it('is hidden in shift state 7', () => {
    expect(button({ ...upcoming, state_id: 7 }, START)).toEqual({ shown: false });
  });

  it('is hidden when the segment type cannot be punched into', () => {
    expect(button(upcoming, START, { segmentTypeMayPunchIn: false })).toEqual({ shown: false });
  });
});

describe('what the punch button says', () => {
  it('offers Punch In while the shift is in its initial state', () => {
    expect(button(upcoming, START - MIN15)).toEqual({
      shown: true,
      kind: 'punch_in',
      label: 'Punch In',
      active: true,
    });
  });

  it.each([
    ['15:00 after the start', START + MIN15, true],
    ['15:01 after the start', START + MIN15 + 1, false],
    ['near the end', END - 60, false],
  ])('offers Punch In %s, active only until the lockout', (_label, now, active) => {
    expect(button(upcoming, now)).toEqual({ shown: true, kind: 'punch_in', label: 'Punch In', active });
  });

  it('shows an inactive Punch In to a tutor marked MIA', () => {
    expect(button({ ...upcoming, state_id: SHIFT_STATE_IDS.MIA }, START + MIN15 + 1)).toMatchObject({
      kind: 'punch_in',
      active: false,
    });
  });

  it('shows an inactive Shift Started during the shift', () => {
    expect(button(inProgress, START + 60)).toEqual({
      shown: true,
      kind: 'shift_started',
      label: 'Shift Started',
      active: false,
    });
  });

  it('stays Shift Started one second before the 15-minute ending window', () => {
    expect(button(inProgress, END - MIN15 - 1)).toMatchObject({ kind: 'shift_started' });
  });

  it('offers Punch Out from 15 minutes before the end', () => {
    expect(button(inProgress, END - MIN15)).toEqual({
      shown: true,
      kind: 'punch_out',
      label: 'Punch Out',
      active: true,
    });
  });

  it('offers Punch Out from other working states too, such as a bio break', () => {
    expect(button({ ...inProgress, state_id: SHIFT_STATE_IDS.BIO_BREAK_ACTIVE }, END - 60)).toMatchObject({
      kind: 'punch_out',
    });
  });
});

describe('segmentTypeMayPunchIn', () => {
  it('refuses rest (11) and meal (12) break segments', () => {
    expect(segmentTypeMayPunchIn(11)).toBe(false);
    expect(segmentTypeMayPunchIn(12)).toBe(false);
  });

  it('allows work segments such as essay review (2)', () => {
    expect(segmentTypeMayPunchIn(2)).toBe(true);
    expect(segmentTypeMayPunchIn(1)).toBe(true);
  });
});

describe('punching in and out', () => {
  it('takes role type 1 to the classroom and role type 2 to the review center', () => {
    expect(punchInDestination(1)).toBe('/tutor/classroom');
    expect(punchInDestination(2)).toBe('/tutor/review-center');
  });

  it('clears only the hidden-message keys on punch out', () => {
    expect(keysToClearOnPunchOut(['hiddenMessage-12', 'hiddenMessages', 'token', 'xhiddenMessage'])).toEqual([
      'hiddenMessage-12',
      'hiddenMessages',
    ]);
  });
});
