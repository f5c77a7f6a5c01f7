import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';

/** A comment a tutor keeps to reuse in reviews (the console's Comment Library), under a category. */
export const ContentLibraryItem = defineEntity({
  name: 'ContentLibraryItem',
  tableName: 'content_library_items',
  indexes: [{ properties: ['tutor', 'category'] }],
  checks: [
    { name: 'content_library_items_category_check', expression: '((category >= 1) AND (category <= 6))' },
  ],
  properties: {
    id: p.integer().primary(),
    tutor: () => p.manyToOne(User).deleteRule('cascade'),
    category: p.integer(),
    text: p.text(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type ContentLibraryItem = InferEntity<typeof ContentLibraryItem>;
