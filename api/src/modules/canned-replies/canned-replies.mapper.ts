import type { CannedReply as CannedReplyView } from '@lantern/shared/contracts/canned-replies';
import { mayWriteScope } from '@lantern/shared/domain/canned-replies/canned-replies';
import type { Actor } from '../access/access.service.js';
import type { CannedReply } from './entities/canned-reply.entity.js';

/** A snippet as `reader` sees it: their own personal ones only ever reach them. */
export function toCannedReply(reply: CannedReply, reader: Pick<Actor, 'userId' | 'role'>): CannedReplyView {
  return {
    id: reply.id,
    shortcut: reply.shortcut,
    title: reply.title,
    text: reply.text,
    language: reply.language as CannedReplyView['language'],
    scope: reply.scope as CannedReplyView['scope'],
    editable: mayWriteScope(reader.role, reply.scope as CannedReplyView['scope']),
    updated_at: Math.floor(reply.updatedAt.getTime() / 1000),
  };
}
