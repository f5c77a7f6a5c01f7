import { CONTENT_HOLD_STATES, CONTENT_KINDS } from '@lantern/shared/contracts/superuser';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';

/**
 * A session or essay a superuser hid or quarantined. Kept apart from the sessions and essays
 * tables so a hold names either kind the same way, and lifting it leaves no trace on the content.
 */
export const ContentHold = defineEntity({
  name: 'ContentHold',
  tableName: 'content_holds',
  properties: {
    kind: p.enum(CONTENT_KINDS).primary(),
    targetId: p.integer().primary(),
    state: p.enum(CONTENT_HOLD_STATES),
    reason: p.string().length(500).default(''),
    heldBy: () => p.manyToOne(User),
    heldAt: p.datetime().index(),
  },
});
export type ContentHold = InferEntity<typeof ContentHold>;
