import type { StoredActionItemContent } from '@lantern/shared/domain/action-items/content-v2';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';

/**
 * The spec's action item: something a platform manager must look at (type 1 long essay review,
 * 2 inappropriate classroom behaviour, 3 inappropriate essay behaviour). `content` is versioned
 * JSON (`{version, actionable_item_type, data}`; rows older than version 2.0 are converted when
 * read, see toContentV2); the action center lists open ones (not resolved).
 */
export const ActionItem = defineEntity({
  name: 'ActionItem',
  tableName: 'action_items',
  indexes: [{ properties: ['resolvedAt', 'typeId', 'createdAt'] }],
  properties: {
    id: p.integer().primary(),
    typeId: p.integer(),
    content: p.json<StoredActionItemContent>(),
    pickedUpAt: p.datetime().nullable(),
    pickedUpUser: () => p.manyToOne(User).nullable().deleteRule('set null'),
    actionTypeId: p.integer().nullable(),
    resolvedAt: p.datetime().nullable(),
    tags: p.array().default([]),
    /** The chat message a classroom item is about: one item per message, however often it is raised. */
    messageId: p.bigint('number').nullable().unique(),
    /** A safety drill's item: shown as a test everywhere and never counted in any statistics. */
    drill: p.boolean().default(false),
    createdAt: p.datetime(),
  },
});
export type ActionItem = InferEntity<typeof ActionItem>;
