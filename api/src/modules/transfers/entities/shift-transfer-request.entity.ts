import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { ShiftSegment } from '../../schedules/entities/shift-segment.entity.js';
import { User } from '../../users/entities/user.entity.js';

/**
 * A tutor offering one of their segments to the others (the spec's transfer request, state 1 pending,
 * 2 completed, 3 cancelled). Once completed it is also the spec's shift transfer: the segment, who
 * offered it and who took it.
 */
export const ShiftTransferRequest = defineEntity({
  name: 'ShiftTransferRequest',
  tableName: 'shift_transfer_requests',
  properties: {
    id: p.integer().primary(),
    // A segment a manager deletes takes its offers with it: there is nothing left to transfer.
    segment: () => p.manyToOne(ShiftSegment).index().deleteRule('cascade'),
    stateId: p.integer(),
    requestedBy: () => p.manyToOne(User),
    transferredTo: () => p.manyToOne(User).nullable(),
    createdAt: p.datetime(),
    resolvedAt: p.datetime().nullable(),
  },
});
export type ShiftTransferRequest = InferEntity<typeof ShiftTransferRequest>;
