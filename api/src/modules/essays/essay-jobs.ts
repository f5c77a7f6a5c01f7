export const ESSAY_JOBS = {
  /** One per upload: the student's files become the one PDF a tutor reviews. */
  convert: 'essays.conversion.convert',
  /** Every minute: essays whose conversion was never queued (the upload's send failed) are queued. */
  conversionSweep: 'essays.conversion.sweep',
  /** Every minute: reservations that ran out go back to the queue, and managers see them there. */
  releaseSweep: 'essays.reservations.release',
  /** Once per review, when it first opens: the AI's comment suggestions and summary draft. */
  suggest: 'essays.suggestions.generate',
  /** Every minute: reviews running too long raise an action item for the managers. */
  longReviewSweep: 'essays.reviews.long-sweep',
} as const;
