import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { StoredFile } from '@lantern/shared/contracts/files';
import { MESSAGE_KINDS } from '@lantern/shared/contracts/sessions';
import { LiveSession } from './live-session.entity.js';

/**
 * One message of a session, stored once: (session, client id) is unique, so a message sent again
 * after a lost acknowledgement finds the first copy instead of making a second.
 */
export const SessionMessage = defineEntity({
  name: 'SessionMessage',
  tableName: 'session_messages',
  uniques: [{ properties: ['session', 'seq'] }, { properties: ['session', 'clientId'] }],
  properties: {
    id: p.bigint('number').primary(),
    session: () => p.manyToOne(LiveSession),
    seq: p.integer(),
    clientId: p.string().length(64),
    senderId: p.integer().nullable(),
    kind: p.enum(MESSAGE_KINDS),
    text: p.text(),
    isFlagged: p.boolean().default(false),
    /** The stored image or file of a media message. */
    media: p.json<StoredFile>().nullable(),
    createdAt: p.datetime(),
  },
});
export type SessionMessage = InferEntity<typeof SessionMessage>;
