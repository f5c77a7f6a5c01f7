import { ErrorCode } from '@lantern/shared/contracts/errors';
import { isUntouched, type LayoutIssue, type Span } from '@lantern/shared/domain/shifts/shift-layout';
import { AppError, ValidationFailed } from '../../platform/http/app-error.js';
import type { ShiftBreak } from './entities/shift-break.entity.js';
import type { ShiftSegment } from './entities/shift-segment.entity.js';
import { toSeconds } from './schedules.mapper.js';
import type { ShiftRecordSet } from './schedules.repository.js';

// A locked shift's records as managers' edits read and check them.

export /** A shift's layout as the trail records it before and after a manager's edit. */
type Layout = Span & { segments: (Span & { id: number; type: string; is_sessionable: boolean })[] };

export const byStart = (a: ShiftSegment, b: ShiftSegment) => a.startTime.getTime() - b.startTime.getTime();

/** A rest or meal break still on the books: it was placed in the shift's time. */
export const isBooked = (entity: ShiftBreak) =>
  entity.kind !== 'bio' && (entity.status === 'pending' || entity.status === 'approved');

export function punchInOf(records: ShiftRecordSet): number | null {
  return records.shift.punchIn ? toSeconds(records.shift.punchIn) : null;
}

export function segmentOf(records: ShiftRecordSet, segmentId: number): ShiftSegment {
  const segment = records.segments.find((candidate) => candidate.id === segmentId);
  if (!segment) throw new AppError(404, ErrorCode.notFound, 'No such segment in this shift');
  return segment;
}

export function untouchedSegment(records: ShiftRecordSet, segmentId: number, now: number): ShiftSegment {
  const segment = segmentOf(records, segmentId);
  const punchIn = segment.punchIn ? toSeconds(segment.punchIn) : null;
  if (!isUntouched({ start_time: toSeconds(segment.startTime), punch_in: punchIn }, now))
    throw new AppError(
      409,
      ErrorCode.shiftNotEditable,
      'This segment has started or been punched into and can no longer be changed',
    );
  return segment;
}

export function layoutOf(records: ShiftRecordSet): Layout {
  return {
    start_time: toSeconds(records.shift.startTime),
    end_time: toSeconds(records.shift.endTime),
    segments: records.segments.map((segment) => ({
      id: segment.id,
      type: segment.typeName,
      is_sessionable: segment.isSessionable,
      start_time: toSeconds(segment.startTime),
      end_time: toSeconds(segment.endTime),
    })),
  };
}

/** A 400 naming each field: `end_time`, or a segment's field under `prefix(index)` when there is one. */
export function layoutError(
  issues: LayoutIssue[],
  prefix: (segment: number) => string | null,
): ValidationFailed {
  return new ValidationFailed(
    issues.map((issue) => {
      const path = issue.segment === null ? null : prefix(issue.segment);
      return {
        field: path ? `${path}.${issue.field}` : issue.field,
        rule: issue.rule,
        message: issue.message,
      };
    }),
  );
}
