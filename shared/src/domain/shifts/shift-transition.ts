import type { BreakKind } from './segment-types.js';
import type { BreakStatus } from './shift-breaks.js';
import type { ShiftStateId } from './shift-constants.js';
import type { ShiftRefusal } from './shift-refusals.js';
import type { ShiftModifierId } from './shift-states.js';

/** What the tutor does, and what time does on its own (the timed ones run as jobs on the server). */
export type ShiftStateAction =
  | { type: 'punch_in' }
  | { type: 'punch_out' }
  | { type: 'start_bio_break' }
  | { type: 'return_to_segment' }
  | { type: 'schedule_rest_break'; start_time: number }
  | { type: 'request_meal_break'; start_time: number }
  | { type: 'cancel_break'; break_id: number | string }
  /** The sessions open when a bio break was asked for have closed. */
  | { type: 'bio_break_activity_cleared' }
  | { type: 'break_begins'; break_id: number | string }
  | { type: 'break_ends'; break_id: number | string }
  | { type: 'mark_mia' }
  | { type: 'force_out' };

export type ShiftActionType = ShiftStateAction['type'];

export interface ShiftContext {
  /** Tutor-manager shifts are clocked elsewhere. */
  isTutorManagerShift: boolean;
  /** Whether the segment being punched into may be punched into (see segmentTypeMayPunchIn). */
  segmentTypeMayPunchIn: boolean;
  /** Live sessions the tutor still has open; a bio break waits on hold for them. */
  openSessionCount: number;
}

export interface PlannedBreak {
  kind: BreakKind | 'bio';
  status: BreakStatus;
  start_time: number;
  end_time: number | null;
}

/** What to append to the shift's audit trail for this transition. */
export type ShiftRecord =
  | { event: 'punched_in'; at: number; minutes_late: number }
  | { event: 'punched_out'; at: number; forced: boolean }
  | { event: 'bio_break_started'; at: number; break: PlannedBreak }
  | { event: 'bio_break_activity_cleared'; at: number }
  | { event: 'returned_to_segment'; at: number }
  | { event: 'break_planned'; at: number; break: PlannedBreak }
  | { event: 'break_cancelled'; at: number; break_id: number | string }
  | { event: 'break_started'; at: number; break_id: number | string }
  | { event: 'break_ended'; at: number; break_id: number | string }
  | { event: 'marked_mia'; at: number };

export interface ShiftTransitionAccepted {
  ok: true;
  state_id: ShiftStateId;
  modifier_id: ShiftModifierId | null;
  record: ShiftRecord;
}

export type ShiftTransition = ShiftTransitionAccepted | ShiftRefusal;
