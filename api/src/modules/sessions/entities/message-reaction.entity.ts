import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { REACTION_EMOJIS } from '@lantern/shared/contracts/sessions';

/** One person's reaction to a message; a second identical one is the same row. */
export const MessageReaction = defineEntity({
  name: 'MessageReaction',
  tableName: 'message_reactions',
  properties: {
    messageId: p.bigint('number').primary(),
    userId: p.integer().primary(),
    emoji: p.enum(REACTION_EMOJIS).primary(),
    createdAt: p.datetime(),
  },
});
export type MessageReaction = InferEntity<typeof MessageReaction>;
