import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Shift } from './shift.entity.js';

/**
 * Where a shift is in the state machine, one row per shift. Every change locks this row first
 * (SELECT ... FOR UPDATE), so two devices acting at once are applied one after the other.
 */
export const ShiftState = defineEntity({
  name: 'ShiftState',
  tableName: 'shift_states',
  properties: {
    shift: () => p.oneToOne(Shift).primary().owner(),
    stateId: p.integer(),
    segmentId: p.integer().nullable(),
    modifierId: p.integer().nullable(),
    updatedAt: p.datetime(),
  },
});
export type ShiftState = InferEntity<typeof ShiftState>;
