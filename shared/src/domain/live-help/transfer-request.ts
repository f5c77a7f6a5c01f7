/** The reasons a student can give for asking for a new tutor, with the ids the API stores. */
export const TRANSFER_REASONS = [
  { id: 7, key: 'didnt_know' },
  { id: 8, key: 'too_slow' },
  { id: 9, key: 'wasnt_nice' },
  { id: 10, key: 'other' },
] as const;

export type TransferReason = (typeof TRANSFER_REASONS)[number];

/** "Other" is the one reason the student must explain in their own words. */
export const OTHER_TRANSFER_REASON_ID = 10;

export type TransferRequestError =
  'reason_required' | 'other_text_required' | 'subject_required' | 'field_empty';

/**
 * The spec's exact English texts. The i18n catalogues are checked against these, so a
 * reworded catalogue entry cannot drift from the spec unnoticed.
 */
export const TRANSFER_ERROR_TEXTS: Record<TransferRequestError, string> = {
  reason_required: 'You must select a reason for requesting a new tutor. This is required.',
  other_text_required: 'Please enter a reason for requesting a new tutor. This is required.',
  subject_required: 'You must select a subject to transfer yourself to a new tutor.',
  field_empty: 'Whoops! This field cannot be empty.',
};

const isBlank = (text: string) => text.trim() === '';

/**
 * Step one of the transfer modal (the reason). An id outside the list is no choice at all, and
 * spaces alone are no explanation: the next tutor reads it.
 */
export function transferReasonError(input: {
  reason_id: number | null;
  other_text: string;
}): TransferRequestError | null {
  if (!TRANSFER_REASONS.some((reason) => reason.id === input.reason_id)) return 'reason_required';
  if (input.reason_id === OTHER_TRANSFER_REASON_ID && isBlank(input.other_text)) return 'other_text_required';
  return null;
}

/** Step two of the transfer modal: the student must say which subject the new tutor should teach. */
export function transferSubjectError(subject_id: number | null): TransferRequestError | null {
  return subject_id === null ? 'subject_required' : null;
}

/**
 * The inline message under a text field the student has left (the "Other" explanation): it
 * shows as soon as they leave it empty, before they try to go on.
 */
export function emptyFieldError(text: string): 'field_empty' | null {
  return isBlank(text) ? 'field_empty' : null;
}
