/** Why a tutor hands a student to a colleague, as the handoff form offers them. */
export const HANDOFF_REASONS = [
  'shift_ending',
  'not_my_subject',
  'unable_to_answer_topic',
  'overwhelmed',
  'other',
] as const;

export type HandoffReason = (typeof HANDOFF_REASONS)[number];

export type HandoffError = 'reason_required' | 'other_text_required' | 'tutor_required' | 'same_tutor';

export function isHandoffReason(value: string): value is HandoffReason {
  return (HANDOFF_REASONS as readonly string[]).includes(value);
}

/**
 * What is wrong with a handoff before it is sent, in the order the form reads (reason, its
 * explanation, then the colleague). The spec requires a reason; "other" needs words because
 * managers read them; and a tutor cannot hand a student to themselves, which would only move
 * the session out of and back into the same list.
 */
export function handoffError(input: {
  reason: string | null;
  other_text: string;
  incoming_tutor_id: number | null;
  outgoing_tutor_id: number;
}): HandoffError | null {
  if (input.reason === null || !isHandoffReason(input.reason)) return 'reason_required';
  if (input.reason === 'other' && input.other_text.trim() === '') return 'other_text_required';
  if (input.incoming_tutor_id === null) return 'tutor_required';
  if (input.incoming_tutor_id === input.outgoing_tutor_id) return 'same_tutor';
  return null;
}
