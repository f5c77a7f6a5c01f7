import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Concept } from '../../catalog/entities/concept.entity.js';
import { Language } from '../../catalog/entities/language.entity.js';
import { Subject } from '../../catalog/entities/subject.entity.js';
import { Topic } from '../../catalog/entities/topic.entity.js';
import { User } from './user.entity.js';

export const Tutor = defineEntity({
  name: 'Tutor',
  tableName: 'tutors',
  properties: {
    user: () => p.oneToOne(User).primary().owner(),
    status: p.string().length(10).default('active'),
    maxWeeklyHours: p.integer().default(20),
    essayReview: p.boolean().default(false),
    highImpactTutoring: p.boolean().default(false),
    adpNumber: p.string().length(40).nullable().hidden(),
    employmentCountryCode: p.string().length(2).default('US'),
    employmentRegionCode: p.string().length(8).nullable(),
    isUsCaFingerprinted: p.boolean().default(false),
    tutorSince: p.datetime().onCreate(() => new Date()),
    /** The stored headshot (a small WebP), or null without one. */
    profileImageKey: p.string().length(200).nullable(),
    languages: () => p.manyToMany(Language).pivotTable('tutor_languages'),
    essayLanguages: () => p.manyToMany(Language).pivotTable('tutor_essay_languages'),
    asyncAudioSessionLanguages: () => p.manyToMany(Language).pivotTable('tutor_async_audio_languages'),
    subjects: () => p.manyToMany(Subject).pivotTable('tutor_subjects'),
    topics: () => p.manyToMany(Topic).pivotTable('tutor_topics'),
    concepts: () => p.manyToMany(Concept).pivotTable('tutor_concepts'),
  },
});
export type Tutor = InferEntity<typeof Tutor>;
