import { minutesLate } from './shift-timing.js';
import { effectiveEntries, type TimesheetBreakKind, type TimesheetEntry } from './timesheet-entries.js';

export interface TimesheetSegment {
  start_time: number;
  end_time: number;
  /** Only client-facing work segments count as late or missed. */
  clientFacing: boolean;
}

export interface TimesheetShift {
  id: number | string;
  start_time: number;
  end_time: number;
  segments: readonly TimesheetSegment[];
}

export interface TimesheetRow {
  shift_id: number | string;
  start_time: number;
  end_time: number;
  punch_in: number | null;
  punch_out: number | null;
  scheduled_minutes: number;
  punched_minutes: number;
  break_minutes: Record<TimesheetBreakKind, number>;
  /** Punched time less unpaid (meal) breaks; rest and bio breaks are paid. */
  paid_minutes: number;
  late_minutes: number;
  late_segments: number;
  missed_segments: number;
  /** Still punched in at `now`: the punched time runs to `now`. */
  open: boolean;
}

export interface PayPeriod {
  start: number;
  end: number;
}

// Whole minutes, rounded down: part of a minute is not paid as a minute.
const minutes = (seconds: number) => Math.floor(Math.max(0, seconds) / 60);

function breakSeconds(entries: readonly TimesheetEntry[], kind: TimesheetBreakKind, closeAt: number): number {
  let total = 0;
  let startedAt: number | null = null;
  for (const entry of entries) {
    if (!('break_kind' in entry) || entry.break_kind !== kind) continue;
    if (entry.kind === 'break_start' && startedAt === null) startedAt = entry.at;
    if (entry.kind === 'break_end' && startedAt !== null) {
      total += entry.at - startedAt;
      startedAt = null;
    }
  }
  return startedAt === null ? total : total + Math.max(0, closeAt - startedAt);
}

function segmentCounts(shift: TimesheetShift, punchIn: number | null, punchOut: number, now: number) {
  let late = 0;
  let missed = 0;
  for (const segment of shift.segments) {
    if (!segment.clientFacing || segment.start_time > now) continue;
    const worked = punchIn !== null && punchIn < segment.end_time && punchOut > segment.start_time;
    if (!worked && segment.end_time <= now) missed += 1;
    else if (worked && punchIn > segment.start_time) late += 1;
  }
  return { late, missed };
}

/** One shift's line from its entries (already the effective ones, oldest first). */
export function timesheetRow(
  shift: TimesheetShift,
  entries: readonly TimesheetEntry[],
  now: number,
): TimesheetRow {
  const punchIns = entries.filter((e) => e.kind === 'punch_in').map((e) => e.at);
  const punchOuts = entries.filter((e) => e.kind === 'punch_out').map((e) => e.at);
  const punchIn = punchIns.length ? Math.min(...punchIns) : null;
  const punchOut = punchOuts.length ? Math.max(...punchOuts) : null;
  const open = punchIn !== null && punchOut === null;
  const until = punchOut ?? now;
  const breaks = {
    rest: minutes(breakSeconds(entries, 'rest', until)),
    meal: minutes(breakSeconds(entries, 'meal', until)),
    bio: minutes(breakSeconds(entries, 'bio', until)),
  };
  const punched = punchIn === null ? 0 : minutes(until - punchIn);
  const { late, missed } = segmentCounts(shift, punchIn, until, now);
  return {
    shift_id: shift.id,
    start_time: shift.start_time,
    end_time: shift.end_time,
    punch_in: punchIn,
    punch_out: punchOut,
    scheduled_minutes: minutes(shift.end_time - shift.start_time),
    punched_minutes: punched,
    break_minutes: breaks,
    paid_minutes: Math.max(0, punched - breaks.meal),
    late_minutes: punchIn === null ? 0 : minutesLate(shift.start_time, punchIn),
    late_segments: late,
    missed_segments: missed,
    open,
  };
}

/**
 * A tutor's timesheet for a pay period: one row per shift starting in the period, built from
 * the effective entries of the append-only trail, ordered by start.
 */
export function timesheet(
  shifts: readonly TimesheetShift[],
  entries: readonly TimesheetEntry[],
  period: PayPeriod,
  now: number,
): TimesheetRow[] {
  const standing = effectiveEntries(entries).toSorted((a, b) => a.at - b.at);
  return shifts
    .filter((s) => s.start_time >= period.start && s.start_time < period.end)
    .toSorted((a, b) => a.start_time - b.start_time)
    .map((shift) =>
      timesheetRow(
        shift,
        standing.filter((e) => e.shift_id === shift.id),
        now,
      ),
    );
}
