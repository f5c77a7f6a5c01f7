import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** A message someone kept to find again (the spec's bookmarks, 10 a page). */
export const MessageBookmark = defineEntity({
  name: 'MessageBookmark',
  tableName: 'message_bookmarks',
  indexes: [{ properties: ['userId', 'createdAt'] }],
  properties: {
    messageId: p.bigint('number').primary(),
    userId: p.integer().primary(),
    sessionId: p.integer(),
    createdAt: p.datetime(),
  },
});
export type MessageBookmark = InferEntity<typeof MessageBookmark>;
