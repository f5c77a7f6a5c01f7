import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Topic } from './topic.entity.js';

export const Concept = defineEntity({
  name: 'Concept',
  tableName: 'concepts',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(160),
    topic: () => p.manyToOne(Topic),
  },
});
export type Concept = InferEntity<typeof Concept>;
