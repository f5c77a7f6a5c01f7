/** The student's end-of-session feedback: how it went, then whether they learned something. */
export const FEEDBACK_REASONS = ['satisfied', 'tutor_issues', 'time_issues', 'tech_issues'] as const;
export const LEARNED_STATUSES = ['yes', 'no', 'not_sure'] as const;

export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];
export type LearnedStatus = (typeof LEARNED_STATUSES)[number];
export type FeedbackError = 'reason_required' | 'learned_required';

const oneOf = (list: readonly string[], value: string | null) => value !== null && list.includes(value);

/**
 * What the student still has to answer, first question first. Both answers feed the session
 * feedback reports, where a half-filled form would skew the counts, so each is required and a
 * value outside the lists is no answer.
 */
export function feedbackError(input: {
  reason: string | null;
  learned: string | null;
}): FeedbackError | null {
  if (!oneOf(FEEDBACK_REASONS, input.reason)) return 'reason_required';
  if (!oneOf(LEARNED_STATUSES, input.learned)) return 'learned_required';
  return null;
}
