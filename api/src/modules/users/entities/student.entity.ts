import type { Interest, SubjectConfidence } from '@lantern/shared/domain/onboarding/learner-profile';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Grade } from '../../catalog/entities/grade.entity.js';
import { User } from './user.entity.js';

export const Student = defineEntity({
  name: 'Student',
  tableName: 'students',
  properties: {
    user: () => p.oneToOne(User).primary().owner(),
    grade: () => p.manyToOne(Grade).nullable(),
    isNew: p.boolean().default(true),
    emailNotifications: p.boolean().default(true),
    eventEmailNotifications: p.boolean().default(true),
    mobilePushNotifications: p.boolean().default(true),
    appSounds: p.boolean().default(true),
    isBanned: p.boolean().default(false),
    /** Onboarding's answers; null until saved, and again after a reset. */
    interests: p.json<Interest[]>().nullable(),
    subjectConfidence: p.json<SubjectConfidence[]>().nullable(),
    // Optional demographics from the roster, read only for reach by subgroup (when the district
    // turns it on) and the reporting schema; null when the roster does not say.
    sex: p.string().length(12).nullable(),
    raceEthnicity: p.string().length(40).nullable(),
    englishLearner: p.boolean().nullable(),
    iepOr504: p.boolean().nullable().fieldName('iep_or_504'),
  },
});
export type Student = InferEntity<typeof Student>;
