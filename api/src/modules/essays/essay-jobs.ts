export const ESSAY_JOBS = {
  /** One per upload: the student's files become the one PDF a tutor reviews. */
  convert: 'essays.conversion.convert',
  /** Every minute: essays whose conversion was never queued (the upload's send failed) are queued. */
  conversionSweep: 'essays.conversion.sweep',
  /** Every minute: reservations that ran out go back to the queue, and managers see them there. */
  releaseSweep: 'essays.reservations.release',
} as const;
