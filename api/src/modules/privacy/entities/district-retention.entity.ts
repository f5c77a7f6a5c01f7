import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** How many days a district keeps each kind of its students' data; null keeps it for good. */
export const DistrictRetention = defineEntity({
  name: 'DistrictRetention',
  tableName: 'district_retention',
  properties: {
    districtId: p.integer().primary().autoincrement(false),
    chatMessagesDays: p.integer().nullable(),
    mediaDays: p.integer().nullable(),
    essaysDays: p.integer().nullable(),
    whiteboardsDays: p.integer().nullable(),
    recordingsDays: p.integer().nullable(),
    updatedAt: p.datetime(),
    updatedById: p.integer(),
  },
});
export type DistrictRetention = InferEntity<typeof DistrictRetention>;
