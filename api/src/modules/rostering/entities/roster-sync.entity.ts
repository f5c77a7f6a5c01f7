import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { RosterSyncKind } from '@lantern/shared/contracts/roster-syncs';
import { User } from '../../users/entities/user.entity.js';

/**
 * A district's roster API: where to read it (OneRoster REST or Clever), with what credentials
 * (sealed with the server's key, never returned), how often, and the share of a school a run may
 * deactivate before it waits for a superuser.
 */
export const RosterSync = defineEntity({
  name: 'RosterSync',
  tableName: 'roster_syncs',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(120),
    kind: p.string().length(20).$type<RosterSyncKind>(),
    baseUrl: p.string().length(500),
    tokenUrl: p.string().length(500).nullable(),
    clientId: p.string().length(200).nullable(),
    /** The client secret or district token, sealed (`roster-secrets.ts`). */
    secretSealed: p.text().hidden().lazy(),
    intervalMinutes: p.integer().nullable(),
    maxDeactivationShare: p.float().columnType('double precision').default(0.1),
    enabled: p.boolean().default(true),
    /** When the schedule runs it next; null when it only runs when asked. */
    nextRunAt: p.datetime().nullable().index(),
    createdBy: () => p.manyToOne(User),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type RosterSync = InferEntity<typeof RosterSync>;
