import { isUntouched } from './shift-layout.js';

/** The spec's shift quick-edit steps of the managers' schedule. */
export const QUICK_EDIT_STEPS = [
  'none',
  'creating',
  'editing',
  'extending',
  'deleting',
  'filtering',
] as const;
export type QuickEditStep = (typeof QUICK_EDIT_STEPS)[number];

interface EditableSegment {
  id: number;
  start_time: number;
  punch_in: number | null;
}

export interface EditableShift {
  start_time: number;
  punch_in: number | null;
  punch_out: number | null;
  shift_segments: readonly EditableSegment[];
}

export interface SegmentEdits {
  /** Its type and times may change. */
  edit: boolean;
  delete: boolean;
}

export interface ShiftEdits {
  extend: boolean;
  delete: boolean;
  segments: ReadonlyMap<number, SegmentEdits>;
}

/**
 * Which quick edits a manager may make on a shift at `now`, as the server will judge them: nothing
 * that has started or been punched into changes (it is pay data), a shift punched out is over and
 * cannot be extended, and a shift keeps at least one segment (delete the shift instead).
 */
export function shiftQuickEdits(shift: EditableShift, now: number): ShiftEdits {
  const lastSegment = shift.shift_segments.length === 1;
  return {
    extend: shift.punch_out === null,
    delete: isUntouched(shift, now),
    segments: new Map(
      shift.shift_segments.map((segment) => {
        const untouched = isUntouched(segment, now);
        return [segment.id, { edit: untouched, delete: untouched && !lastSegment }];
      }),
    ),
  };
}
