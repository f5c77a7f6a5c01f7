import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { SafetyContact } from '@lantern/shared/contracts/customers';
import { rosteredProperties } from '../../rostering/entities/roster-source.entity.js';

export const District = defineEntity({
  name: 'District',
  tableName: 'districts',
  uniques: [{ properties: ['rosterSourceId', 'sourcedId'] }],
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    countryCode: p.string().length(2).default('US'),
    /** The people a school's safety alerts go to: name, e-mail, phone. */
    safetyContacts: p.json<SafetyContact[]>().default('[]'),
    createdAt: p.datetime().onCreate(() => new Date()),
    ...rosteredProperties,
  },
});
export type District = InferEntity<typeof District>;
