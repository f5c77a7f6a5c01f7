import type { FeedbackCategory } from '@lantern/shared/contracts/session-reports';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { LiveSession } from '../../sessions/entities/live-session.entity.js';
import { User } from '../../users/entities/user.entity.js';

/** A platform manager's feedback on one of a tutor's sessions (the spec's GROW session reports). */
export const SessionFeedbackReport = defineEntity({
  name: 'SessionFeedbackReport',
  tableName: 'session_feedback_reports',
  indexes: [{ properties: ['tutor', 'createdAt'] }],
  properties: {
    id: p.integer().primary(),
    session: () => p.manyToOne(LiveSession).deleteRule('cascade'),
    tutor: () => p.manyToOne(User),
    author: () => p.manyToOne(User),
    rating: p.smallint(),
    categories: p.array<FeedbackCategory>().default([]),
    strengths: p.text().default(''),
    improvements: p.text().default(''),
    createdAt: p.datetime().index(),
  },
});
export type SessionFeedbackReport = InferEntity<typeof SessionFeedbackReport>;
