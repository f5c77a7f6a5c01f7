import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Essay } from './essay.entity.js';

/** A highlighted area of a page, as PDF quad points: four corners, each `[x, y]` in page points. */
export type AnnotationQuad = [[number, number], [number, number], [number, number], [number, number]];

/**
 * A tutor's comment on an essay's PDF: pinned at a point (`x`, `y`) or on highlighted text
 * (`quads`), with one of the spec's six categories. Hidden comments stay with the review but are
 * not written into the student's PDF.
 */
export const EssayAnnotation = defineEntity({
  name: 'EssayAnnotation',
  tableName: 'essay_annotations',
  // The spec's six comment categories.
  checks: [{ name: 'essay_annotations_category_check', expression: '((category >= 1) AND (category <= 6))' }],
  properties: {
    id: p.integer().primary(),
    essay: () => p.manyToOne(Essay).index().deleteRule('cascade'),
    comment: p.text(),
    category: p.integer(),
    x: p.double().nullable(),
    y: p.double().nullable(),
    quads: p.json<AnnotationQuad[]>().nullable(),
    pageNumber: p.integer(),
    hidden: p.boolean().default(false),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type EssayAnnotation = InferEntity<typeof EssayAnnotation>;
