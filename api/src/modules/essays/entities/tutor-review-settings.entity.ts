import { DEFAULT_ZOOM_LEVEL } from '@lantern/shared/contracts/essay-review';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';

/** The spec's tutor settings of the review editor; a tutor without a row has the defaults. */
export const TutorReviewSettings = defineEntity({
  name: 'TutorReviewSettings',
  tableName: 'tutor_review_settings',
  properties: {
    user: () => p.oneToOne(User).primary().owner().deleteRule('cascade'),
    zoomPreferredLevel: p.double().$type<number>().default(DEFAULT_ZOOM_LEVEL),
    summaryAiHintHidden: p.boolean().default(false),
  },
});
export type TutorReviewSettings = InferEntity<typeof TutorReviewSettings>;
