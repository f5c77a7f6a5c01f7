import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** Append-only: rows are inserted, never updated or deleted by the application. */
export const AuditEvent = defineEntity({
  name: 'AuditEvent',
  tableName: 'audit_events',
  properties: {
    id: p.bigint().primary(),
    at: p.datetime().index(),
    action: p.string().length(80).index(),
    actorUserId: p.integer().nullable().index(),
    actingAsUserId: p.integer().nullable(),
    actingAsRole: p.string().length(40).nullable(),
    ip: p.string().length(64).nullable(),
    details: p.json<Record<string, unknown>>().default('{}'),
  },
});
export type AuditEvent = InferEntity<typeof AuditEvent>;
