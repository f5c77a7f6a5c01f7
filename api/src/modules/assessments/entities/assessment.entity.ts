import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { ASSESSMENT_STEPS, type RecognitionType } from '@lantern/shared/domain/live-help/assessment-steps';
import { LiveSession } from '../../sessions/entities/live-session.entity.js';

/** A tutor's post-session assessment (the spec's Assessment), one per session, filled step by step. */
export const Assessment = defineEntity({
  name: 'Assessment',
  tableName: 'assessments',
  properties: {
    id: p.integer().primary(),
    session: () => p.oneToOne(LiveSession).owner().unique(),
    tutorId: p.integer().index(),
    step: p.enum(ASSESSMENT_STEPS),
    recognitions: p.json<RecognitionType[]>(),
    studentGoal: p.text().default(''),
    topicIds: p.json<number[]>(),
    nonAcademic: p.text().default(''),
    feedback: p.text().default(''),
    shoutout: p.text().default(''),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    completedAt: p.datetime().nullable(),
    emailSentAt: p.datetime().nullable(),
  },
});
export type Assessment = InferEntity<typeof Assessment>;
