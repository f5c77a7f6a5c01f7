import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { District } from './district.entity.js';
import { School } from './school.entity.js';

/**
 * A licence of one kind held by one school or by a whole district (exactly one of the two), open
 * from `startsOn` to `endsOn` (dates, both included) for up to `seats` students.
 */
export const Licence = defineEntity({
  name: 'Licence',
  tableName: 'licences',
  properties: {
    id: p.integer().primary(),
    kind: p.string().length(16),
    school: () => p.manyToOne(School).nullable().deleteRule('cascade').index(),
    district: () => p.manyToOne(District).nullable().deleteRule('cascade').index(),
    startsOn: p.string().columnType('date'),
    endsOn: p.string().columnType('date'),
    seats: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type Licence = InferEntity<typeof Licence>;
