import { describe, expect, it } from 'vitest';
import { SHIFT_STATE_IDS } from './shift-constants.js';
import { trayLabel } from './tray-label.js';

const START = 1_700_000_000;
const END = START + 3600;
const shift = { start_time: START, end_time: END, state_id: SHIFT_STATE_IDS.UPCOMING };

describe('trayLabel', () => {
  it('says signed out when nobody is signed in', () => {
    expect(trayLabel({ signedInName: null, shift: null, now: START })).toEqual({
      label: 'Signed out',
      tooltip: 'Lantern — signed out',
    });
  });

  it('says No shift for a signed-in tutor without a shift', () => {
    expect(trayLabel({ signedInName: 'Ada Tutor', shift: null, now: START })).toEqual({
      label: 'No shift',
      tooltip: 'Lantern — Ada Tutor: No shift',
    });
  });

  it('counts down to an upcoming shift', () => {
    expect(trayLabel({ signedInName: 'Ada Tutor', shift, now: START - 600 }).label).toBe(
      'Shift starting in 10 min',
    );
  });

  it('warns a late tutor', () => {
    expect(trayLabel({ signedInName: 'Ada Tutor', shift, now: START + 120 }).label).toBe('2 min late');
  });

  it('shows the time left in a running shift', () => {
    const running = { ...shift, state_id: SHIFT_STATE_IDS.IN_PROGRESS };
    expect(trayLabel({ signedInName: 'Ada Tutor', shift: running, now: END - 30 * 60 })).toEqual({
      label: '30 mins left',
      tooltip: 'Lantern — Ada Tutor: 30 mins left',
    });
  });

  it('says the shift ended once it is over', () => {
    const running = { ...shift, state_id: SHIFT_STATE_IDS.IN_PROGRESS };
    expect(trayLabel({ signedInName: 'Ada Tutor', shift: running, now: END }).label).toBe('Shift ended');
  });
});
