import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { HANDOFF_REASONS } from '@lantern/shared/domain/live-help/handoff';
import { LiveSession } from './live-session.entity.js';

/** A tutor handed the session to a colleague: who, to whom, why and when. Never edited. */
export const SessionHandoff = defineEntity({
  name: 'SessionHandoff',
  tableName: 'session_handoffs',
  properties: {
    id: p.integer().primary(),
    session: () => p.manyToOne(LiveSession).index(),
    outgoingTutorId: p.integer(),
    incomingTutorId: p.integer(),
    reason: p.enum(HANDOFF_REASONS),
    otherText: p.text().default(''),
    createdAt: p.datetime(),
  },
});
export type SessionHandoff = InferEntity<typeof SessionHandoff>;
