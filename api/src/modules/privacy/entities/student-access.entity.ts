import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * One opening of a student's records by a member of staff: who, in which role, what they opened
 * and when. Written in batches (StudentAccessLog), read by the student's district manager.
 */
export const StudentAccess = defineEntity({
  name: 'StudentAccess',
  tableName: 'student_access_log',
  properties: {
    id: p.bigint('number').primary(),
    studentId: p.integer(),
    viewerId: p.integer(),
    viewerRole: p.string().length(32),
    what: p.string().length(32),
    at: p.datetime(),
  },
  indexes: [{ properties: ['studentId', 'at'] }],
});
export type StudentAccess = InferEntity<typeof StudentAccess>;
