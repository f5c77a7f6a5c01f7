import type { AwayReason, ShiftAbsence } from '../../contracts/presence.js';
import { AWAY_REASONS } from '../../contracts/presence.js';

/** The trail's actions for a tutor going away and coming back during a shift. */
export const PRESENCE_TRAIL_ACTIONS = { away: 'presence_away', back: 'presence_back' } as const;

/** A presence entry on a shift's trail, oldest first: its action, when it was written, and its details. */
export interface PresenceTrailEntry {
  action: string;
  /** Unix seconds. */
  at: number;
  details: Readonly<Record<string, unknown>>;
}

/** The shift the trail is of: an absence still open when the shift is over ends with it. */
export interface AbsenceShift {
  id: number;
  user_id: number;
  end_time: number;
  punch_out: number | null;
}

const isReason = (value: unknown): value is AwayReason =>
  typeof value === 'string' && (AWAY_REASONS as readonly string[]).includes(value);

/**
 * The absences a shift's trail records: each "away" opens one from the start its details give, the
 * next "back" closes it when it was written. One still open ends at the punch-out, or at the shift's
 * end once that has passed; otherwise it lasts (`end_time` null). A "back" with nothing open (the
 * tutor went away before punching in) records nothing.
 */
export function shiftAbsences(
  trail: readonly PresenceTrailEntry[],
  shift: AbsenceShift,
  now: number,
): ShiftAbsence[] {
  const absences: ShiftAbsence[] = [];
  let open: ShiftAbsence | null = null;
  for (const entry of trail) {
    if (entry.action === PRESENCE_TRAIL_ACTIONS.away && !open && isReason(entry.details.reason)) {
      const since = typeof entry.details.since === 'number' ? entry.details.since : entry.at;
      open = {
        shift_id: shift.id,
        user_id: shift.user_id,
        reason: entry.details.reason,
        start_time: since,
        end_time: null,
      };
      absences.push(open);
    } else if (entry.action === PRESENCE_TRAIL_ACTIONS.back && open) {
      open.end_time = Math.max(open.start_time, entry.at);
      open = null;
    }
  }
  if (open) {
    const over = shift.punch_out ?? (shift.end_time <= now ? shift.end_time : null);
    if (over !== null) open.end_time = Math.max(open.start_time, over);
  }
  return absences;
}
