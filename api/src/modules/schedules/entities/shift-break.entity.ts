import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Shift } from './shift.entity.js';

export const BREAK_KINDS = ['bio', 'rest', 'meal'] as const;
export const BREAK_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;

/** A break within a shift: bio breaks start at once; rest and meal breaks are booked for a start time. */
export const ShiftBreak = defineEntity({
  name: 'ShiftBreak',
  tableName: 'shift_breaks',
  properties: {
    id: p.integer().primary(),
    shift: () => p.manyToOne(Shift).index(),
    kind: p.enum(BREAK_KINDS),
    status: p.enum(BREAK_STATUSES),
    requestedAt: p.datetime(),
    /** The window the start had to fall in, from the shift state's eligible actions when requested. */
    minStartTime: p.datetime().nullable(),
    maxStartTime: p.datetime().nullable(),
    /** The planned start and end; a bio break has no planned end. */
    startTime: p.datetime(),
    endTime: p.datetime().nullable(),
    /** When it really began and ended: the pay data. */
    startedAt: p.datetime().nullable(),
    endedAt: p.datetime().nullable(),
  },
});
export type ShiftBreak = InferEntity<typeof ShiftBreak>;
