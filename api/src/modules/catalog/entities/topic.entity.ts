import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Concept } from './concept.entity.js';
import { Subject } from './subject.entity.js';

export const Topic = defineEntity({
  name: 'Topic',
  tableName: 'topics',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(160),
    subject: () => p.manyToOne(Subject),
    concepts: () => p.oneToMany(Concept).mappedBy('topic'),
  },
});
export type Topic = InferEntity<typeof Topic>;
