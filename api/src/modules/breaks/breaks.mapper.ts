import type {
  BioBreakRow,
  BreakRequestItem,
  ShiftSummaryRow,
  TutorSummary,
} from '@lantern/shared/contracts/breaks';
import type { ShiftBreak } from '../schedules/entities/shift-break.entity.js';
import type { ShiftSegment } from '../schedules/entities/shift-segment.entity.js';
import type { ShiftState } from '../schedules/entities/shift-state.entity.js';
import type { User } from '../users/entities/user.entity.js';
import { segmentAt, toSeconds } from '../schedules/schedules.mapper.js';

export function toTutor(user: User): TutorSummary {
  return { id: user.id, first_name: user.firstName, last_name: user.lastName };
}

/** A rest or meal break request; `status` overrides the loaded one after a conditional update. */
export function toBreakRequestItem(
  entity: ShiftBreak,
  stateId: number,
  status: ShiftBreak['status'] = entity.status,
): BreakRequestItem {
  if (entity.kind === 'bio') throw new Error(`Break ${entity.id} is a bio break, not a request`);
  const { shift } = entity;
  return {
    id: entity.id,
    kind: entity.kind,
    status,
    start_time: toSeconds(entity.startTime),
    end_time: entity.endTime ? toSeconds(entity.endTime) : null,
    requested_at: toSeconds(entity.requestedAt),
    user: toTutor(shift.user),
    shift: {
      id: shift.id,
      start_time: toSeconds(shift.startTime),
      end_time: toSeconds(shift.endTime),
      state_id: stateId,
    },
  };
}

export function toBioBreakRow(state: ShiftState, running: ShiftBreak | undefined): BioBreakRow {
  return {
    shift_id: state.shift.id,
    user: toTutor(state.shift.user),
    state_id: state.stateId,
    started_at: running?.startedAt ? toSeconds(running.startedAt) : null,
  };
}

export function toSummaryRow(
  state: ShiftState,
  segments: readonly ShiftSegment[],
  now: number,
): ShiftSummaryRow {
  const { shift } = state;
  const segment = segmentAt(segments, Math.max(now, toSeconds(shift.startTime)));
  return {
    shift_id: shift.id,
    user: toTutor(shift.user),
    start_time: toSeconds(shift.startTime),
    end_time: toSeconds(shift.endTime),
    state_id: state.stateId,
    modifier_id: state.modifierId ?? null,
    punch_in: shift.punchIn ? toSeconds(shift.punchIn) : null,
    segment_type: segment?.typeName ?? null,
  };
}
