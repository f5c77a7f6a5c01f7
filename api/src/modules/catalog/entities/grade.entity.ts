import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

export const GradeGroup = defineEntity({
  name: 'GradeGroup',
  tableName: 'grade_groups',
  properties: {
    id: p.integer().primary().autoincrement(false),
    name: p.string().length(40),
  },
});
export type GradeGroup = InferEntity<typeof GradeGroup>;

/** Uncategorized students carry no grade row; the API reports them as grade id -1. */
export const Grade = defineEntity({
  name: 'Grade',
  tableName: 'grades',
  properties: {
    id: p.integer().primary().autoincrement(false),
    code: p.string().length(8).unique(),
    name: p.string().length(40),
    position: p.integer(),
    gradeGroup: () => p.manyToOne(GradeGroup).nullable(),
  },
});
export type Grade = InferEntity<typeof Grade>;
