import { z } from 'zod';
import { accountRoutes } from './account-routes.js';
import { adminDashboardRoutes } from './admin-dashboard-routes.js';
import { customersRoutes } from './customers-routes.js';
import { profileRoutes } from './profile-routes.js';
import { learnerProfileRoutes } from './learner-profile-routes.js';
import { sectionsRoutes } from './sections-routes.js';
import { studentAnalyticsRoutes } from './student-analytics-routes.js';
import { teacherAreaRoutes } from './teacher-area-routes.js';
import { type Endpoint, type EndpointName, endpoints } from './endpoints.js';
import {
  impersonateRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  sessionTokensSchema,
  switchRoleRequestSchema,
} from './auth.js';
import {
  cannedReplyIdParamsSchema,
  cannedReplyListSchema,
  cannedReplySchema,
  createCannedReplySchema,
  updateCannedReplySchema,
} from './canned-replies.js';
import { languageSchema, subjectListSchema } from './catalog.js';
import {
  bioBreaksSchema,
  breakRequestIdParamsSchema,
  breakRequestItemSchema,
  breakDecisionsQuerySchema,
  breakDecisionsSchema,
  breakRequestsQuerySchema,
  breakRequestsSchema,
  shiftSummaryQuerySchema,
  shiftSummarySchema,
} from './breaks.js';
import { aiStatusSchema } from './ai.js';
import { featureFlagSchema, featureFlagsResponseSchema, setFeatureFlagSchema } from './feature-flags.js';
import {
  analyticsRangeQuerySchema,
  riskLevelsSchema,
  subjectLeaderboardQuerySchema,
  subjectLeaderboardSchema,
  tutorLoadListSchema,
} from './analytics.js';
import {
  createIncidentSchema,
  createSessionFeedbackReportSchema,
  incidentListSchema,
  incidentSchema,
  incidentsQuerySchema,
  reportIdParamsSchema,
  sessionFeedbackReportListSchema,
  sessionFeedbackReportSchema,
  sessionFeedbackReportsQuerySchema,
  updateIncidentSchema,
} from './session-reports.js';
import {
  contentHoldListSchema,
  contentHoldParamsSchema,
  contentHoldSchema,
  holdContentSchema,
  moderatedStudentListSchema,
  moderatedStudentSchema,
  studentBanParamsSchema,
  studentBanSchema,
  studentSearchQuerySchema,
} from './superuser.js';
import {
  rosterImportListSchema,
  rosterImportParamsSchema,
  rosterImportPreviewSchema,
  rosterImportStateSchema,
} from './rostering.js';
import {
  districtParamsSchema,
  districtRetentionSchema,
  retentionPeriodsSchema,
  studentAccessLogSchema,
  privacyDeletionListSchema,
  privacyDeletionParamsSchema,
  privacyDeletionSchema,
  privacyStudentParamsSchema,
  requestPrivacyDeletionSchema,
} from './privacy.js';
import {
  createRosterSyncSchema,
  rosterSyncListSchema,
  rosterSyncParamsSchema,
  rosterSyncSchema,
  updateRosterSyncSchema,
} from './roster-syncs.js';
import { healthSchema } from './health.js';
import { updateUserPreferencesSchema, userIdParamsSchema, userPreferencesSchema } from './preferences.js';
import {
  addSegmentSchema,
  createShiftSchema,
  currentShiftSchema,
  extendShiftSchema,
  segmentDateChangeSchema,
  segmentSessionableChangeSchema,
  segmentTypeChangeSchema,
  segmentTypeListSchema,
  shiftDeletedSchema,
  shiftIdParamsSchema,
  shiftListSchema,
  shiftScheduleQuerySchema,
  shiftScheduleSchema,
  shiftsQuerySchema,
  shiftSegmentParamsSchema,
  shiftStateChangedSchema,
  shiftStateChangeSchema,
  shiftStatusSchema,
} from './schedules.js';
import {
  availabilityBatchResultSchema,
  availabilityBatchSchema,
  availabilityBlocksSchema,
  availabilityIdParamsSchema,
  availabilitySchema,
  availabilityWeekQuerySchema,
  createAvailabilitySchema,
  maxWeeklyHoursSchema,
  openWeekSchema,
  tutorAvailabilityActionSchema,
  tutorIdParamsSchema,
  updateAvailabilitySchema,
} from './availability.js';
import { homeSchema } from './home.js';
import {
  segmentIdParamsSchema,
  transferActionSchema,
  transferCandidateRequestSchema,
  transferCandidateSchema,
  transferIdParamsSchema,
  transferOffersSchema,
  transferRequestSchema,
  validateTransferSchema,
} from './transfers.js';
import {
  timesheetCorrectionResultSchema,
  timesheetCorrectionSchema,
  timesheetQuerySchema,
  timesheetSchema,
} from './timesheets.js';
import { currentUserSchema, groupMemberListSchema, updatePreferredLanguageSchema } from './users.js';
import {
  auth0ExchangeSchema,
  socialLoginLinkSchema,
  socialLoginSchema,
  ssoCallbackQuerySchema,
  ssoProviderParamsSchema,
  ssoProvidersQuerySchema,
  ssoProvidersSchema,
} from './sso.js';
import {
  oauth2AuthorizeQuerySchema,
  oauth2AuthorizeResponseSchema,
  oauth2TokenRequestSchema,
  oauth2TokenResponseSchema,
} from './oauth2.js';
import {
  assessmentIdParamsSchema,
  assessmentSchema,
  incompleteAssessmentsSchema,
  recognitionListSchema,
  saveAssessmentStepSchema,
  studentAssessmentListSchema,
  tutorIdParamsSchema as assessmentTutorParamsSchema,
} from './assessments.js';
import {
  actionItemListSchema,
  actionItemParamsSchema,
  actionItemSchema,
  actionItemsQuerySchema,
  actionItemUpdateSchema,
} from './action-items.js';
import {
  eligibleTutorListSchema,
  essayQueuePageSchema,
  essayQueueQuerySchema,
  essayStatisticsSchema,
  queueEssaySchema,
  reassignEssaySchema,
  releaseEssaySchema,
  serviceSummarySchema,
} from './service.js';
import {
  createTutorSchema,
  tutorDetailSchema,
  tutorListQuerySchema,
  tutorListSchema,
  tutorParamsSchema,
  updateTutorSchema,
} from './tutors-admin.js';
import { serviceCoverageSchema } from './service-coverage.js';
import {
  essayTutorListSchema,
  liveTutorListSchema,
  tutorManagerListSchema,
  upcomingTutorListSchema,
} from './service-tutors.js';
import {
  attachmentFieldsSchema,
  bookmarkListSchema,
  bookmarkParamsSchema,
  bookmarksQuerySchema,
  createHandoffSchema,
  handoffTutorListSchema,
  messageListSchema,
  messageMediaParamsSchema,
  messageMediaQuerySchema,
  messagesQuerySchema,
  requestSessionSchema,
  sessionIdParamsSchema,
  sessionListSchema,
  sessionMessageSchema,
  sessionsQuerySchema,
  sessionFeedbackSchema,
  sessionTransferredSchema,
  sessionViewSchema,
  transferSessionSchema,
  createSharedSessionSchema,
  sharedSessionKeyParamsSchema,
  sharedSessionLinkSchema,
  sharedSessionSchema,
  subjectAvailabilitySchema,
  subjectIdParamsSchema,
} from './sessions.js';
import {
  studentIdParamsSchema,
  studentPageQuerySchema,
  studentPastSessionListSchema,
  sessionTranscriptSchema,
  transcriptQuerySchema,
} from './session-records.js';
import { whiteboardSchema } from './whiteboard.js';
import {
  createTutorCommentSchema,
  tutorCommentIdParamsSchema,
  tutorCommentListSchema,
  tutorCommentSchema,
  updateTutorCommentSchema,
} from './tutor-comments.js';
import { ESSAY_MAX_FILES, ESSAY_MAX_INSTRUCTION_FILES } from '../domain/essays/essay-upload.js';
import {
  essayFeedbackSchema,
  essayIdParamsSchema,
  essayListSchema,
  essaysQuerySchema,
  essayUploadFieldsSchema,
  essayViewSchema,
  navbarNotificationsSchema,
  nextEssaySchema,
  tutorEssaySchema,
} from './essays.js';
import {
  acceptedSuggestionSchema,
  acceptSuggestionSchema,
  aiSummaryParamsSchema,
  aiSummarySchema,
  annotationInputSchema,
  annotationListSchema,
  annotationParamsSchema,
  annotationSchema,
  contentLibraryItemSchema,
  contentLibraryParamsSchema,
  contentLibraryQuerySchema,
  contentLibrarySchema,
  createContentLibraryItemSchema,
  deletedSchema,
  editSuggestionSchema,
  essayReviewParamsSchema,
  essayReviewSchema,
  rateAiSummarySchema,
  rejectSuggestionSchema,
  rephraseSummarySchema,
  reviewedEssaySchema,
  saveSummaryCommentSchema,
  submitReviewSchema,
  suggestionListSchema,
  suggestionParamsSchema,
  suggestionSchema,
  summaryCommentSchema,
  tutorReviewSettingsSchema,
  updateContentLibraryItemSchema,
  updateTutorReviewSettingsSchema,
  xfdfSchema,
} from './essay-review.js';

/**
 * Every HTTP endpoint, declared once. The API registers its handlers against these entries
 * (and a test fails if a handler is missing from this list); the OpenAPI document and the
 * typed client are generated from the same entries.
 */
export interface RouteContract extends Endpoint {
  /** One line for the OpenAPI document. */
  summary: string;
  /** Required when the path has `:name` parameters: they are parsed like a body. */
  params?: z.ZodType;
  /** The query string's parameters, parsed like a body: a bad one is a 400 naming it. */
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  /**
   * A body that is not the envelope: a CSV or a file sent as is, a redirect the handler answers
   * (browser pages such as single sign-on), or plain JSON a standard dictates (OAuth's token answer).
   */
  produces?: 'text/csv' | 'file' | 'redirect' | 'application/json';
  /** A body sent as an HTML form (`application/x-www-form-urlencoded`), as OAuth and the spec's POST /auth0 do. */
  form?: z.ZodType;
  /**
   * A body that is not JSON: a multipart upload whose fields (besides its files) this schema
   * parses. Its files come in one field `file` unless `files` names the fields and how many each takes.
   */
  consumes?: {
    type: 'multipart/form-data';
    fields: z.ZodType;
    files?: readonly { name: string; max: number; required: boolean }[];
  };
}

const ok = z.object({ ok: z.literal(true) });

export const routes = {
  health: {
    ...endpoints.health,
    summary: 'Liveness and database check',
    response: healthSchema,
  },
  login: {
    ...endpoints.login,
    summary: 'Sign in with username or email and password',
    body: loginRequestSchema,
    response: loginResponseSchema,
  },
  refreshToken: {
    ...endpoints.refreshToken,
    summary: 'Rotate the refresh cookie and return a new access token',
    response: sessionTokensSchema,
  },
  logout: {
    ...endpoints.logout,
    summary: 'Revoke this sign-in (the whole refresh family)',
    response: ok,
  },
  me: {
    ...endpoints.me,
    summary: 'The signed-in user in their current role',
    response: currentUserSchema,
  },
  meHome: {
    ...endpoints.meHome,
    summary: "The current role's home page data",
    response: homeSchema,
  },
  switchRole: {
    ...endpoints.switchRole,
    summary: 'Make a held role the current role',
    body: switchRoleRequestSchema,
    response: loginResponseSchema,
  },
  setLanguage: {
    ...endpoints.setLanguage,
    summary: 'Save the preferred interface language',
    body: updatePreferredLanguageSchema,
    response: currentUserSchema,
  },
  userPreferences: {
    ...endpoints.userPreferences,
    summary: "Your preferences (break chimes); another user's are refused",
    params: userIdParamsSchema,
    response: userPreferencesSchema,
  },
  setUserPreferences: {
    ...endpoints.setUserPreferences,
    summary: 'Save the preferences you send; the others keep their value',
    params: userIdParamsSchema,
    body: updateUserPreferencesSchema,
    response: userPreferencesSchema,
  },
  acceptAgreement: {
    ...endpoints.acceptAgreement,
    summary: 'Accept the code of conduct',
    response: currentUserSchema,
  },
  impersonate: {
    ...endpoints.impersonate,
    summary: 'View as another held role (superusers may name a user)',
    body: impersonateRequestSchema,
    response: loginResponseSchema,
  },
  stopImpersonation: {
    ...endpoints.stopImpersonation,
    summary: 'Return to the original identity and role',
    response: loginResponseSchema,
  },
  languages: {
    ...endpoints.languages,
    summary: 'Public interface languages',
    response: z.array(languageSchema),
  },
  subjects: {
    ...endpoints.subjects,
    summary: 'Subjects with their topics and concepts, for asking a question and for tutors',
    response: subjectListSchema,
  },
  aiStatus: {
    ...endpoints.aiStatus,
    summary: 'Whether the AI is offered to you: none (no provider), available, or unavailable and why',
    response: aiStatusSchema,
  },
  featureFlags: {
    ...endpoints.featureFlags,
    summary: 'Feature flags and their state',
    response: featureFlagsResponseSchema,
  },
  ssoProviders: {
    ...endpoints.ssoProviders,
    summary:
      "The single sign-on providers offered here (and allowed by the link's school, when it names one)",
    query: ssoProvidersQuerySchema,
    response: ssoProvidersSchema,
  },
  ssoStart: {
    ...endpoints.ssoStart,
    summary: "Start signing in with a provider: redirects to the provider's authorization page",
    params: ssoProviderParamsSchema,
    produces: 'redirect',
  },
  ssoCallback: {
    ...endpoints.ssoCallback,
    summary: "The provider's redirect URI: signs the matched person in and redirects into the app",
    params: ssoProviderParamsSchema,
    query: ssoCallbackQuerySchema,
    produces: 'redirect',
  },
  ssoLogout: {
    ...endpoints.ssoLogout,
    summary: "End this sign-in, then redirect to the provider's sign-out where it has one",
    params: ssoProviderParamsSchema,
    produces: 'redirect',
  },
  auth0Exchange: {
    ...endpoints.auth0Exchange,
    summary: 'Exchange an Auth0 access token (form field access_token) for a session',
    form: auth0ExchangeSchema,
    response: loginResponseSchema,
  },
  socialLogin: {
    ...endpoints.socialLogin,
    summary: "Whether the signed-in person's account at the provider is linked",
    params: ssoProviderParamsSchema,
    response: socialLoginSchema,
  },
  socialLoginLink: {
    ...endpoints.socialLoginLink,
    summary: "Where to send the browser to link the provider's account to the signed-in person",
    params: ssoProviderParamsSchema,
    response: socialLoginLinkSchema,
  },
  unlinkSocialLogin: {
    ...endpoints.unlinkSocialLogin,
    summary: "Unlink the signed-in person's account at the provider; their password still signs them in",
    params: ssoProviderParamsSchema,
    response: socialLoginSchema,
  },
  oauth2Authorize: {
    ...endpoints.oauth2Authorize,
    summary: "Approve a registered client's authorization request (code flow with PKCE); returns where to go",
    query: oauth2AuthorizeQuerySchema,
    response: oauth2AuthorizeResponseSchema,
  },
  oauth2Token: {
    ...endpoints.oauth2Token,
    summary: "Exchange an authorization code and its PKCE verifier for a session's tokens (RFC 6749's JSON)",
    form: oauth2TokenRequestSchema,
    response: oauth2TokenResponseSchema,
    produces: 'application/json',
  },
  setFeatureFlag: {
    ...endpoints.setFeatureFlag,
    summary: 'Switch a feature flag without a deploy',
    params: z.object({
      key: z
        .string()
        .max(100)
        .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'must be a flag key: letters, digits, dots, dashes'),
    }),
    body: setFeatureFlagSchema,
    response: featureFlagSchema,
  },
  currentShift: {
    ...endpoints.currentShift,
    summary: "The tutor's current or next shift with its segments, state and punch button",
    response: currentShiftSchema,
  },
  shiftState: {
    ...endpoints.shiftState,
    summary: "A shift's state and eligible actions (tutors: their own shifts only)",
    params: shiftIdParamsSchema,
    response: shiftStatusSchema,
  },
  changeShiftState: {
    ...endpoints.changeShiftState,
    summary: 'Punch in or out, start or book a break, or return to the segment, on your own shift',
    params: shiftIdParamsSchema,
    body: shiftStateChangeSchema,
    response: shiftStateChangedSchema,
  },
  shifts: {
    ...endpoints.shifts,
    summary:
      "A tutor's shifts starting in a window of at most 14 days (query user_id, from, to); a tutor's own only",
    query: shiftsQuerySchema,
    response: shiftListSchema,
  },
  shiftSchedule: {
    ...endpoints.shiftSchedule,
    summary: 'Every tutor and their shifts overlapping a window of at most 14 days (query from, to)',
    query: shiftScheduleQuerySchema,
    response: shiftScheduleSchema,
  },
  createShift: {
    ...endpoints.createShift,
    summary: "Schedule a shift with its segments for a tutor; it reaches the tutor's console at once",
    body: createShiftSchema,
    response: shiftStatusSchema,
  },
  extendShift: {
    ...endpoints.extendShift,
    summary: 'End a shift later; its last segment is stretched to the new end',
    params: shiftIdParamsSchema,
    body: extendShiftSchema,
    response: shiftStatusSchema,
  },
  setSegmentType: {
    ...endpoints.setSegmentType,
    summary: 'Change the type of a segment not started or punched into yet',
    params: shiftSegmentParamsSchema,
    body: segmentTypeChangeSchema,
    response: shiftStatusSchema,
  },
  setSegmentDate: {
    ...endpoints.setSegmentDate,
    summary:
      'Move a segment not started or punched into yet, to a future time overlapping no other segment. ' +
      'Outside the shift, a lone segment takes its shift along; one moved clear of a shift with other segments becomes a shift of its own',
    params: shiftSegmentParamsSchema,
    body: segmentDateChangeSchema,
    response: shiftStatusSchema,
  },
  setSegmentSessionable: {
    ...endpoints.setSegmentSessionable,
    summary: 'Switch live sessions on or off for a segment not over yet (on: tutoring segments only)',
    params: shiftSegmentParamsSchema,
    body: segmentSessionableChangeSchema,
    response: shiftStatusSchema,
  },
  addSegment: {
    ...endpoints.addSegment,
    summary: 'Add a segment to a shift: inside it, overlapping none of its segments, starting in the future',
    params: shiftIdParamsSchema,
    body: addSegmentSchema,
    response: shiftStatusSchema,
  },
  segmentTypes: {
    ...endpoints.segmentTypes,
    summary: 'Every segment type: id, name, punch role type, may punch, sessionable by default, colour key',
    response: segmentTypeListSchema,
  },
  deleteSegment: {
    ...endpoints.deleteSegment,
    summary: 'Delete a segment not started or punched into yet (not the last one: delete the shift)',
    params: shiftSegmentParamsSchema,
    response: shiftDeletedSchema,
  },
  deleteShift: {
    ...endpoints.deleteShift,
    summary: 'Delete a shift not started or punched into yet',
    params: shiftIdParamsSchema,
    response: shiftDeletedSchema,
  },
  breakRequests: {
    ...endpoints.breakRequests,
    summary: 'Rest and meal break requests for the breaks center (query kind, status; pending by default)',
    query: breakRequestsQuerySchema,
    response: breakRequestsSchema,
  },
  approveBreakRequest: {
    ...endpoints.approveBreakRequest,
    summary: 'Approve a pending break request; a request already decided is a 409',
    params: breakRequestIdParamsSchema,
    response: breakRequestItemSchema,
  },
  rejectBreakRequest: {
    ...endpoints.rejectBreakRequest,
    summary: 'Reject a pending break request; a request already decided is a 409',
    params: breakRequestIdParamsSchema,
    response: breakRequestItemSchema,
  },
  undoBreakDecision: {
    ...endpoints.undoBreakDecision,
    summary:
      'Take back the approval or rejection of a break not yet begun: the request is pending again; a break begun is a 409',
    params: breakRequestIdParamsSchema,
    response: breakRequestItemSchema,
  },
  breakDecisions: {
    ...endpoints.breakDecisions,
    summary:
      'The decisions on rest and meal breaks in the breaks center window: who decided, when, undone or not',
    query: breakDecisionsQuerySchema,
    response: breakDecisionsSchema,
  },
  bioBreaks: {
    ...endpoints.bioBreaks,
    summary: 'Tutors on a bio break right now',
    response: bioBreaksSchema,
  },
  currentShiftSummary: {
    ...endpoints.currentShiftSummary,
    summary: 'Current shifts: counts by state and the rows of the states asked for (state_id=4,5,6)',
    query: shiftSummaryQuerySchema,
    response: shiftSummarySchema,
  },
  availabilities: {
    ...endpoints.availabilities,
    summary: "The tutor's own availabilities from the current week on",
    response: z.array(availabilitySchema),
  },
  createAvailability: {
    ...endpoints.createAvailability,
    summary: 'Offer one more span in the current week',
    body: createAvailabilitySchema,
    response: availabilitySchema,
  },
  saveAvailabilitiesBatch: {
    ...endpoints.saveAvailabilitiesBatch,
    summary: "Save the week's edits at once: all or nothing",
    body: availabilityBatchSchema,
    response: availabilityBatchResultSchema,
  },
  replaceAvailabilitiesBatch: {
    ...endpoints.replaceAvailabilitiesBatch,
    summary: "Save the week's edits at once: all or nothing (PUT form)",
    body: availabilityBatchSchema,
    response: availabilityBatchResultSchema,
  },
  updateAvailability: {
    ...endpoints.updateAvailability,
    summary: 'Move one of your spans in the current week',
    params: availabilityIdParamsSchema,
    body: updateAvailabilitySchema,
    response: availabilitySchema,
  },
  deleteAvailability: {
    ...endpoints.deleteAvailability,
    summary: 'Withdraw one of your spans in the current week',
    params: availabilityIdParamsSchema,
    response: availabilitySchema,
  },
  tutorAvailabilities: {
    ...endpoints.tutorAvailabilities,
    summary: "A tutor's availabilities from the current week on (tutors: their own only)",
    params: tutorIdParamsSchema,
    response: z.array(availabilitySchema),
  },
  tutorAvailabilityAction: {
    ...endpoints.tutorAvailabilityAction,
    summary: 'Confirm your availability for the open week',
    params: tutorIdParamsSchema,
    body: tutorAvailabilityActionSchema,
    response: openWeekSchema,
  },
  tutorOpenWeek: {
    ...endpoints.tutorOpenWeek,
    summary:
      "The open week, or the week holding week_start: a tutor's availabilities, total hours and confirmation",
    params: tutorIdParamsSchema,
    query: availabilityWeekQuerySchema,
    response: openWeekSchema,
  },
  availabilityBlocks: {
    ...endpoints.availabilityBlocks,
    summary: "A tutor's recurring weekly availability blocks",
    params: tutorIdParamsSchema,
    response: availabilityBlocksSchema,
  },
  setAvailabilityBlocks: {
    ...endpoints.setAvailabilityBlocks,
    summary: 'Replace your recurring weekly availability blocks',
    params: tutorIdParamsSchema,
    body: availabilityBlocksSchema,
    response: availabilityBlocksSchema,
  },
  maxWeeklyHours: {
    ...endpoints.maxWeeklyHours,
    summary: "A tutor's maximum weekly hours",
    params: tutorIdParamsSchema,
    response: maxWeeklyHoursSchema,
  },
  setMaxWeeklyHours: {
    ...endpoints.setMaxWeeklyHours,
    summary: 'Set your maximum weekly hours (0 to 168)',
    params: tutorIdParamsSchema,
    body: maxWeeklyHoursSchema,
    response: maxWeeklyHoursSchema,
  },
  timesheet: {
    ...endpoints.timesheet,
    summary:
      "A tutor's timesheet for a pay period from the trail (query tutor_id, from, to; tutors: their own)",
    query: timesheetQuerySchema,
    response: timesheetSchema,
  },
  timesheetCsv: {
    ...endpoints.timesheetCsv,
    summary: 'The same timesheet as a CSV file (query tutor_id, from, to)',
    query: timesheetQuerySchema,
    produces: 'text/csv',
  },
  correctTimesheet: {
    ...endpoints.correctTimesheet,
    summary: 'Correct a trail entry: a new attributed entry with a reason, never an edit',
    body: timesheetCorrectionSchema,
    response: timesheetCorrectionResultSchema,
  },
  transferOffers: {
    ...endpoints.transferOffers,
    summary: 'Pending shift transfers: segments tutors offer that have not started yet',
    response: transferOffersSchema,
  },
  offerSegmentTransfer: {
    ...endpoints.offerSegmentTransfer,
    summary: 'Offer one of your upcoming segments to the other tutors (one pending offer at a time)',
    params: segmentIdParamsSchema,
    response: transferRequestSchema,
  },
  cancelTransfer: {
    ...endpoints.cancelTransfer,
    summary: 'Cancel your pending shift transfer before anyone picks it; otherwise a 409',
    params: transferIdParamsSchema,
    response: transferRequestSchema,
  },
  transferCandidate: {
    ...endpoints.transferCandidate,
    summary: 'Can you take this offered segment? 404 not found, 409 picked, 400 with reason sch-033 rejected',
    body: transferCandidateRequestSchema,
    response: transferCandidateSchema,
  },
  transferAction: {
    ...endpoints.transferAction,
    summary: 'The same cancel as DELETE, as the spec also sends it: action cancel',
    params: transferIdParamsSchema,
    body: transferActionSchema,
    response: transferRequestSchema,
  },
  validateTransfer: {
    ...endpoints.validateTransfer,
    summary:
      'Take an offered segment: it moves to you at once; of two tutors at once one wins, the other gets 409',
    params: segmentIdParamsSchema,
    response: validateTransferSchema,
  },
  subjectAvailability: {
    ...endpoints.subjectAvailability,
    summary: 'Is a live tutor on for this subject now; if not, when does the next one start work',
    params: subjectIdParamsSchema,
    response: subjectAvailabilitySchema,
  },
  requestSession: {
    ...endpoints.requestSession,
    summary: 'Ask for live help: the session waits in its subject queue until a tutor is matched',
    body: requestSessionSchema,
    response: sessionViewSchema,
  },
  sessions: {
    ...endpoints.sessions,
    summary: 'Your sessions: open ones (waiting or in chat) or past ones, 10 a page',
    query: sessionsQuerySchema,
    response: sessionListSchema,
  },
  session: {
    ...endpoints.session,
    summary: 'One of your sessions',
    params: sessionIdParamsSchema,
    response: sessionViewSchema,
  },
  sessionMessages: {
    ...endpoints.sessionMessages,
    summary: "A session's messages after a seq: how a reconnecting client catches up",
    params: sessionIdParamsSchema,
    query: messagesQuerySchema,
    response: messageListSchema,
  },
  endSession: {
    ...endpoints.endSession,
    summary: 'End the session; refused when the other person already ended it or it was transferred',
    params: sessionIdParamsSchema,
    response: sessionViewSchema,
  },
  sendAttachment: {
    ...endpoints.sendAttachment,
    summary:
      'Send an image or file in the chat (multipart: file, client_id); judged by its bytes, audio refused',
    params: sessionIdParamsSchema,
    consumes: { type: 'multipart/form-data', fields: attachmentFieldsSchema },
    response: sessionMessageSchema,
  },
  messageMedia: {
    ...endpoints.messageMedia,
    summary:
      'A chat image or file, by the signed, expiring link in its message (no token: an <img> cannot send one)',
    params: messageMediaParamsSchema,
    query: messageMediaQuerySchema,
    produces: 'file',
  },
  bookmarkMessage: {
    ...endpoints.bookmarkMessage,
    summary: 'Keep a message of one of your sessions to find again',
    params: bookmarkParamsSchema,
    response: sessionMessageSchema,
  },
  unbookmarkMessage: {
    ...endpoints.unbookmarkMessage,
    summary: 'Forget a bookmarked message',
    params: bookmarkParamsSchema,
    response: sessionMessageSchema,
  },
  bookmarks: {
    ...endpoints.bookmarks,
    summary:
      'Your bookmarked messages, newest first, 10 a page; with student_id, only from sessions of that student',
    query: bookmarksQuerySchema,
    response: bookmarkListSchema,
  },
  whiteboard: {
    ...endpoints.whiteboard,
    summary: "The session's whiteboard recording: every stroke and clear, in order",
    params: sessionIdParamsSchema,
    response: whiteboardSchema,
  },
  sessionTranscript: {
    ...endpoints.sessionTranscript,
    summary:
      "A session read back: a page of its messages with their senders and media links, and on the first page the whiteboard's recording",
    params: sessionIdParamsSchema,
    query: transcriptQuerySchema,
    response: sessionTranscriptSchema,
  },
  handoffTutors: {
    ...endpoints.handoffTutors,
    summary: 'Colleagues at work now who teach the subject, speak the language and have a free seat',
    params: sessionIdParamsSchema,
    response: handoffTutorListSchema,
  },
  createHandoff: {
    ...endpoints.createHandoff,
    summary: 'Hand your student to a colleague with a reason: the session moves to their list at once',
    body: createHandoffSchema,
    response: sessionViewSchema,
  },
  transferSession: {
    ...endpoints.transferSession,
    summary:
      'Ask for a new tutor: this session closes as transferred and a new one waits in the subject queue',
    params: sessionIdParamsSchema,
    body: transferSessionSchema,
    response: sessionTransferredSchema,
  },
  sessionFeedback: {
    ...endpoints.sessionFeedback,
    summary: 'The student rates an ended session: a reason and whether they learned',
    params: sessionIdParamsSchema,
    body: sessionFeedbackSchema,
    response: sessionViewSchema,
  },
  platformManagerActionItems: {
    ...endpoints.platformManagerActionItems,
    summary: 'Open action items, newest first: by type, or only those tagged Self-Harm',
    query: actionItemsQuerySchema,
    response: actionItemListSchema,
  },
  serviceSummary: {
    ...endpoints.serviceSummary,
    summary: "The service now: essays by risk and state, sessions ongoing and missed, the queue's ETA",
    response: serviceSummarySchema,
  },
  serviceEssays: {
    ...endpoints.serviceEssays,
    summary: 'Open essays, soonest due first, with their risk and who holds them: a page from a cursor',
    query: essayQueueQuerySchema,
    response: essayQueuePageSchema,
  },
  serviceEssayStatistics: {
    ...endpoints.serviceEssayStatistics,
    summary: 'The essay statistics: open, at risk, in review, critical (or late), new in 24 hours',
    response: essayStatisticsSchema,
  },
  essayQueueTutors: {
    ...endpoints.essayQueueTutors,
    summary:
      'The tutors the essay may be given to: active essay reviewers of its language, those reviewing now first',
    params: essayIdParamsSchema,
    response: eligibleTutorListSchema,
  },
  releaseEssay: {
    ...endpoints.releaseEssay,
    summary:
      'Free an essay a tutor holds: it goes back to the queue with the comments written so far; 409 if it changed hands',
    params: essayIdParamsSchema,
    body: releaseEssaySchema,
    response: queueEssaySchema,
  },
  reassignEssay: {
    ...endpoints.reassignEssay,
    summary:
      'Give an essay to a tutor, in review at once; 422 naming the rule when they may not review it, 409 if it changed hands',
    params: essayIdParamsSchema,
    body: reassignEssaySchema,
    response: queueEssaySchema,
  },
  prioritiseEssay: {
    ...endpoints.prioritiseEssay,
    summary: 'Move an essay not yet picked up to the very front of the queue tutors draw from',
    params: essayIdParamsSchema,
    response: queueEssaySchema,
  },
  unprioritiseEssay: {
    ...endpoints.unprioritiseEssay,
    summary: 'Send an essay back to its place by due time',
    params: essayIdParamsSchema,
    response: queueEssaySchema,
  },
  platformManagerActionItem: {
    ...endpoints.platformManagerActionItem,
    summary: 'One action item, resolved or not, with who picked it up',
    params: actionItemParamsSchema,
    response: actionItemSchema,
  },
  updatePlatformManagerActionItem: {
    ...endpoints.updatePlatformManagerActionItem,
    summary: 'Pick an action item up, or resolve it with what was done (escalated, transferred, …)',
    params: actionItemParamsSchema,
    body: actionItemUpdateSchema,
    response: actionItemSchema,
  },
  sessionAssessment: {
    ...endpoints.sessionAssessment,
    summary: "The ended session's assessment, begun at its first step (recognitions) when first opened",
    params: sessionIdParamsSchema,
    response: assessmentSchema,
  },
  saveAssessmentStep: {
    ...endpoints.saveAssessmentStep,
    summary: 'Save one step in the spec order (recognitions, question, tag, nonAcademic, feedback, submit)',
    params: assessmentIdParamsSchema,
    body: saveAssessmentStepSchema,
    response: assessmentSchema,
  },
  incompleteAssessments: {
    ...endpoints.incompleteAssessments,
    summary: "A tutor's assessments not yet submitted, with their count",
    params: assessmentTutorParamsSchema,
    response: incompleteAssessmentsSchema,
  },
  recognitions: {
    ...endpoints.recognitions,
    summary: 'The recognitions tutors gave you, newest first',
    response: recognitionListSchema,
  },
  studentSessions: {
    ...endpoints.studentSessions,
    summary:
      "A student's past sessions with any tutor, latest first, 10 a page: for a tutor who has (or had) a session with them",
    params: studentIdParamsSchema,
    query: studentPageQuerySchema,
    response: studentPastSessionListSchema,
  },
  studentAssessments: {
    ...endpoints.studentAssessments,
    summary:
      "The assessments tutors submitted for a student's sessions, latest first, 3 a page: for a tutor who has (or had) a session with them",
    params: studentIdParamsSchema,
    query: studentPageQuerySchema,
    response: studentAssessmentListSchema,
  },
  studentGroupMembers: {
    ...endpoints.studentGroupMembers,
    summary:
      "The other students in a student's classes, by last name, 25 a page: for a tutor who has (or had) a session with them",
    params: studentIdParamsSchema,
    query: studentPageQuerySchema,
    response: groupMemberListSchema,
  },
  createTutorComment: {
    ...endpoints.createTutorComment,
    summary:
      'Leave a note about a student for the tutors who help them next: for a tutor who has (or had) a session with them',
    body: createTutorCommentSchema,
    response: tutorCommentSchema,
  },
  updateTutorComment: {
    ...endpoints.updateTutorComment,
    summary: 'Change the text of a note you wrote about a student',
    params: tutorCommentIdParamsSchema,
    body: updateTutorCommentSchema,
    response: tutorCommentSchema,
  },
  studentTutorComments: {
    ...endpoints.studentTutorComments,
    summary:
      'The notes tutors left about a student, newest first, 10 a page: for a tutor who has (or had) a session with them, and managers',
    params: studentIdParamsSchema,
    query: studentPageQuerySchema,
    response: tutorCommentListSchema,
  },
  cannedReplies: {
    ...endpoints.cannedReplies,
    summary:
      "The canned replies you may use: a tutor's own, the team's and the global ones (managers: the team's and the global ones)",
    response: cannedReplyListSchema,
  },
  createCannedReply: {
    ...endpoints.createCannedReply,
    summary:
      'Write a canned reply: tutors their own, tutor managers the team’s and global ones, superusers global ones',
    body: createCannedReplySchema,
    response: cannedReplySchema,
  },
  updateCannedReply: {
    ...endpoints.updateCannedReply,
    summary: 'Change a canned reply you may write',
    params: cannedReplyIdParamsSchema,
    body: updateCannedReplySchema,
    response: cannedReplySchema,
  },
  deleteCannedReply: {
    ...endpoints.deleteCannedReply,
    summary: 'Delete a canned reply you may write',
    params: cannedReplyIdParamsSchema,
    response: deletedSchema,
  },
  createSharedSession: {
    ...endpoints.createSharedSession,
    summary: 'Share one of your ended sessions by link, where your school allows it',
    body: createSharedSessionSchema,
    response: sharedSessionLinkSchema,
  },
  sharedSession: {
    ...endpoints.sharedSession,
    summary: 'A shared session, read-only, with who shared it and when',
    params: sharedSessionKeyParamsSchema,
    response: sharedSessionSchema,
  },
  uploadEssay: {
    ...endpoints.uploadEssay,
    summary:
      'Hand in work for review (multipart: files, up to three; teacher_instruction_files; title, details, section, submission type, language); files judged by their bytes, Word files and images become one PDF',
    consumes: {
      type: 'multipart/form-data',
      fields: essayUploadFieldsSchema,
      files: [
        { name: 'files', max: ESSAY_MAX_FILES, required: true },
        { name: 'teacher_instruction_files', max: ESSAY_MAX_INSTRUCTION_FILES, required: false },
      ],
    },
    response: essayViewSchema,
  },
  essays: {
    ...endpoints.essays,
    summary:
      'Your essays in the review center, newest first, by filter (all, pending, in progress, reviewed, downloaded)',
    query: essaysQuerySchema,
    response: essayListSchema,
  },
  essay: {
    ...endpoints.essay,
    summary: 'One of your essays with its submission details',
    params: essayIdParamsSchema,
    response: essayViewSchema,
  },
  cancelEssay: {
    ...endpoints.cancelEssay,
    summary: 'Withdraw an essay, only before a tutor picks it up',
    params: essayIdParamsSchema,
    response: essayViewSchema,
  },
  downloadEssay: {
    ...endpoints.downloadEssay,
    summary: 'The reviewed essay as a PDF; the first download marks it downloaded',
    params: essayIdParamsSchema,
    produces: 'file',
  },
  rateEssay: {
    ...endpoints.rateEssay,
    summary: "Rate how helpful the review's summary and comments were (1 to 5)",
    params: essayIdParamsSchema,
    body: essayFeedbackSchema,
    response: essayViewSchema,
  },
  navbarNotifications: {
    ...endpoints.navbarNotifications,
    summary: "The navbar's counts: reviewed essays not downloaded yet",
    response: navbarNotificationsSchema,
  },
  nextEssay: {
    ...endpoints.nextEssay,
    summary:
      'Your next essay: the one assigned to you, else the one reserved for you, else a new reservation (oldest due first, in your essay languages, in a writing-review segment)',
    response: nextEssaySchema,
  },
  pickUpEssay: {
    ...endpoints.pickUpEssay,
    summary: 'Start reviewing the essay reserved for you: it becomes yours (assigned)',
    params: essayIdParamsSchema,
    response: tutorEssaySchema,
  },
  essayReview: {
    ...endpoints.essayReview,
    summary:
      'The essay you are reviewing, as the editor restores it: annotations, summary, AI suggestions, plagiarism, timer, your settings',
    params: essayReviewParamsSchema,
    response: essayReviewSchema,
  },
  essayReviewFile: {
    ...endpoints.essayReviewFile,
    summary: 'The PDF of the essay you are reviewing',
    params: essayReviewParamsSchema,
    produces: 'file',
  },
  essayAnnotations: {
    ...endpoints.essayAnnotations,
    summary: "The review's annotations, hidden ones included",
    params: essayReviewParamsSchema,
    response: annotationListSchema,
  },
  saveEssayAnnotation: {
    ...endpoints.saveEssayAnnotation,
    summary:
      'Create or replace an annotation by its client-made id (safe to resend; a lower revision than the stored one changes nothing)',
    params: annotationParamsSchema,
    body: annotationInputSchema,
    response: annotationSchema,
  },
  deleteEssayAnnotation: {
    ...endpoints.deleteEssayAnnotation,
    summary: 'Delete an annotation (deleting one already gone is fine)',
    params: annotationParamsSchema,
    response: deletedSchema,
  },
  essayReviewXfdf: {
    ...endpoints.essayReviewXfdf,
    summary: "The review's visible annotations as XFDF",
    params: essayReviewParamsSchema,
    response: xfdfSchema,
  },
  importEssayReviewXfdf: {
    ...endpoints.importEssayReviewXfdf,
    summary:
      "Bring annotations back from XFDF Lantern wrote (by their ids); any other source is refused: 'Unknown PDF annotation source'",
    params: essayReviewParamsSchema,
    body: xfdfSchema,
    response: annotationListSchema,
  },
  essaySummaryComment: {
    ...endpoints.essaySummaryComment,
    summary: "The review's saved summary comment",
    params: essayReviewParamsSchema,
    response: summaryCommentSchema,
  },
  saveEssaySummaryComment: {
    ...endpoints.saveEssaySummaryComment,
    summary: 'Save the summary comment as the tutor writes it',
    params: essayReviewParamsSchema,
    body: saveSummaryCommentSchema,
    response: summaryCommentSchema,
  },
  essayAiSummary: {
    ...endpoints.essayAiSummary,
    summary: "The AI's summary suggestion; 404 when there is none",
    params: essayReviewParamsSchema,
    response: aiSummarySchema,
  },
  generateEssayAiSummary: {
    ...endpoints.generateEssayAiSummary,
    summary: 'Ask the AI for a summary suggestion (503 when no AI provider is configured)',
    params: essayReviewParamsSchema,
    response: aiSummarySchema,
  },
  rephraseEssaySummary: {
    ...endpoints.rephraseEssaySummary,
    summary: 'Ask the AI to rephrase the summary: only when not blank and not one of its earlier rephrasings',
    params: essayReviewParamsSchema,
    body: rephraseSummarySchema,
    response: aiSummarySchema,
  },
  rateEssayAiSummary: {
    ...endpoints.rateEssayAiSummary,
    summary: 'Rate an AI summary or rephrasing (1 to 5)',
    params: aiSummaryParamsSchema,
    body: rateAiSummarySchema,
    response: aiSummarySchema,
  },
  essaySuggestions: {
    ...endpoints.essaySuggestions,
    summary: "The review's AI suggestions, rejected ones left out, and whether the AI is available",
    params: essayReviewParamsSchema,
    response: suggestionListSchema,
  },
  acceptEssaySuggestion: {
    ...endpoints.acceptEssaySuggestion,
    summary: 'Accept an AI suggestion: it becomes an annotation with the given id (safe to resend)',
    params: suggestionParamsSchema,
    body: acceptSuggestionSchema,
    response: acceptedSuggestionSchema,
  },
  editEssaySuggestion: {
    ...endpoints.editEssaySuggestion,
    summary: "Change a pending suggestion's wording before deciding on it",
    params: suggestionParamsSchema,
    body: editSuggestionSchema,
    response: suggestionSchema,
  },
  rejectEssaySuggestion: {
    ...endpoints.rejectEssaySuggestion,
    summary:
      'Reject an AI suggestion with a reason type (rejection, deletion, issue_detection, comment_wording)',
    params: suggestionParamsSchema,
    body: rejectSuggestionSchema,
    response: suggestionSchema,
  },
  submitEssayReview: {
    ...endpoints.submitEssayReview,
    summary:
      'Submit the review: refused (422 essay_review_incomplete) with an empty comment, an unprocessed suggestion or a blank summary; writes the annotated PDF and returns the essay to its student',
    params: essayReviewParamsSchema,
    body: submitReviewSchema,
    response: tutorEssaySchema,
  },
  tutorReviewSettings: {
    ...endpoints.tutorReviewSettings,
    summary: "Your review editor's settings: preferred zoom, AI summary hint hidden",
    response: tutorReviewSettingsSchema,
  },
  saveTutorReviewSettings: {
    ...endpoints.saveTutorReviewSettings,
    summary: "Change your review editor's settings",
    body: updateTutorReviewSettingsSchema,
    response: tutorReviewSettingsSchema,
  },
  contentLibrary: {
    ...endpoints.contentLibrary,
    summary: 'Your reusable comments, by category',
    query: contentLibraryQuerySchema,
    response: contentLibrarySchema,
  },
  createContentLibraryItem: {
    ...endpoints.createContentLibraryItem,
    summary: 'Add a reusable comment',
    body: createContentLibraryItemSchema,
    response: contentLibraryItemSchema,
  },
  updateContentLibraryItem: {
    ...endpoints.updateContentLibraryItem,
    summary: 'Change a reusable comment',
    params: contentLibraryParamsSchema,
    body: updateContentLibraryItemSchema,
    response: contentLibraryItemSchema,
  },
  deleteContentLibraryItem: {
    ...endpoints.deleteContentLibraryItem,
    summary: 'Delete a reusable comment',
    params: contentLibraryParamsSchema,
    response: deletedSchema,
  },
  reviewedEssay: {
    ...endpoints.reviewedEssay,
    summary: 'Your reviewed essay with its summary and comments (409 essay_not_reviewed before)',
    params: essayIdParamsSchema,
    response: reviewedEssaySchema,
  },
  essayPdf: {
    ...endpoints.essayPdf,
    summary:
      "Your essay's PDF without annotations, to show beside the comments (does not mark it downloaded)",
    params: essayIdParamsSchema,
    produces: 'file',
  },
  tutors: {
    ...endpoints.tutors,
    summary:
      'Tutors and tutor managers, a page at a time, narrowed by search, not scheduled on a day, roles, topics, status, session and essay language',
    query: tutorListQuerySchema,
    response: tutorListSchema,
  },
  tutor: {
    ...endpoints.tutor,
    summary: 'One tutor with every field of their profile',
    params: tutorParamsSchema,
    response: tutorDetailSchema,
  },
  createTutor: {
    ...endpoints.createTutor,
    summary: 'Create a tutor (or tutor manager) with the username and password they sign in with',
    body: createTutorSchema,
    response: tutorDetailSchema,
  },
  updateTutor: {
    ...endpoints.updateTutor,
    summary: "Change a tutor's fields; the fields not sent keep their value",
    params: tutorParamsSchema,
    body: updateTutorSchema,
    response: tutorDetailSchema,
  },
  tutorHeadshot: {
    ...endpoints.tutorHeadshot,
    summary: "Replace a tutor's headshot (multipart field file: PNG, JPEG or WebP up to 2 MB)",
    params: tutorParamsSchema,
    consumes: { type: 'multipart/form-data', fields: z.object({}) },
    response: tutorDetailSchema,
  },
  serviceLiveTutors: {
    ...endpoints.serviceLiveTutors,
    summary: 'Tutors punched in now, with their state and load (pushed live as service.tutors.updated)',
    response: liveTutorListSchema,
  },
  serviceUpcomingTutors: {
    ...endpoints.serviceUpcomingTutors,
    summary: 'Shifts starting in the next two hours, or late, that nobody has punched into yet',
    response: upcomingTutorListSchema,
  },
  serviceEssayTutors: {
    ...endpoints.serviceEssayTutors,
    summary: 'Tutors punched in for a writing-review segment now, with their essays',
    response: essayTutorListSchema,
  },
  serviceTutorManagers: {
    ...endpoints.serviceTutorManagers,
    summary: 'Platform managers, and whether each is on shift now',
    response: tutorManagerListSchema,
  },
  serviceCoverage: {
    ...endpoints.serviceCoverage,
    summary: 'Coverage problems now: tutors late to punch in and students waiting too long for a tutor',
    response: serviceCoverageSchema,
  },
  analyticsRiskLevels: {
    ...endpoints.analyticsRiskLevels,
    summary: 'Each subject by risk: the share of its live-help requests no tutor answered in the range',
    query: analyticsRangeQuerySchema,
    response: riskLevelsSchema,
  },
  analyticsTutorLoad: {
    ...endpoints.analyticsTutorLoad,
    summary:
      'Each active tutor: sessions taken in the range, sessions open now, the share students learned from',
    query: analyticsRangeQuerySchema,
    response: tutorLoadListSchema,
  },
  analyticsSubjectLeaderboard: {
    ...endpoints.analyticsSubjectLeaderboard,
    summary: "A subject's tutors by subject score or load, at most six",
    params: subjectIdParamsSchema,
    query: subjectLeaderboardQuerySchema,
    response: subjectLeaderboardSchema,
  },
  sessionFeedbackReports: {
    ...endpoints.sessionFeedbackReports,
    summary: "Managers' feedback on tutors' sessions, newest first, a page at a time",
    query: sessionFeedbackReportsQuerySchema,
    response: sessionFeedbackReportListSchema,
  },
  sessionFeedbackReport: {
    ...endpoints.sessionFeedbackReport,
    summary: 'One session feedback report with what it says and the session it is about',
    params: reportIdParamsSchema,
    response: sessionFeedbackReportSchema,
  },
  createSessionFeedbackReport: {
    ...endpoints.createSessionFeedbackReport,
    summary: "Write feedback on a tutor's ended session",
    body: createSessionFeedbackReportSchema,
    response: sessionFeedbackReportSchema,
  },
  incidents: {
    ...endpoints.incidents,
    summary: 'Reported incidents, newest first, a page at a time, open or resolved',
    query: incidentsQuerySchema,
    response: incidentListSchema,
  },
  createIncident: {
    ...endpoints.createIncident,
    summary: 'Report an incident, about a session or not',
    body: createIncidentSchema,
    response: incidentSchema,
  },
  updateIncident: {
    ...endpoints.updateIncident,
    summary: 'Resolve an incident, or open it again',
    params: reportIdParamsSchema,
    body: updateIncidentSchema,
    response: incidentSchema,
  },
  banStudent: {
    ...endpoints.banStudent,
    summary: 'Ban a student (every sign-in ends at once, and signing in is refused) or lift the ban',
    params: studentBanParamsSchema,
    body: studentBanSchema,
    response: moderatedStudentSchema,
  },
  searchStudents: {
    ...endpoints.searchStudents,
    summary: 'Students by name or username, with whether each is banned',
    query: studentSearchQuerySchema,
    response: moderatedStudentListSchema,
  },
  contentHolds: {
    ...endpoints.contentHolds,
    summary: 'Sessions and essays hidden or quarantined, newest first',
    response: contentHoldListSchema,
  },
  holdContent: {
    ...endpoints.holdContent,
    summary: "Hide a session or essay from its people's lists, or quarantine it",
    params: contentHoldParamsSchema,
    body: holdContentSchema,
    response: contentHoldSchema,
  },
  ...accountRoutes,
  ...profileRoutes,
  ...learnerProfileRoutes,
  releaseContent: {
    ...endpoints.releaseContent,
    summary: 'Put a hidden or quarantined session or essay back',
    params: contentHoldParamsSchema,
    response: ok,
  },
  rosterImports: {
    ...endpoints.rosterImports,
    summary: 'The latest OneRoster imports, newest first, with what each would change or changed',
    response: rosterImportListSchema,
  },
  uploadRosterImport: {
    ...endpoints.uploadRosterImport,
    summary:
      'Read a OneRoster 1.2 CSV export (multipart field file: a ZIP) and answer its preview: counts to create, update and deactivate, and every refused row with its file, line and reason',
    consumes: { type: 'multipart/form-data', fields: z.object({}) },
    response: rosterImportPreviewSchema,
  },
  rosterImport: {
    ...endpoints.rosterImport,
    summary: 'An import with its preview and its refused rows',
    params: rosterImportParamsSchema,
    response: rosterImportPreviewSchema,
  },
  rosterImportStatus: {
    ...endpoints.rosterImportStatus,
    summary: 'Where an import stands: its status and, while it is applied, the records written so far',
    params: rosterImportParamsSchema,
    response: rosterImportStateSchema,
  },
  applyRosterImport: {
    ...endpoints.applyRosterImport,
    summary:
      'Apply a previewed import (once, whichever instance is asked and however often): upsert by sourcedId, deactivate people and enrolments a bulk roster no longer has',
    params: rosterImportParamsSchema,
    response: rosterImportStateSchema,
  },
  ...customersRoutes,
  ...sectionsRoutes,
  ...teacherAreaRoutes,
  ...adminDashboardRoutes,
  ...studentAnalyticsRoutes,
  privacyDeletions: {
    ...endpoints.privacyDeletions,
    summary:
      'Deletion requests, newest first: every district for a superuser, their own for a district manager',
    response: privacyDeletionListSchema,
  },
  requestPrivacyDeletion: {
    ...endpoints.requestPrivacyDeletion,
    summary:
      "Erase a student's data (or every student of a school at contract end) as a job, once however often asked; a certificate follows",
    body: requestPrivacyDeletionSchema,
    response: privacyDeletionSchema,
  },
  privacyDeletion: {
    ...endpoints.privacyDeletion,
    summary: 'Where a deletion stands and what it has removed from each store',
    params: privacyDeletionParamsSchema,
    response: privacyDeletionSchema,
  },
  privacyDeletionCertificate: {
    ...endpoints.privacyDeletionCertificate,
    summary: 'The deletion certificate (PDF): what was removed from each store, and when',
    params: privacyDeletionParamsSchema,
    produces: 'file',
  },
  studentDataExport: {
    ...endpoints.studentDataExport,
    summary: "A student's data as one ZIP archive: their records as JSON and their files",
    params: privacyStudentParamsSchema,
    produces: 'file',
  },
  studentAccessLog: {
    ...endpoints.studentAccessLog,
    summary: "Who opened a student's records, when, in which role, and what they opened (newest first)",
    params: privacyStudentParamsSchema,
    response: studentAccessLogSchema,
  },
  districtRetention: {
    ...endpoints.districtRetention,
    summary: 'How many days the district keeps each kind of its students’ data (null: for good)',
    params: districtParamsSchema,
    response: districtRetentionSchema,
  },
  updateDistrictRetention: {
    ...endpoints.updateDistrictRetention,
    summary: 'Set how many days the district keeps each kind of data; a timed job removes what is older',
    params: districtParamsSchema,
    body: retentionPeriodsSchema,
    response: districtRetentionSchema,
  },
  approveRosterImport: {
    ...endpoints.approveRosterImport,
    summary:
      'Apply a sync that stopped for deactivating more than its share of a school (once, however often asked)',
    params: rosterImportParamsSchema,
    response: rosterImportStateSchema,
  },
  discardRosterImport: {
    ...endpoints.discardRosterImport,
    summary: 'Leave a stopped sync unapplied: nothing it planned is written',
    params: rosterImportParamsSchema,
    response: rosterImportStateSchema,
  },
  rosterSyncs: {
    ...endpoints.rosterSyncs,
    summary: 'The roster API sources (OneRoster REST, Clever), with their last run; never their secrets',
    response: rosterSyncListSchema,
  },
  createRosterSync: {
    ...endpoints.createRosterSync,
    summary: 'Add a district’s roster API source: kind, address, credentials (stored encrypted), schedule',
    body: createRosterSyncSchema,
    response: rosterSyncSchema,
  },
  updateRosterSync: {
    ...endpoints.updateRosterSync,
    summary: 'Change a roster API source; its secret is kept unless a new one is sent',
    params: rosterSyncParamsSchema,
    body: updateRosterSyncSchema,
    response: rosterSyncSchema,
  },
  runRosterSync: {
    ...endpoints.runRosterSync,
    summary:
      'Sync now: read the source, plan, and apply unless it would deactivate more than its share of a school',
    params: rosterSyncParamsSchema,
    response: rosterImportStateSchema,
  },
} as const satisfies Record<EndpointName, RouteContract>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export { API_PREFIX } from './endpoints.js';
