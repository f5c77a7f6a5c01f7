import { describe, expect, it } from 'vitest';
import type { ShiftEvent } from '../schedules/entities/shift-event.entity.js';
import { readTrail } from './timesheet-trail.js';

const SHIFT = 7;
let nextId = 1;

/** A trail row as the schedules module appends it: the transition's record in `details`. */
function row(details: Record<string, unknown>, extra: Partial<ShiftEvent> = {}): ShiftEvent {
  return {
    id: BigInt(nextId++),
    shiftId: SHIFT,
    tutorUserId: 3,
    actorUserId: 3,
    actingAsUserId: 3,
    actingAsRole: 'tutor',
    at: new Date(0),
    app: 'console',
    action: 'state_change',
    before: null,
    after: null,
    details,
    correctsEventId: null,
    ...extra,
  };
}

const correction = (of: ShiftEvent, at: number | null) =>
  row({ at, reason: 'why' }, { action: 'correction', correctsEventId: of.id });

describe('readTrail', () => {
  it('should read punches and breaks, ending the running break on a return to the segment', () => {
    const events = [
      row({ event: 'punched_in', at: 100, minutes_late: 0 }),
      row({ event: 'break_started', at: 200, break_id: 9 }),
      row({ event: 'returned_to_segment', at: 300 }),
      row({ event: 'break_planned', at: 310 }),
      row({ event: 'punched_out', at: 400, forced: false }),
    ];
    const trail = readTrail(events, new Map([[9, 'rest']]));
    expect(
      [...trail.entries.values()].map((e) => [e.kind, 'break_kind' in e ? e.break_kind : null, e.at]),
    ).toEqual([
      ['punch_in', null, 100],
      ['break_start', 'rest', 200],
      ['break_end', 'rest', 300],
      ['punch_out', null, 400],
    ]);
    expect(trail.correctedShifts.size).toBe(0);
  });

  it("should give a correction the corrected entry's meaning, through a correction of a correction", () => {
    const punchIn = row({ event: 'punched_in', at: 100, minutes_late: 0 });
    const first = correction(punchIn, 60);
    const voided = correction(first, null);
    const retimed = correction(voided, 50);
    const trail = readTrail([punchIn, first, voided, retimed], new Map());
    expect(trail.entries.get(String(first.id))).toMatchObject({
      kind: 'punch_in',
      at: 60,
      supersedes: String(punchIn.id),
    });
    expect(trail.entries.get(String(voided.id))).toMatchObject({
      kind: 'void',
      supersedes: String(first.id),
    });
    expect(trail.entries.get(String(retimed.id))).toMatchObject({
      kind: 'punch_in',
      at: 50,
      supersedes: String(voided.id),
    });
    expect(trail.correctedShifts).toEqual(new Set([SHIFT]));
  });

  it('should not read a correction of something that is not pay data', () => {
    const approved = row({ event: 'break_approved', break_id: 9 });
    const trail = readTrail([approved, correction(approved, 60)], new Map());
    expect(trail.entries.size).toBe(0);
    expect(trail.correctedShifts.size).toBe(0);
  });
});
