import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';

/** A tutor's shift: the scheduled span; its segments say what the tutor does when. */
export const Shift = defineEntity({
  name: 'Shift',
  tableName: 'shifts',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).index(),
    startTime: p.datetime().index(),
    endTime: p.datetime(),
    scheduleTypeId: p.integer().default(1),
    punchIn: p.datetime().nullable(),
    punchOut: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
export type Shift = InferEntity<typeof Shift>;
