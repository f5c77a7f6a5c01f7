import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

export const FeatureFlag = defineEntity({
  name: 'FeatureFlag',
  tableName: 'feature_flags',
  properties: {
    key: p.string().length(80).primary(),
    enabled: p.boolean().default(false),
    description: p.string().length(300).default(''),
    updatedAt: p.datetime(),
    updatedByUserId: p.integer().nullable(),
  },
});
export type FeatureFlag = InferEntity<typeof FeatureFlag>;
