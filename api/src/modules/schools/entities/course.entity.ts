import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { rosteredProperties } from '../../rostering/entities/roster-source.entity.js';
import { Subject } from '../../catalog/entities/subject.entity.js';

export const Course = defineEntity({
  name: 'Course',
  tableName: 'courses',
  uniques: [{ properties: ['rosterSourceId', 'sourcedId'] }],
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    subjects: () => p.manyToMany(Subject).pivotTable('course_subjects'),
    ...rosteredProperties,
  },
});
export type Course = InferEntity<typeof Course>;
