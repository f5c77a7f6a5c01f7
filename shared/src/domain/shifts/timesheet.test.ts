import { describe, expect, it } from 'vitest';
import type { TimesheetEntry } from './timesheet-entries.js';
import { type TimesheetShift, timesheet, timesheetRow } from './timesheet.js';

const H = 3600;
const START = 1_700_000_000;
const END = START + 4 * H;
const AFTER = END + 24 * H;

const shift: TimesheetShift = {
  id: 7,
  start_time: START,
  end_time: END,
  segments: [
    { start_time: START, end_time: START + 2 * H, clientFacing: true },
    { start_time: START + 2 * H, end_time: START + 2.5 * H, clientFacing: false },
    { start_time: START + 2.5 * H, end_time: END, clientFacing: true },
  ],
};

let nextId = 1;
const entry = (
  kind: 'punch_in' | 'punch_out',
  at: number,
  extra: Partial<TimesheetEntry> = {},
): TimesheetEntry => ({ id: nextId++, shift_id: 7, kind, at, ...extra }) as TimesheetEntry;
const brk = (
  kind: 'break_start' | 'break_end',
  break_kind: 'rest' | 'meal' | 'bio',
  at: number,
): TimesheetEntry => ({
  id: nextId++,
  shift_id: 7,
  kind,
  break_kind,
  at,
});

describe('timesheetRow: scheduled against punched time', () => {
  it('counts a full shift worked on time', () => {
    const row = timesheetRow(shift, [entry('punch_in', START - 300), entry('punch_out', END)], AFTER);
    expect(row).toMatchObject({
      scheduled_minutes: 240,
      punched_minutes: 245,
      paid_minutes: 245,
      late_minutes: 0,
      late_segments: 0,
      missed_segments: 0,
      open: false,
    });
  });

  it.each([
    [START + 59, 1, 239],
    [START + 60, 1, 239],
    [START + 61, 2, 238],
  ])(
    'a punch in at %i is %i minutes late and %i minutes punched (whole minutes, rounded down)',
    (at, late, punched) => {
      const row = timesheetRow(shift, [entry('punch_in', at), entry('punch_out', END)], AFTER);
      expect(row).toMatchObject({ late_minutes: late, punched_minutes: punched, late_segments: 1 });
    },
  );

  it('counts every client-facing segment missed when the tutor never punched in', () => {
    expect(timesheetRow(shift, [], AFTER)).toMatchObject({
      punched_minutes: 0,
      missed_segments: 2,
      late_segments: 0,
    });
  });

  it('counts the segments after an early punch out as missed', () => {
    const row = timesheetRow(shift, [entry('punch_in', START), entry('punch_out', START + 2 * H)], AFTER);
    expect(row).toMatchObject({ missed_segments: 1, punched_minutes: 120 });
  });

  it('does not count a segment as missed before it has ended', () => {
    expect(timesheetRow(shift, [], START + 2 * H - 1).missed_segments).toBe(0);
    expect(timesheetRow(shift, [], START + 2 * H).missed_segments).toBe(1);
  });

  it('runs an open punch to now and says so', () => {
    expect(timesheetRow(shift, [entry('punch_in', START)], START + H)).toMatchObject({
      punched_minutes: 60,
      open: true,
    });
  });
});

describe('timesheetRow: breaks', () => {
  it('sums each kind and leaves the unpaid meal break out of paid time', () => {
    const row = timesheetRow(
      shift,
      [
        entry('punch_in', START),
        brk('break_start', 'rest', START + H),
        brk('break_end', 'rest', START + H + 600),
        brk('break_start', 'meal', START + 2 * H),
        brk('break_end', 'meal', START + 2 * H + 1800),
        brk('break_start', 'bio', START + 3 * H),
        brk('break_end', 'bio', START + 3 * H + 300),
        entry('punch_out', END),
      ],
      AFTER,
    );
    expect(row.break_minutes).toEqual({ rest: 10, meal: 30, bio: 5 });
    expect(row.paid_minutes).toBe(240 - 30);
  });

  it('closes a break left open at the punch out', () => {
    const row = timesheetRow(
      shift,
      [entry('punch_in', START), brk('break_start', 'bio', END - 120), entry('punch_out', END)],
      AFTER,
    );
    expect(row.break_minutes.bio).toBe(2);
  });
});

describe('timesheet: a tutor and pay period from the append-only trail', () => {
  const other: TimesheetShift = {
    ...shift,
    id: 8,
    start_time: START + 7 * 24 * H,
    end_time: END + 7 * 24 * H,
  };

  it('takes the shifts starting in the period, from its first second to before its end', () => {
    const rows = timesheet([other, shift], [], { start: START, end: START + 7 * 24 * H }, AFTER);
    expect(rows.map((r) => r.shift_id)).toEqual([7]);
    expect(timesheet([other, shift], [], { start: START + 1, end: AFTER + 7 * 24 * H }, AFTER)).toHaveLength(
      1,
    );
  });

  it('uses a correction instead of the entry it supersedes, never editing it', () => {
    const original = entry('punch_in', START + 20 * 60);
    const trail = [original, entry('punch_out', END), entry('punch_in', START, { supersedes: original.id })];
    const [row] = timesheet([shift], trail, { start: START, end: AFTER }, AFTER);
    expect(row).toMatchObject({ punch_in: START, late_minutes: 0, late_segments: 0, punched_minutes: 240 });
    expect(original.at).toBe(START + 20 * 60);
  });

  it('drops a voided punch out, leaving the shift open', () => {
    const out = entry('punch_out', END);
    const trail = [
      entry('punch_in', START),
      out,
      { id: nextId++, shift_id: 7, kind: 'void', at: AFTER, supersedes: out.id } as const,
    ];
    const [row] = timesheet([shift], trail, { start: START, end: AFTER }, END + H);
    expect(row).toMatchObject({ punch_out: null, open: true, punched_minutes: 300 });
  });

  it('keeps entries of another shift out of the row', () => {
    const trail = [entry('punch_in', START), entry('punch_in', START - H, { shift_id: 99 })];
    const [row] = timesheet([shift], trail, { start: START, end: AFTER }, START + H);
    expect(row?.punch_in).toBe(START);
  });
});
