import { describe, expect, it } from 'vitest';
import { PRESENCE_TRAIL_ACTIONS, type PresenceTrailEntry, shiftAbsences } from './shift-absences.js';

const START = 1_800_000_000;
const shift = { id: 7, user_id: 3, end_time: START + 7200, punch_out: null };
const away = (at: number, reason: string, since = at): PresenceTrailEntry => ({
  action: PRESENCE_TRAIL_ACTIONS.away,
  at,
  details: { event: 'went_away', reason, since },
});
const back = (at: number): PresenceTrailEntry => ({
  action: PRESENCE_TRAIL_ACTIONS.back,
  at,
  details: { event: 'came_back' },
});
const absence = (start_time: number, end_time: number | null, reason = 'idle') => ({
  shift_id: 7,
  user_id: 3,
  reason,
  start_time,
  end_time,
});

describe("a shift's absences from its trail", () => {
  it('should pair each absence with the return that closes it, from the start the console reported', () => {
    const trail = [
      away(START + 900, 'idle', START + 600),
      back(START + 1000),
      away(START + 3000, 'locked'),
      back(START + 3100),
    ];
    expect(shiftAbsences(trail, shift, START + 4000)).toEqual([
      absence(START + 600, START + 1000),
      absence(START + 3000, START + 3100, 'locked'),
    ]);
  });

  it('should leave an absence open while the shift runs', () => {
    expect(shiftAbsences([away(START + 900, 'disconnected')], shift, START + 1000)).toEqual([
      absence(START + 900, null, 'disconnected'),
    ]);
  });

  it('should end an absence still open at the punch-out, or at the end of a shift that is over', () => {
    const trail = [away(START + 900, 'asleep')];
    expect(shiftAbsences(trail, { ...shift, punch_out: START + 5000 }, START + 9000)).toEqual([
      absence(START + 900, START + 5000, 'asleep'),
    ]);
    expect(shiftAbsences(trail, shift, START + 9000)).toEqual([absence(START + 900, START + 7200, 'asleep')]);
  });

  it('should ignore a return with nothing open, and other entries of the trail', () => {
    const trail = [
      back(START + 100),
      { action: 'punch_in', at: START + 200, details: { event: 'punched_in' } },
      away(START + 300, 'idle'),
      away(START + 400, 'locked'),
      back(START + 500),
    ];
    expect(shiftAbsences(trail, shift, START + 600)).toEqual([absence(START + 300, START + 500)]);
  });

  it('should skip an absence whose reason it does not know', () => {
    expect(shiftAbsences([away(START + 300, 'napping'), back(START + 400)], shift, START + 600)).toEqual([]);
  });
});
