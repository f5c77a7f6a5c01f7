import { SUGGESTION_REASON_TYPES, SUGGESTION_STATUSES } from '@lantern/shared/contracts/essay-review';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { AnnotationQuad } from '../pdf/coordinates.js';
import { Essay } from './essay.entity.js';

/** An AI suggestion for a comment on a passage of an essay, and what the tutor decided about it. */
export const EssaySuggestion = defineEntity({
  name: 'EssaySuggestion',
  tableName: 'essay_suggestions',
  properties: {
    id: p.integer().primary(),
    essay: () => p.manyToOne(Essay).index().deleteRule('cascade'),
    status: p.enum(SUGGESTION_STATUSES).default('pending'),
    category: p.integer(),
    pageNumber: p.integer(),
    quote: p.text(),
    quads: p.json<AnnotationQuad[]>().nullable(),
    x: p.double().$type<number>().nullable(),
    y: p.double().$type<number>().nullable(),
    displayComment: p.text(),
    originalDisplayComment: p.text(),
    rephrases: p.json<string[]>().default('[]'),
    reasonType: p.enum(SUGGESTION_REASON_TYPES).nullable(),
    statusChangeReason: p.text().nullable(),
    /** The annotation an accepted suggestion became (the editor's UUID). */
    annotationId: p.uuid().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type EssaySuggestion = InferEntity<typeof EssaySuggestion>;
