import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Essay } from './essay.entity.js';

/**
 * One winnowing fingerprint of an essay's text (shared/domain/essays/plagiarism.ts): a k-gram's
 * hash and where it sits. Looked up by hash when a later essay is checked.
 */
export const EssayFingerprint = defineEntity({
  name: 'EssayFingerprint',
  tableName: 'essay_fingerprints',
  properties: {
    id: p.bigint('number').primary(),
    essay: () => p.manyToOne(Essay).index().deleteRule('cascade'),
    hash: p.bigint('number').index(),
    word: p.integer(),
    start: p.integer(),
    end: p.integer(),
  },
});
export type EssayFingerprint = InferEntity<typeof EssayFingerprint>;
