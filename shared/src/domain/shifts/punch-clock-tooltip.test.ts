import { describe, expect, it } from 'vitest';
import { punchClockCountdown, punchClockTooltip } from './punch-clock-tooltip.js';
import { SHIFT_STATE_IDS } from './shift-constants.js';

const START = 1_700_000_000;
const END = START + 4 * 3600;
const MIN15 = 15 * 60;

const upcoming = { start_time: START, end_time: END, state_id: SHIFT_STATE_IDS.UPCOMING };
const inProgress = { ...upcoming, state_id: SHIFT_STATE_IDS.IN_PROGRESS };

describe('punchClockTooltip before the start', () => {
  it('counts down in whole minutes, rounding up', () => {
    expect(punchClockTooltip(upcoming, START - MIN15)).toBe('Shift starting in 15 min');
    expect(punchClockTooltip(upcoming, START - MIN15 + 1)).toBe('Shift starting in 15 min');
    expect(punchClockTooltip(upcoming, START - 30)).toBe('Shift starting in 1 min');
  });

  it.each([
    [START - 61, 'Shift starting in 2 min'],
    [START - 60, 'Shift starting in 1 min'],
    [START - 1, 'Shift starting in 1 min'],
    [START, 'Shift starting in 0 min'],
  ])('at %i says %s', (now, text) => {
    expect(punchClockTooltip(upcoming, now)).toBe(text);
  });

  it('says the minutes alone up to an hour, then hours and minutes', () => {
    expect(punchClockTooltip(upcoming, START - 60 * 60)).toBe('Shift starting in 60 min');
    expect(punchClockTooltip(upcoming, START - 60 * 60 - 1)).toBe('Shift starting in 1 h 1 min');
    expect(punchClockTooltip(upcoming, START - 2 * 60 * 60)).toBe('Shift starting in 2 h');
    expect(punchClockTooltip(upcoming, START - 2067 * 60)).toBe('Shift starting in 34 h 27 min');
    expect(punchClockCountdown(upcoming, START - 2067 * 60)).toEqual({
      kind: 'startingIn',
      hours: 34,
      minutes: 27,
    });
  });

  it('counts down to the end for a tutor punched in before the start', () => {
    expect(punchClockTooltip(inProgress, START - 60)).toBe(`${4 * 60 + 1} mins left`);
  });
});

describe('punchClockTooltip when late', () => {
  it('counts a started minute as a minute late', () => {
    expect(punchClockTooltip(upcoming, START + 1)).toBe('1 min late');
    expect(punchClockTooltip(upcoming, START + 60)).toBe('1 min late');
    expect(punchClockTooltip(upcoming, START + 61)).toBe('2 min late');
  });

  it('is 15 min late exactly at the lockout boundary', () => {
    expect(punchClockTooltip(upcoming, START + MIN15)).toBe('15 min late');
  });

  it('asks to contact a platform manager one second after the lockout boundary', () => {
    expect(punchClockTooltip(upcoming, START + MIN15 + 1)).toBe('Please Contact a Platform Manager.');
  });

  it('asks a tutor marked MIA to contact a platform manager', () => {
    expect(punchClockTooltip({ ...upcoming, state_id: SHIFT_STATE_IDS.MIA }, START + MIN15 + 1)).toBe(
      'Please Contact a Platform Manager.',
    );
  });
});

describe('punchClockTooltip during the shift', () => {
  it('shows whole minutes left, rounding down', () => {
    expect(punchClockTooltip(inProgress, END - 3 * 60 - 59)).toBe('3 mins left');
    expect(punchClockTooltip(inProgress, END - 60)).toBe('1 mins left');
  });

  it.each([
    [END - 15 * 60 - 1, '15 mins left'],
    [END - 15 * 60, '15 mins left'],
    [END - 15 * 60 + 1, '14 mins left'],
    [END - 61, '1 mins left'],
  ])('at %i says %s', (now, text) => {
    expect(punchClockTooltip(inProgress, now)).toBe(text);
  });

  it('shows <1 min left in the last minute', () => {
    expect(punchClockTooltip(inProgress, END - 59)).toBe('<1 min left');
    expect(punchClockTooltip(inProgress, END - 1)).toBe('<1 min left');
  });

  it('shows nothing once the shift has ended', () => {
    expect(punchClockTooltip(inProgress, END)).toBeNull();
  });
});
