import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';

/**
 * The tutor confirmed what they offer for a week (possibly nothing). A row per tutor and week;
 * changing that week's availability afterwards removes it, so a confirmation always describes
 * what is saved.
 */
export const AvailabilityWeekConfirmation = defineEntity({
  name: 'AvailabilityWeekConfirmation',
  tableName: 'availability_week_confirmations',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User),
    weekStart: p.datetime(),
    confirmedAt: p.datetime(),
  },
  uniques: [{ properties: ['user', 'weekStart'] }],
});
export type AvailabilityWeekConfirmation = InferEntity<typeof AvailabilityWeekConfirmation>;
