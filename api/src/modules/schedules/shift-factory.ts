import {
  INITIAL_SHIFT_STATE_ID,
  SEGMENT_TYPE_IDS,
  type SegmentTypeName,
} from '@lantern/shared/domain/shifts/shift-constants';
import { punchRoleTypeOfSegment } from '@lantern/shared/domain/shifts/segment-types';
import type { EntityManager } from '@mikro-orm/core';
import type { User } from '../users/entities/user.entity.js';
import { ShiftSegment } from './entities/shift-segment.entity.js';
import { ShiftState } from './entities/shift-state.entity.js';
import { Shift } from './entities/shift.entity.js';

/** Segment type ids: the spec fixes essay review 2, paid (rest) break 11 and unpaid (meal) break 12. */
export const SEGMENT_TYPE_ID = {
  'Tutoring Session': 1,
  'Essay Review': SEGMENT_TYPE_IDS.ESSAY_REVIEW,
  'Writing Review': 3,
  'Tutor Manager': 4,
  Training: 6,
  Meeting: 10,
  'Paid Break': SEGMENT_TYPE_IDS.REST_BREAK,
  'Unpaid Break': SEGMENT_TYPE_IDS.MEAL_BREAK,
} as const satisfies Partial<Record<SegmentTypeName, number>>;
export type ScheduledSegmentType = keyof typeof SEGMENT_TYPE_ID;

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
      typeId: SEGMENT_TYPE_ID[segment.type],
      typeName: segment.type,
      roleType: punchRoleTypeOfSegment(segment.type),
      startTime: new Date(cursor),
      endTime: new Date(end),
    });
    cursor = end;
  }
  em.create(ShiftState, { shift, stateId: INITIAL_SHIFT_STATE_ID, updatedAt: plan.createdAt });
  return shift;
}
