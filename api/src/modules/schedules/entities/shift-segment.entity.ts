import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';
import { Shift } from './shift.entity.js';

/**
 * One stretch of a shift with one kind of work. The type's id and name are kept together, as the
 * schedule service sends them; the role type says where punching in leads (1 classroom, 2 review center).
 * `isSessionable` is the segment's live-session switch: set from its type when the segment is made
 * or retyped (on for tutoring), then a manager's to change.
 */
export const ShiftSegment = defineEntity({
  name: 'ShiftSegment',
  tableName: 'shift_segments',
  properties: {
    id: p.integer().primary(),
    shift: () => p.manyToOne(Shift).index(),
    user: () => p.manyToOne(User),
    typeId: p.integer(),
    typeName: p.string().length(40),
    roleType: p.integer(),
    isSessionable: p.boolean().default(false),
    startTime: p.datetime(),
    endTime: p.datetime(),
    punchIn: p.datetime().nullable(),
    punchOut: p.datetime().nullable(),
  },
});
export type ShiftSegment = InferEntity<typeof ShiftSegment>;
