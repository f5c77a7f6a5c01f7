import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** A link a student made to let others read one of their sessions. */
export const SharedSession = defineEntity({
  name: 'SharedSession',
  tableName: 'shared_sessions',
  properties: {
    key: p.string().length(64).primary(),
    sessionId: p.integer().index(),
    sharedBy: p.integer(),
    createdAt: p.datetime(),
  },
});
export type SharedSession = InferEntity<typeof SharedSession>;
