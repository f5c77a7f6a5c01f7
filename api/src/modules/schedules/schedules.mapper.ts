import type {
  BreakRequestView,
  ShiftSegmentView,
  ShiftStateView,
  ShiftStatus,
} from '@lantern/shared/contracts/schedules';
import { eligibleShiftActions, type ShiftSnapshot } from '@lantern/shared/domain/shifts/eligible-actions';
import { punchButton, segmentTypeMayPunchIn } from '@lantern/shared/domain/shifts/punch-button';
import { isClientFacingSegmentType, segmentStatus } from '@lantern/shared/domain/shifts/segment-status';
import type { ShiftBreak as DomainBreak } from '@lantern/shared/domain/shifts/shift-breaks';
import type { ShiftContext } from '@lantern/shared/domain/shifts/shift-transition';
import type { ShiftBreak } from './entities/shift-break.entity.js';
import type { ShiftSegment } from './entities/shift-segment.entity.js';
import type { ShiftRecordSet } from './schedules.repository.js';

const TUTOR_MANAGER_SEGMENT = 'Tutor Manager';

export const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const toSecondsOrNull = (date: Date | null | undefined) => (date ? toSeconds(date) : null);
export const fromSeconds = (seconds: number) => new Date(seconds * 1000);

/** The segment the tutor is in at `now`, or the next one; null once the last has ended. */
export function segmentAt(segments: readonly ShiftSegment[], now: number): ShiftSegment | null {
  return segments.find((segment) => toSeconds(segment.endTime) > now) ?? null;
}

export function toDomainBreak(entity: ShiftBreak): DomainBreak {
  return {
    id: entity.id,
    kind: entity.kind,
    status: entity.status,
    start_time: toSeconds(entity.startTime),
    end_time: toSecondsOrNull(entity.endTime),
    started_at: toSecondsOrNull(entity.startedAt),
    ended_at: toSecondsOrNull(entity.endedAt),
  };
}

export function toSnapshot(records: ShiftRecordSet): ShiftSnapshot {
  return {
    start_time: toSeconds(records.shift.startTime),
    end_time: toSeconds(records.shift.endTime),
    state_id: records.state.stateId,
    breaks: records.breaks.map(toDomainBreak),
  };
}

/** What the state machine needs to know besides the shift's times and breaks. */
export function shiftContext(records: ShiftRecordSet, now: number): ShiftContext {
  const segment = segmentAt(records.segments, Math.max(now, toSeconds(records.shift.startTime)));
  return {
    isTutorManagerShift: records.segments.some((s) => s.typeName === TUTOR_MANAGER_SEGMENT),
    segmentTypeMayPunchIn: segment !== null && segmentTypeMayPunchIn(segment.typeId),
    // Live sessions are not built yet, so no tutor has one open to wait for.
    openSessionCount: 0,
  };
}

function toSegmentView(segment: ShiftSegment, shiftId: number, now: number): ShiftSegmentView {
  const timing = {
    start_time: toSeconds(segment.startTime),
    end_time: toSeconds(segment.endTime),
    punch_in: toSecondsOrNull(segment.punchIn),
    punch_out: toSecondsOrNull(segment.punchOut),
  };
  return {
    id: segment.id,
    shift_id: shiftId,
    user_id: segment.user.id,
    type: { id: segment.typeId, name: segment.typeName },
    role_type: segment.roleType,
    ...timing,
    status: segmentStatus({ ...timing, clientFacing: isClientFacingSegmentType(segment.typeName) }, now),
    is_sessionable: segment.isSessionable,
  };
}

function toBreakView(entity: ShiftBreak): BreakRequestView {
  return {
    id: entity.id,
    kind: entity.kind,
    status: entity.status,
    start_time: toSeconds(entity.startTime),
    end_time: toSecondsOrNull(entity.endTime),
  };
}

export function toStateView(records: ShiftRecordSet, now: number): ShiftStateView {
  const actions = eligibleShiftActions(toSnapshot(records), now);
  const eligible: ShiftStateView['eligible_actions'] = {};
  for (const [name, action] of Object.entries(actions) as [
    keyof typeof actions,
    (typeof actions)[keyof typeof actions],
  ][]) {
    if (action)
      eligible[name] = {
        min_start_time: action.min_start_time ?? null,
        max_start_time: action.max_start_time ?? null,
      };
  }
  return {
    state_id: records.state.stateId,
    segment_id: records.state.segmentId ?? null,
    modifier_id: records.state.modifierId ?? null,
    eligible_actions: eligible,
  };
}

export function toShiftStatus(records: ShiftRecordSet, now: number): ShiftStatus {
  const { shift, segments, breaks } = records;
  const snapshot = toSnapshot(records);
  const context = shiftContext(records, now);
  const pending = breaks.find((entity) => entity.kind !== 'bio' && entity.status === 'pending');
  return {
    shift: {
      id: shift.id,
      user_id: shift.user.id,
      start_time: snapshot.start_time,
      end_time: snapshot.end_time,
      state_id: snapshot.state_id,
      schedule_type_id: shift.scheduleTypeId,
      punch_in: toSecondsOrNull(shift.punchIn),
      punch_out: toSecondsOrNull(shift.punchOut),
      shift_segments: segments.map((segment) => toSegmentView(segment, shift.id, now)),
      pending_break_request: pending ? toBreakView(pending) : null,
      planned_breaks: breaks
        .filter(
          (entity) => entity.kind !== 'bio' && (entity.status === 'pending' || entity.status === 'approved'),
        )
        .map(toBreakView),
    },
    state: toStateView(records, now),
    punch_button: punchButton({
      shift: snapshot,
      isTutorManagerShift: context.isTutorManagerShift,
      segmentTypeMayPunchIn: context.segmentTypeMayPunchIn,
      now,
    }),
    server_time: now,
  };
}
