import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { SESSION_STATUSES, CHAT_TYPES } from '@lantern/shared/contracts/sessions';
import { Subject } from '../../catalog/entities/subject.entity.js';
import { Topic } from '../../catalog/entities/topic.entity.js';
import { User } from '../../users/entities/user.entity.js';

/**
 * A live-help session between a student and a tutor. `last_seq` numbers its messages: a message
 * takes the next one in the same statement that stores it, so sequence numbers never repeat.
 */
export const LiveSession = defineEntity({
  name: 'LiveSession',
  tableName: 'sessions',
  // The dashboards read a date range's sessions by time, with their student (Migration20261129130000).
  indexes: [{ properties: ['status', 'requestedAt'] }, { properties: ['requestedAt', 'student'] }],
  properties: {
    id: p.integer().primary(),
    student: () => p.manyToOne(User).index(),
    tutor: () => p.manyToOne(User).nullable().index(),
    status: p.enum(SESSION_STATUSES).default('waiting'),
    chatType: p.enum(CHAT_TYPES),
    subject: () => p.manyToOne(Subject),
    topic: () => p.manyToOne(Topic).nullable(),
    question: p.text(),
    languageId: p.integer(),
    requestedAt: p.datetime(),
    matchedAt: p.datetime().nullable(),
    endedAt: p.datetime().nullable(),
    endedBy: p.integer().nullable(),
    lastSeq: p.integer().default(0),
    studentReadSeq: p.integer().default(0),
    tutorReadSeq: p.integer().default(0),
    /** The session this one replaced when the student asked for a new tutor. */
    transferredFrom: p.integer().nullable(),
    /** Why the student asked for a new tutor (reasons 7–10), on the session they left. */
    transferReasonId: p.integer().nullable(),
    transferText: p.text().nullable(),
    /** Tutors this session is not offered to again: the one who left it silent, the one the student left. */
    excludedTutorIds: p.json<number[]>().nullable(),
    feedbackReason: p.string().length(20).nullable(),
    feedbackLearned: p.string().length(10).nullable(),
  },
});
export type LiveSession = InferEntity<typeof LiveSession>;
