import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { rosteredProperties } from '../../rostering/entities/roster-source.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { Course } from './course.entity.js';
import { School } from './school.entity.js';

/** A class. The spec's artificial "Other" section (id 0) is added in responses, never stored. */
export const Section = defineEntity({
  name: 'Section',
  tableName: 'sections',
  uniques: [{ properties: ['rosterSourceId', 'sourcedId'] }],
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    school: () => p.manyToOne(School),
    course: () => p.manyToOne(Course).nullable(),
    users: () => p.manyToMany(User).pivotTable('section_users'),
    ...rosteredProperties,
  },
});
export type Section = InferEntity<typeof Section>;
