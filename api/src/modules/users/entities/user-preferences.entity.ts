import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from './user.entity.js';

/** Saved only once someone changes a preference; until then the contract's defaults apply. */
export const UserPreferences = defineEntity({
  name: 'UserPreferences',
  tableName: 'user_preferences',
  properties: {
    user: () => p.oneToOne(User).primary().owner(),
    isBreakChimesEnabled: p.boolean().default(true),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type UserPreferences = InferEntity<typeof UserPreferences>;
