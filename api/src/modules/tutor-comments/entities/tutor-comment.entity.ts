import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { LiveSession } from '../../sessions/entities/live-session.entity.js';
import { User } from '../../users/entities/user.entity.js';

/** A tutor's note about a student for the tutors who help them next (the spec's tutor comments). */
export const TutorComment = defineEntity({
  name: 'TutorComment',
  tableName: 'tutor_comments',
  indexes: [{ properties: ['student', 'createdAt'] }],
  properties: {
    id: p.integer().primary(),
    student: () => p.manyToOne(User),
    author: () => p.manyToOne(User),
    // The note outlives the session it was written in.
    session: () => p.manyToOne(LiveSession).nullable().deleteRule('set null'),
    text: p.text(),
    createdAt: p.datetime(),
    editedAt: p.datetime().nullable(),
  },
});
export type TutorComment = InferEntity<typeof TutorComment>;
