import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';

/**
 * A span a tutor offers to work. Deleting keeps the row (`isDeleted`), as the spec's items carry
 * the flag, so a manager can see what was withdrawn.
 */
export const Availability = defineEntity({
  name: 'Availability',
  tableName: 'availabilities',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User),
    startTime: p.datetime(),
    endTime: p.datetime(),
    isConfirmed: p.boolean().default(false),
    isDeleted: p.boolean().default(false),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
  indexes: [{ properties: ['user', 'startTime'] }],
});
export type Availability = InferEntity<typeof Availability>;
