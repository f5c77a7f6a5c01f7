import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';

/**
 * A staff member's own named set of the students they reach, in the role they made it in. A name
 * is unique per owner and role, letter case aside.
 */
export const StudentGroup = defineEntity({
  name: 'StudentGroup',
  tableName: 'student_groups',
  properties: {
    id: p.integer().primary(),
    owner: () => p.manyToOne(User).deleteRule('cascade').index(),
    ownerRole: p.string().length(32),
    name: p.string().length(100),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type StudentGroup = InferEntity<typeof StudentGroup>;

/** One student in one group; written by the repository in SQL, declared for the schema. */
export const StudentGroupUser = defineEntity({
  name: 'StudentGroupUser',
  tableName: 'student_group_users',
  properties: {
    group: () => p.manyToOne(StudentGroup).primary().deleteRule('cascade'),
    user: () => p.manyToOne(User).primary().deleteRule('cascade').index(),
  },
});
export type StudentGroupUser = InferEntity<typeof StudentGroupUser>;
