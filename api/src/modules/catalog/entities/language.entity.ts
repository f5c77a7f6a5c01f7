import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

export const Language = defineEntity({
  name: 'Language',
  tableName: 'languages',
  properties: {
    id: p.integer().primary().autoincrement(false),
    language: p.string().length(60),
    abbreviation: p.string().length(8),
    tutorable: p.boolean().default(true),
    /** Id 3 (Mandarin) is kept but hidden from signed-in users and from essay languages. */
    hidden: p.boolean().default(false),
  },
});
export type Language = InferEntity<typeof Language>;
