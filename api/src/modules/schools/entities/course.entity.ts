import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Subject } from '../../catalog/entities/subject.entity.js';

export const Course = defineEntity({
  name: 'Course',
  tableName: 'courses',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    subjects: () => p.manyToMany(Subject).pivotTable('course_subjects'),
  },
});
export type Course = InferEntity<typeof Course>;
