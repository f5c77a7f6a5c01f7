import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { School } from '../../modules/schools/entities/school.entity.js';

/** How many AI provider calls a school's people caused on one UTC day (AI_DAILY_CALLS_PER_SCHOOL). */
export const AiDailyCalls = defineEntity({
  name: 'AiDailyCalls',
  tableName: 'ai_daily_calls',
  properties: {
    school: () => p.manyToOne(School).primary().deleteRule('cascade'),
    day: p.date().primary(),
    calls: p.integer(),
  },
});
export type AiDailyCalls = InferEntity<typeof AiDailyCalls>;
