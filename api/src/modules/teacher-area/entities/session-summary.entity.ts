import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { SessionSummary as SessionSummaryBody } from '@lantern/shared/contracts/teacher-students';
import { LiveSession } from '../../sessions/entities/live-session.entity.js';
import { User } from '../../users/entities/user.entity.js';

/**
 * The summary of one ended session, written once by the summary job; it goes with its session
 * (and so with an erased student's sessions).
 */
export const SessionSummary = defineEntity({
  name: 'SessionSummary',
  tableName: 'session_summaries',
  properties: {
    session: () => p.manyToOne(LiveSession).primary().deleteRule('cascade'),
    body: p.json<SessionSummaryBody>(),
    createdAt: p.datetime(),
  },
});
export type SessionSummary = InferEntity<typeof SessionSummary>;

/** One e-mail a teacher sent to invite a student who never used Lantern: the rate limit reads these. */
export const StudentNudge = defineEntity({
  name: 'StudentNudge',
  tableName: 'student_nudges',
  properties: {
    id: p.integer().primary(),
    student: () => p.manyToOne(User).deleteRule('cascade').index(),
    teacher: () => p.manyToOne(User).deleteRule('cascade').index(),
    createdAt: p.datetime(),
  },
});
export type StudentNudge = InferEntity<typeof StudentNudge>;
