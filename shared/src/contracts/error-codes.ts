import { SignInErrorCode } from './sign-in-error-codes.js';

// No schemas here: the apps read these codes, and a schema would bring zod along.
/**
 * Error codes: the sign-in ones (sign-in-error-codes.ts, the only part the sign-in page loads),
 * then readable string codes for everything else.
 */
export const ErrorCode = {
  ...SignInErrorCode,
  // Single sign-on: the provider is not set up here; no account matches the identity (HTTP 432);
  // the provider's answer could not be trusted or used.
  ssoNotConfigured: 'sso_not_configured',
  ssoNoAccount: 'sso_no_account',
  ssoFailed: 'sso_failed',
  // Unlinking the only way a person without a password has to sign in.
  ssoLastWayIn: 'sso_last_way_in',
  // The spec's password texts; a link that no longer opens; an address another account holds.
  passwordTooShort: 'password_too_short',
  passwordWhitespace: 'password_whitespace',
  passwordsDontMatch: 'passwords_dont_match',
  passwordIncorrect: 'password_incorrect',
  accountLinkInvalid: 'account_link_invalid',
  emailTaken: 'email_taken',
  accountHasNoEmail: 'account_has_no_email',
  validationFailed: 'validation_failed',
  badRequest: 'bad_request',
  unsupportedMediaType: 'unsupported_media_type',
  payloadTooLarge: 'payload_too_large',
  methodNotAllowed: 'method_not_allowed',
  crossSiteRequest: 'cross_site_request',
  unauthenticated: 'unauthenticated',
  invalidToken: 'invalid_token',
  refreshTokenMissing: 'no_refresh_token',
  refreshTokenReused: 'refresh_token_reused',
  forbidden: 'forbidden',
  roleNotHeld: 'role_not_held',
  notFound: 'not_found',
  conflict: 'conflict',
  internal: 'internal_error',
  serviceUnavailable: 'service_unavailable',
  httpError: 'http_error',
  shiftPunchInNotEligible: 'shift_punch_in_not_eligible',
  shiftPunchOutNotEligible: 'shift_punch_out_not_eligible',
  shiftLockedOut: 'shift_locked_out',
  shiftBreakNotEligible: 'shift_break_not_eligible',
  shiftReturnNotEligible: 'shift_return_not_eligible',
  shiftBreakNotCancellable: 'shift_break_not_cancellable',
  shiftNotEditable: 'shift_not_editable',
  breakRequestDecided: 'break_request_decided',
  breakRequestExpired: 'break_request_expired',
  breakDecisionNotUndoable: 'break_decision_not_undoable',
  availabilityExceedsMaxWeeklyHours: 'availability_exceeds_max_weekly_hours',
  shiftTransferNotOfferable: 'shift_transfer_not_offerable',
  shiftTransferNotPending: 'shift_transfer_not_pending',
  shiftTransferNotFound: 'shift_transfer_not_found',
  shiftTransferPicked: 'shift_transfer_picked',
  shiftTransferRejected: 'shift_transfer_rejected',
  timesheetEventNotCorrectable: 'timesheet_event_not_correctable',
  timesheetEventSuperseded: 'timesheet_event_superseded',
  liveHelpDisabled: 'live_help_disabled',
  outsideOperatingHours: 'outside_operating_hours',
  districtBlocked: 'district_blocked',
  alreadyInSession: 'already_in_session',
  sessionNotOpen: 'session_not_open',
  sessionEndedByOther: 'session_ended_by_other',
  sessionTransferred: 'session_transferred',
  // A socket observing a session sent something that would change it: an observer only watches.
  observerReadOnly: 'observer_read_only',
  messageBlocked: 'message_blocked',
  aiTutorUnavailable: 'ai_tutor_unavailable',
  // An imported annotation (XFDF or PDF) that Lantern did not write: the spec's "Unknown PDF annotation source".
  pdfAnnotationSourceUnknown: 'pdf_annotation_source_unknown',
  actionItemHeldByOther: 'action_item_held_by_other',
  actionItemResolved: 'action_item_resolved',
  // Chat uploads: each names the rule that refused the file.
  uploadEmpty: 'upload_empty',
  uploadAudioRefused: 'upload_audio_refused',
  uploadTypeRefused: 'upload_type_refused',
  uploadTooLarge: 'upload_too_large',
  uploadImageTooLarge: 'upload_image_too_large',
  uploadImageUnreadable: 'upload_image_unreadable',
  uploadVoiceNoteRefused: 'upload_voice_note_refused',
  uploadVoiceNoteTooLong: 'upload_voice_note_too_long',
  // Documents are opened at the door: a Word file's archive within the limits, a PDF that parses.
  uploadArchiveRefused: 'upload_archive_refused',
  uploadDocumentUnreadable: 'upload_document_unreadable',
  // A multipart request past its route's limit on the whole body, a field, or the number of parts.
  uploadRequestTooLarge: 'upload_request_too_large',
  // Essay uploads (the spec's invalid format, no file, too small, too large); details carry the limits.
  uploadNoFile: 'upload_no_file',
  uploadTooSmall: 'upload_too_small',
  uploadTooManyFiles: 'upload_too_many_files',
  wordConversionUnavailable: 'word_conversion_unavailable',
  essayReviewDisabled: 'essay_review_disabled',
  essayAlreadyPickedUp: 'essay_already_picked_up',
  essayNotReviewed: 'essay_not_reviewed',
  essayReservationLost: 'essay_reservation_lost',
  essayReviewNotInSegment: 'essay_review_not_in_segment',
  // The tutor's review changes only while it is in review.
  essayReviewClosed: 'essay_review_closed',
  essayReviewIncomplete: 'essay_review_incomplete',
  essayAnnotationDeleted: 'essay_annotation_deleted',
  essaySuggestionDecided: 'essay_suggestion_decided',
  essayAiSummaryNone: 'essay_ai_summary_none',
  // The managers' queue actions: the essay left the queue, changed hands since the manager looked,
  // is not ready for a tutor yet, or the chosen tutor may not review it (details name the rule).
  essayNotInQueue: 'essay_not_in_queue',
  essayHolderChanged: 'essay_holder_changed',
  essayNotReady: 'essay_not_ready',
  essayReassignRefused: 'essay_reassign_refused',
  aiUnavailable: 'ai_unavailable',
  // Access: the caller is related to the object, but a superuser holds it (hidden or quarantined).
  contentHeld: 'content_held',
  // Access: the account holds a role above the caller's, so the caller cannot change it.
  accountOutranksYou: 'account_outranks_you',
  // A shared-session link past its days, or whose school has since turned sharing off.
  sharedLinkExpired: 'shared_link_expired',
  sharingOff: 'sharing_off',
  // A CPU-heavy step (reading or writing a PDF) went past its time or memory bound and was stopped.
  workTooHeavy: 'work_too_heavy',
  // A roster import that cannot be applied: refused as a whole, or older than one applied since.
  rosterImportRefused: 'roster_import_refused',
  rosterImportSuperseded: 'roster_import_superseded',
  // A student cannot take a seat: a licence of the school has none left, or the account is deactivated.
  licenceSeatsFull: 'licence_seats_full',
  accountDeactivated: 'account_deactivated',
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
