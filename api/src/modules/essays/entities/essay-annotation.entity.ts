import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { AnnotationQuad } from '../pdf/coordinates.js';
import { Essay } from './essay.entity.js';
import { EssaySuggestion } from './essay-suggestion.entity.js';

export type { AnnotationQuad } from '../pdf/coordinates.js';

/**
 * A tutor's comment on an essay's PDF: pinned at a point (`x`, `y`) or on highlighted text
 * (`quads`), with one of the spec's six categories. The id is the editor's own UUID, so a save
 * resent after a lost network finds the row it made. Hidden comments stay with the review but are
 * not written into the student's PDF. A deleted one is kept as a tombstone (`deletedAt`) so that a
 * late retry of an earlier save cannot bring it back.
 */
export const EssayAnnotation = defineEntity({
  name: 'EssayAnnotation',
  tableName: 'essay_annotations',
  // The spec's six comment categories.
  checks: [{ name: 'essay_annotations_category_check', expression: '((category >= 1) AND (category <= 6))' }],
  properties: {
    id: p.uuid().primary(),
    essay: () => p.manyToOne(Essay).index().deleteRule('cascade'),
    comment: p.text(),
    category: p.integer(),
    x: p.double().$type<number>().nullable(),
    y: p.double().$type<number>().nullable(),
    quads: p.json<AnnotationQuad[]>().nullable(),
    pageNumber: p.integer(),
    hidden: p.boolean().default(false),
    suggestion: () => p.manyToOne(EssaySuggestion).nullable().deleteRule('set null'),
    /** The editor's edit counter: a save with a lower one than this arrived late and is ignored. */
    revision: p.integer().default(0),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    deletedAt: p.datetime().nullable(),
  },
});
export type EssayAnnotation = InferEntity<typeof EssayAnnotation>;
