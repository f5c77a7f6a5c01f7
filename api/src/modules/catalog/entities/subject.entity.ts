import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Topic } from './topic.entity.js';

export const Subject = defineEntity({
  name: 'Subject',
  tableName: 'subjects',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(120),
    topics: () => p.oneToMany(Topic).mappedBy('subject'),
  },
});
export type Subject = InferEntity<typeof Subject>;
