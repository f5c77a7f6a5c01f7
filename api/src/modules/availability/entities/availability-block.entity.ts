import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';

/**
 * A recurring weekly block: the tutor's usual hours, from which a week's availabilities are
 * filled in. Minutes are counted from midnight of the day, New York time, as weeks are.
 */
export const AvailabilityBlock = defineEntity({
  name: 'AvailabilityBlock',
  tableName: 'availability_blocks',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).index(),
    /** 0 Sunday … 6 Saturday. */
    dayOfWeek: p.smallint(),
    startMinute: p.smallint(),
    endMinute: p.smallint(),
  },
});
export type AvailabilityBlock = InferEntity<typeof AvailabilityBlock>;
