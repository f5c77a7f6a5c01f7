/** What one review takes when there is no recent review to learn from. */
export const DEFAULT_REVIEW_SECONDS = 40 * 60;

export interface EtaInput {
  now: number;
  /** Essays waiting for a tutor. */
  queued: number;
  /** Essay reviewers at work in a writing-review segment now. */
  reviewersAtWork: number;
  /** The mean time from pick-up to hand-back of recent reviews; null when there were none. */
  averageReviewSeconds: number | null;
}

/**
 * When the last essay now in the queue should be handed back: the queue shared among the
 * reviewers at work (at least one, or nothing would ever be reviewed), round after round of the
 * usual review time. Null when nothing waits.
 */
export function latestEssayReviewEta({
  now,
  queued,
  reviewersAtWork,
  averageReviewSeconds,
}: EtaInput): number | null {
  if (queued === 0) return null;
  const rounds = Math.ceil(queued / Math.max(1, reviewersAtWork));
  return now + rounds * Math.round(averageReviewSeconds ?? DEFAULT_REVIEW_SECONDS);
}
