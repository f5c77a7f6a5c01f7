import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';

/** A snippet a tutor inserts into the classroom composer by its shortcut. */
export const CannedReply = defineEntity({
  name: 'CannedReply',
  tableName: 'canned_replies',
  indexes: [{ properties: ['scope', 'owner'] }],
  properties: {
    id: p.integer().primary(),
    /** 'personal' | 'team' | 'global' (`CANNED_REPLY_SCOPES`). */
    scope: p.text(),
    /** The tutor a personal snippet belongs to; null for the shared ones. Their snippets leave with them. */
    owner: () => p.manyToOne(User).nullable().deleteRule('cascade'),
    shortcut: p.text(),
    title: p.text(),
    text: p.text(),
    /** 'en' | 'es' | 'fr' (`CANNED_REPLY_LANGUAGES`). */
    language: p.text(),
    updatedAt: p.datetime(),
  },
});
export type CannedReply = InferEntity<typeof CannedReply>;
