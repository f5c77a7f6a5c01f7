import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { rosteredProperties } from '../../rostering/entities/roster-source.entity.js';

export const District = defineEntity({
  name: 'District',
  tableName: 'districts',
  uniques: [{ properties: ['rosterSourceId', 'sourcedId'] }],
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** Whether the district's leaders see reach by subgroup (sex, race and ethnicity, ELL, IEP/504). */
    demographicsEnabled: p.boolean().default(false),
    ...rosteredProperties,
  },
});
export type District = InferEntity<typeof District>;
