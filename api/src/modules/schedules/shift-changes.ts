import type { ShiftStateChange } from '@lantern/shared/contracts/schedules';
import { breakWindow } from '@lantern/shared/domain/shifts/eligible-actions';
import { runningBreak } from '@lantern/shared/domain/shifts/shift-breaks';
import type {
  ShiftStateAction as DomainAction,
  ShiftTransitionAccepted,
} from '@lantern/shared/domain/shifts/shift-transition';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ShiftBreak } from './entities/shift-break.entity.js';
import { fromSeconds, segmentAt, toDomainBreak, toSeconds, toSnapshot } from './schedules.mapper.js';
import type { ShiftRecordSet } from './schedules.repository.js';

/** The state machine's action for an API request; a break without a start asks for the earliest allowed. */
export function toDomainAction(change: ShiftStateChange, now: number): DomainAction {
  const { action } = change;
  if (action === 'schedule_rest_break' || action === 'request_meal_break')
    return { type: action, start_time: change.start_time ?? now };
  // The request schema refuses cancel_break without a break_id; 0 names no break, so it is refused as not found.
  if (action === 'cancel_break') return { type: action, break_id: change.break_id ?? 0 };
  return { type: action };
}

export type StateColumns = { state_id: number; modifier_id: number | null; segment_id: number | null };

export function stateColumns(records: ShiftRecordSet): StateColumns {
  const { state } = records;
  return {
    state_id: state.stateId,
    modifier_id: state.modifierId ?? null,
    segment_id: state.segmentId ?? null,
  };
}

/**
 * Writes an accepted transition onto the shift's rows: the state, the punches on the shift and its
 * segment, and the breaks. The caller holds the state row's lock and flushes.
 */
export function applyTransition(
  em: EntityManager,
  records: ShiftRecordSet,
  transition: ShiftTransitionAccepted,
  now: number,
): void {
  const { shift, state, segments, breaks } = records;
  const at = fromSeconds(now);
  const record = transition.record;
  state.stateId = transition.state_id;
  state.modifierId = transition.modifier_id;
  state.updatedAt = at;

  if (record.event === 'punched_in') {
    const segment = segmentAt(segments, Math.max(now, toSeconds(shift.startTime)));
    shift.punchIn = at;
    if (segment) {
      segment.punchIn = at;
      state.segmentId = segment.id;
    }
  } else if (record.event === 'punched_out') {
    shift.punchOut = at;
    for (const segment of segments) if (segment.punchIn && !segment.punchOut) segment.punchOut = at;
  } else if (record.event === 'bio_break_started') {
    breaks.push(
      em.create(ShiftBreak, {
        shift,
        kind: 'bio',
        status: 'approved',
        requestedAt: at,
        startTime: at,
        startedAt: at,
      }),
    );
  } else if (record.event === 'returned_to_segment') {
    const running = runningBreak(breaks.map(toDomainBreak));
    const entity = breaks.find((candidate) => candidate.id === running?.id);
    if (entity) entity.endedAt = at;
  } else if (record.event === 'break_cancelled') {
    const entity = breaks.find((candidate) => candidate.id === record.break_id);
    if (entity) entity.status = 'cancelled';
  } else if (record.event === 'break_started' || record.event === 'break_ended') {
    const entity = breaks.find((candidate) => candidate.id === record.break_id);
    if (entity && record.event === 'break_started') entity.startedAt = at;
    if (entity && record.event === 'break_ended') entity.endedAt = at;
  } else if (record.event === 'break_planned' && record.break.kind !== 'bio') {
    const window = breakWindow(record.break.kind, toSnapshot(records));
    breaks.push(
      em.create(ShiftBreak, {
        shift,
        kind: record.break.kind,
        status: record.break.status,
        requestedAt: at,
        minStartTime: fromSeconds(window.min_start_time),
        maxStartTime: fromSeconds(window.max_start_time),
        startTime: fromSeconds(record.break.start_time),
        endTime: record.break.end_time === null ? null : fromSeconds(record.break.end_time),
      }),
    );
  }
}
