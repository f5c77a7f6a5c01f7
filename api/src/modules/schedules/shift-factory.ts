import { INITIAL_SHIFT_STATE_ID, type SegmentTypeName } from '@lantern/shared/domain/shifts/shift-constants';
import {
  punchRoleTypeOfSegment,
  SEGMENT_TYPE_ID,
  segmentTypeMayTakeLiveSessions,
} from '@lantern/shared/domain/shifts/segment-types';
import type { EntityManager } from '@mikro-orm/core';
import type { User } from '../users/entities/user.entity.js';
import { ShiftSegment } from './entities/shift-segment.entity.js';
import { ShiftState } from './entities/shift-state.entity.js';
import { Shift } from './entities/shift.entity.js';

export type ScheduledSegmentType = SegmentTypeName;

/** A segment's type columns as stored: id, name, punch role type and the live-session switch's default. */
export function segmentTypeColumns(type: SegmentTypeName) {
  return {
    typeId: SEGMENT_TYPE_ID[type],
    typeName: type,
    roleType: punchRoleTypeOfSegment(type),
    isSessionable: segmentTypeMayTakeLiveSessions(type),
  };
}

export interface ShiftPlan {
  user: User;
  start: Date;
  /** Back to back from the start, in order. */
  segments: readonly { type: ScheduledSegmentType; minutes: number }[];
  createdAt: Date;
}

/** A scheduled shift in its initial state, as a manager (or the demo world) would create it. */
export function scheduleShift(em: EntityManager, plan: ShiftPlan): Shift {
  const minutes = plan.segments.reduce((sum, segment) => sum + segment.minutes, 0);
  const shift = em.create(Shift, {
    user: plan.user,
    startTime: plan.start,
    endTime: new Date(plan.start.getTime() + minutes * 60_000),
    createdAt: plan.createdAt,
  });
  let cursor = plan.start.getTime();
  for (const segment of plan.segments) {
    const end = cursor + segment.minutes * 60_000;
    em.create(ShiftSegment, {
      shift,
      user: plan.user,
      ...segmentTypeColumns(segment.type),
      startTime: new Date(cursor),
      endTime: new Date(end),
    });
    cursor = end;
  }
  em.create(ShiftState, { shift, stateId: INITIAL_SHIFT_STATE_ID, updatedAt: plan.createdAt });
  return shift;
}
