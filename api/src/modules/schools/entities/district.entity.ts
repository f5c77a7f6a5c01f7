import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

export const District = defineEntity({
  name: 'District',
  tableName: 'districts',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type District = InferEntity<typeof District>;
