import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

export const SHIFT_EVENT_APPS = ['web', 'console', 'desktop'] as const;
export type ShiftEventApp = (typeof SHIFT_EVENT_APPS)[number];

/**
 * The pay-data trail of every punch, break and state change. Append-only in the database: a
 * trigger refuses UPDATE and DELETE, so a correction is a new row naming the row it corrects.
 * Plain ids rather than relations: the trail must outlive what it describes.
 */
export const ShiftEvent = defineEntity({
  name: 'ShiftEvent',
  tableName: 'shift_events',
  properties: {
    id: p.bigint().primary(),
    shiftId: p.integer().index(),
    /** The tutor whose shift it is. */
    tutorUserId: p.integer().index(),
    /** The real person: during view-as, the impersonator. */
    actorUserId: p.integer().nullable(),
    actingAsUserId: p.integer().nullable(),
    actingAsRole: p.string().length(40).nullable(),
    at: p.datetime().index(),
    app: p.enum(SHIFT_EVENT_APPS).nullable(),
    action: p.string().length(40),
    before: p.json<Record<string, unknown>>().nullable(),
    after: p.json<Record<string, unknown>>().nullable(),
    details: p.json<Record<string, unknown>>().default('{}'),
    correctsEventId: p.bigint().nullable(),
  },
  triggers: [
    {
      name: 'shift_events_no_rewrite',
      timing: 'before',
      events: ['update', 'delete'],
      body: `raise exception 'shift_events is append-only';`,
    },
  ],
});
export type ShiftEvent = InferEntity<typeof ShiftEvent>;
