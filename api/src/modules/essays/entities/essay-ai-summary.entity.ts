import { AI_SUMMARY_TYPES } from '@lantern/shared/contracts/essay-review';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Essay } from './essay.entity.js';

/** The spec's AI summary model record: a summary the AI wrote for a review, or a rephrasing. */
export const EssayAiSummary = defineEntity({
  name: 'EssayAiSummary',
  tableName: 'essay_ai_summaries',
  properties: {
    id: p.integer().primary(),
    essay: () => p.manyToOne(Essay).index().deleteRule('cascade'),
    type: p.enum(AI_SUMMARY_TYPES),
    text: p.text(),
    rate: p.integer().nullable(),
    createdAt: p.datetime(),
  },
});
export type EssayAiSummary = InferEntity<typeof EssayAiSummary>;
