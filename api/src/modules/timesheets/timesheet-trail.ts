import type { TimesheetBreakKind, TimesheetEntry } from '@lantern/shared/domain/shifts/timesheet-entries';
import type { ShiftEvent } from '../schedules/entities/shift-event.entity.js';
import { toSeconds } from '../schedules/schedules.mapper.js';

/** The trail's action for a manager's correction; its details carry `at` (null: take it out) and `reason`. */
export const CORRECTION_ACTION = 'correction';

/** What a trail entry means for pay, whatever time a correction gives it. */
type PayMeaning =
  { kind: 'punch_in' | 'punch_out' } | { kind: 'break_start' | 'break_end'; break_kind: TimesheetBreakKind };

export interface TimesheetTrail {
  /** Every pay entry on the trail (originals and corrections), by the trail row's id. */
  entries: Map<string, TimesheetEntry>;
  /** Shifts with at least one correction. */
  correctedShifts: Set<number>;
}

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

function meaningOf(
  event: ShiftEvent,
  breakKinds: ReadonlyMap<number, TimesheetBreakKind>,
  openBreak: TimesheetBreakKind | undefined,
): PayMeaning | null {
  const details = event.details;
  switch (details.event) {
    case 'punched_in':
      return { kind: 'punch_in' };
    case 'punched_out':
      return { kind: 'punch_out' };
    case 'bio_break_started':
      return { kind: 'break_start', break_kind: 'bio' };
    case 'returned_to_segment':
      // Returning ends whichever break is running, most often a bio break.
      return openBreak ? { kind: 'break_end', break_kind: openBreak } : null;
    case 'break_started':
    case 'break_ended': {
      const kind = breakKinds.get(Number(details.break_id));
      if (!kind) return null;
      return { kind: details.event === 'break_started' ? 'break_start' : 'break_end', break_kind: kind };
    }
    default:
      return null;
  }
}

/**
 * Reads a shift trail (oldest first) as timesheet entries. A correction takes the pay meaning of
 * the entry it corrects with its own time, or becomes a void when it takes the entry out.
 */
export function readTrail(
  events: readonly ShiftEvent[],
  breakKinds: ReadonlyMap<number, TimesheetBreakKind>,
): TimesheetTrail {
  const entries = new Map<string, TimesheetEntry>();
  const meanings = new Map<string, PayMeaning>();
  const openBreaks = new Map<number, TimesheetBreakKind>();
  const correctedShifts = new Set<number>();

  for (const event of events) {
    const id = String(event.id);
    if (event.action === CORRECTION_ACTION && event.correctsEventId != null) {
      const corrected = String(event.correctsEventId);
      const meaning = meanings.get(corrected);
      const at = event.details.at;
      if (!meaning || (at !== null && typeof at !== 'number')) continue;
      meanings.set(id, meaning);
      correctedShifts.add(event.shiftId);
      const base = { id, shift_id: event.shiftId, supersedes: corrected };
      entries.set(id, at === null ? { ...base, kind: 'void', at: 0 } : { ...base, ...meaning, at });
      continue;
    }
    const meaning = meaningOf(event, breakKinds, openBreaks.get(event.shiftId));
    if (!meaning) continue;
    if (meaning.kind === 'break_start') openBreaks.set(event.shiftId, meaning.break_kind);
    if (meaning.kind === 'break_end') openBreaks.delete(event.shiftId);
    meanings.set(id, meaning);
    entries.set(id, {
      id,
      shift_id: event.shiftId,
      ...meaning,
      at: numberOr(event.details.at, toSeconds(event.at)),
    });
  }
  return { entries, correctedShifts };
}
