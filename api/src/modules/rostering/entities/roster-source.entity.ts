import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * One space of roster ids: a district as one source system names it (`oneroster:<sourcedId>`).
 * Every record a roster wrote carries its source and its id there, unique together, so two
 * districts whose systems both number from 1 never meet.
 */
export const RosterSource = defineEntity({
  name: 'RosterSource',
  tableName: 'roster_sources',
  properties: {
    id: p.integer().primary(),
    key: p.string().length(300).unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type RosterSource = InferEntity<typeof RosterSource>;

/**
 * The columns a rostered table gains: its source and its id there, unique together. Two more live
 * in SQL only (see the rostering migration), read and written by the roster repository alone: the
 * source's foreign key, and `roster_hash`, the digest the record was last written with. Declared
 * here, they would grow the inferred type of every entity that reaches a user past what the
 * compiler will write out (TS7056 on the essays' entities).
 */
export const rosteredProperties = {
  rosterSourceId: p.integer().nullable(),
  sourcedId: p.string().length(255).nullable(),
};
