import { AWAY_REASONS } from '@lantern/shared/contracts/presence';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';

/**
 * Whether a tutor is at their console, as every API instance reads it: present while `awayReason`
 * is null. A row exists once a console of the tutor's has reported; a tutor without one (an older
 * console, or one who never opened it) counts as present, as before presence existed.
 */
export const TutorPresence = defineEntity({
  name: 'TutorPresence',
  tableName: 'tutor_presence',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    awayReason: p.enum(AWAY_REASONS).nullable(),
    /** When the absence began, as the console saw it (its last input); null while present. */
    awaySince: p.datetime().nullable(),
    /** When the server last changed the row: the moment the tutor was marked away, or back. */
    changedAt: p.datetime(),
  },
});
export type TutorPresence = InferEntity<typeof TutorPresence>;
