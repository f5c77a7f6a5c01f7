import { accountEndpoints } from './account-endpoints.js';
import { adminDashboardEndpoints } from './admin-dashboard-endpoints.js';
import { customersEndpoints } from './customers-endpoints.js';
import { privacyEndpoints } from './privacy-endpoints.js';
import { profileEndpoints } from './profile-endpoints.js';
import { learnerProfileEndpoints } from './learner-profile-endpoints.js';
import { rosteringEndpoints } from './rostering-endpoints.js';
import { sectionsEndpoints } from './sections-endpoints.js';
import { studentAnalyticsEndpoints } from './student-analytics-endpoints.js';
import { teacherAreaEndpoints } from './teacher-area-endpoints.js';
import { type Endpoint, shellEndpoints } from './shell-endpoints.js';

export { API_PREFIX, type Endpoint } from './shell-endpoints.js';

/**
 * Every HTTP endpoint: how to call it and who may. Kept apart from routes.ts, which adds the
 * schemas, so the browser can call the API without loading a schema library on the sign-in page;
 * the ones the sign-in page and the shell call are in shell-endpoints.ts, and the client loads the
 * rest with the first call that needs one.
 */
export const endpoints = {
  ...shellEndpoints,
  // Single sign-on: browser pages that answer with redirects (the provider's, then the app's).
  ssoStart: { method: 'GET', path: '/auth/sso/:provider/start', auth: 'public' },
  ssoCallback: { method: 'GET', path: '/auth/sso/:provider/callback', auth: 'public' },
  ssoLogout: { method: 'GET', path: '/auth/sso/:provider/logout', auth: 'public' },
  auth0Exchange: { method: 'POST', path: '/auth0', auth: 'public' },
  socialLogin: { method: 'GET', path: '/social-logins/:provider', auth: 'any' },
  socialLoginLink: { method: 'GET', path: '/social-logins/:provider/link', auth: 'any' },
  unlinkSocialLogin: { method: 'DELETE', path: '/social-logins/:provider', auth: 'any' },
  // Lantern authorising a registered client (the browser extension): code flow with PKCE.
  oauth2Authorize: { method: 'POST', path: '/oauth2/authorize', auth: 'any' },
  oauth2Token: { method: 'POST', path: '/oauth2/token', auth: 'public' },
  ...accountEndpoints,
  ...profileEndpoints,
  ...learnerProfileEndpoints,
  // Whether the apps offer the AI to the signed-in person (their school's calls, the provider).
  aiStatus: { method: 'GET', path: '/ai/status', auth: 'any' },
  setFeatureFlag: { method: 'PUT', path: '/feature-flags/:key', auth: ['superuser'] },
  currentShift: { method: 'GET', path: '/schedules/shifts/current', auth: ['tutor'] },
  shiftState: {
    method: 'GET',
    path: '/schedules/shifts/:id/state',
    auth: ['tutor', 'tutor-manager', 'superuser'],
  },
  changeShiftState: { method: 'POST', path: '/schedules/shifts/:id/state', auth: ['tutor'] },
  // Managers schedule and edit tutors' shifts (the spec's quick-edit steps).
  // A tutor lists only their own shifts (the dashboard's next 24 hours); managers any tutor's.
  shifts: { method: 'GET', path: '/schedules/shifts', auth: ['tutor', 'tutor-manager', 'superuser'] },
  shiftSchedule: { method: 'GET', path: '/schedules/shift-schedule', auth: ['tutor-manager', 'superuser'] },
  createShift: { method: 'POST', path: '/schedules/shifts', auth: ['tutor-manager', 'superuser'] },
  extendShift: { method: 'POST', path: '/schedules/shifts/:id/extend', auth: ['tutor-manager', 'superuser'] },
  setSegmentType: {
    method: 'PUT',
    path: '/schedules/shifts/:id/segments/:segmentId/type',
    auth: ['tutor-manager', 'superuser'],
  },
  setSegmentDate: {
    method: 'PUT',
    path: '/schedules/shifts/:id/segments/:segmentId/date',
    auth: ['tutor-manager', 'superuser'],
  },
  setSegmentSessionable: {
    method: 'PUT',
    path: '/schedules/shifts/:id/segments/:segmentId/sessionable',
    auth: ['tutor-manager', 'superuser'],
  },
  addSegment: {
    method: 'POST',
    path: '/schedules/shifts/:id/segments',
    auth: ['tutor-manager', 'superuser'],
  },
  // Every segment type with its punch, live-session and colour facts (spec: GET shift-segment-types).
  segmentTypes: {
    method: 'GET',
    path: '/schedules/shift-segment-types',
    auth: ['tutor', 'tutor-manager', 'superuser'],
  },
  deleteSegment: {
    method: 'DELETE',
    path: '/schedules/shifts/:id/segments/:segmentId',
    auth: ['tutor-manager', 'superuser'],
  },
  deleteShift: { method: 'DELETE', path: '/schedules/shifts/:id', auth: ['tutor-manager', 'superuser'] },
  // The managers' breaks center and current summary (spec: schedule-break-requests, schedules/summaries).
  breakRequests: { method: 'GET', path: '/schedule-break-requests', auth: ['tutor-manager', 'superuser'] },
  approveBreakRequest: {
    method: 'POST',
    path: '/schedule-break-requests/:id/approve',
    auth: ['tutor-manager', 'superuser'],
  },
  rejectBreakRequest: {
    method: 'POST',
    path: '/schedule-break-requests/:id/reject',
    auth: ['tutor-manager', 'superuser'],
  },
  undoBreakDecision: {
    method: 'POST',
    path: '/schedule-break-requests/:id/undo',
    auth: ['tutor-manager', 'superuser'],
  },
  breakDecisions: { method: 'GET', path: '/schedule-break-decisions', auth: ['tutor-manager', 'superuser'] },
  bioBreaks: { method: 'GET', path: '/schedules/summaries/bio-breaks', auth: ['tutor-manager', 'superuser'] },
  currentShiftSummary: {
    method: 'GET',
    path: '/schedules/summaries/current',
    auth: ['tutor-manager', 'superuser'],
  },
  // Availability: tutors act on their own; managers read a tutor's.
  availabilities: { method: 'GET', path: '/availabilities', auth: ['tutor'] },
  createAvailability: { method: 'POST', path: '/availabilities', auth: ['tutor'] },
  saveAvailabilitiesBatch: { method: 'POST', path: '/availabilities/batch', auth: ['tutor'] },
  replaceAvailabilitiesBatch: { method: 'PUT', path: '/availabilities/batch', auth: ['tutor'] },
  updateAvailability: { method: 'POST', path: '/availabilities/:id', auth: ['tutor'] },
  deleteAvailability: { method: 'DELETE', path: '/availabilities/:id', auth: ['tutor'] },
  tutorAvailabilities: {
    method: 'GET',
    path: '/tutors/:id/availabilities',
    auth: ['tutor', 'tutor-manager', 'superuser'],
  },
  tutorAvailabilityAction: { method: 'POST', path: '/tutors/:id/availabilities', auth: ['tutor'] },
  tutorOpenWeek: {
    method: 'GET',
    path: '/tutors/:id/availabilities/open-week',
    auth: ['tutor', 'tutor-manager', 'superuser'],
  },
  availabilityBlocks: {
    method: 'GET',
    path: '/tutors/:id/availability-blocks',
    auth: ['tutor', 'tutor-manager', 'superuser'],
  },
  setAvailabilityBlocks: { method: 'PUT', path: '/tutors/:id/availability-blocks', auth: ['tutor'] },
  maxWeeklyHours: {
    method: 'GET',
    path: '/tutors/:id/max-weekly-hours',
    auth: ['tutor', 'tutor-manager', 'superuser'],
  },
  setMaxWeeklyHours: { method: 'PUT', path: '/tutors/:id/max-weekly-hours', auth: ['tutor'] },
  // Timesheets from the pay trail: managers any tutor's, a tutor their own; corrections by managers.
  timesheet: { method: 'GET', path: '/timesheets', auth: ['tutor', 'tutor-manager', 'superuser'] },
  timesheetCsv: { method: 'GET', path: '/timesheets.csv', auth: ['tutor', 'tutor-manager', 'superuser'] },
  correctTimesheet: { method: 'POST', path: '/timesheets/corrections', auth: ['tutor-manager', 'superuser'] },
  // Shift transfers: a tutor offers an upcoming segment; another tutor looks it up and validates (takes) it.
  transferOffers: { method: 'GET', path: '/schedules/transfers', auth: ['tutor'] },
  offerSegmentTransfer: { method: 'POST', path: '/schedules/segments/:id/transfers', auth: ['tutor'] },
  cancelTransfer: { method: 'DELETE', path: '/schedules/transfers/:id', auth: ['tutor'] },
  transferCandidate: { method: 'POST', path: '/schedules/transfers/candidate', auth: ['tutor'] },
  transferAction: { method: 'POST', path: '/schedules/transfers/:id', auth: ['tutor'] },
  validateTransfer: { method: 'POST', path: '/schedules/segments/:id/validate-transfer', auth: ['tutor'] },
  // Live help: a student asks; the server matches a tutor; both chat; either ends.
  requestSession: { method: 'POST', path: '/sessions', auth: ['student'] },
  subjectAvailability: { method: 'GET', path: '/subjects/:id/availability', auth: ['student'] },
  sessions: { method: 'GET', path: '/sessions', auth: ['student', 'tutor'] },
  session: { method: 'GET', path: '/sessions/:id', auth: ['student', 'tutor'] },
  sessionMessages: { method: 'GET', path: '/sessions/:id/messages', auth: ['student', 'tutor'] },
  endSession: { method: 'POST', path: '/sessions/:id/end', auth: ['student', 'tutor'] },
  sendAttachment: { method: 'POST', path: '/sessions/:id/attachments', auth: ['student', 'tutor'] },
  // Public: the signed link in the message is the permission.
  messageMedia: { method: 'GET', path: '/sessions/:id/messages/:messageId/media', auth: 'public' },
  bookmarkMessage: {
    method: 'PUT',
    path: '/sessions/:id/messages/:messageId/bookmark',
    auth: ['student', 'tutor'],
  },
  unbookmarkMessage: {
    method: 'DELETE',
    path: '/sessions/:id/messages/:messageId/bookmark',
    auth: ['student', 'tutor'],
  },
  bookmarks: { method: 'GET', path: '/bookmarks', auth: ['student', 'tutor'] },
  whiteboard: { method: 'GET', path: '/sessions/:id/whiteboard', auth: ['student', 'tutor'] },
  // A past session read back: its student, its tutors (handoffs included), the managers, the
  // teachers of the student's sections and the administrators and district managers over them.
  sessionTranscript: {
    method: 'GET',
    path: '/sessions/:id/transcript',
    auth: ['student', 'tutor', 'tutor-manager', 'superuser', 'teacher', 'administrator', 'district-manager'],
  },
  handoffTutors: { method: 'GET', path: '/sessions/:id/handoff-tutors', auth: ['tutor'] },
  createHandoff: { method: 'POST', path: '/handoffs', auth: ['tutor'] },
  transferSession: { method: 'POST', path: '/sessions/:id/transfer', auth: ['student'] },
  sessionFeedback: { method: 'POST', path: '/sessions/:id/feedback', auth: ['student'] },
  // Writing review: students hand in work and follow it; tutors take essays from the queue.
  uploadEssay: { method: 'POST', path: '/essays', auth: ['student'] },
  essays: { method: 'GET', path: '/essays', auth: ['student'] },
  essay: { method: 'GET', path: '/essays/:id', auth: ['student'] },
  cancelEssay: { method: 'POST', path: '/essays/:id/cancel', auth: ['student'] },
  downloadEssay: { method: 'GET', path: '/essays/:id/download', auth: ['student'] },
  rateEssay: { method: 'POST', path: '/essays/:id/feedback', auth: ['student'] },
  navbarNotifications: { method: 'GET', path: '/me/navbar-notifications', auth: ['student'] },
  nextEssay: { method: 'POST', path: '/tutor/essays/next', auth: ['tutor'] },
  pickUpEssay: { method: 'POST', path: '/tutor/essays/:id/pick-up', auth: ['tutor'] },
  // The review itself (essay-review.ts): only the tutor holding the essay; the student once reviewed.
  essayReview: { method: 'GET', path: '/tutor/essays/:id/review', auth: ['tutor'] },
  essayReviewFile: { method: 'GET', path: '/tutor/essays/:id/file', auth: ['tutor'] },
  essayAnnotations: { method: 'GET', path: '/tutor/essays/:id/annotations', auth: ['tutor'] },
  saveEssayAnnotation: {
    method: 'PUT',
    path: '/tutor/essays/:id/annotations/:annotationId',
    auth: ['tutor'],
  },
  deleteEssayAnnotation: {
    method: 'DELETE',
    path: '/tutor/essays/:id/annotations/:annotationId',
    auth: ['tutor'],
  },
  essayReviewXfdf: { method: 'GET', path: '/tutor/essays/:id/xfdf', auth: ['tutor'] },
  importEssayReviewXfdf: { method: 'PUT', path: '/tutor/essays/:id/xfdf', auth: ['tutor'] },
  essaySummaryComment: { method: 'GET', path: '/tutor/essays/:id/summary', auth: ['tutor'] },
  saveEssaySummaryComment: { method: 'PUT', path: '/tutor/essays/:id/summary', auth: ['tutor'] },
  essayAiSummary: { method: 'GET', path: '/tutor/essays/:id/ai-summary', auth: ['tutor'] },
  generateEssayAiSummary: { method: 'POST', path: '/tutor/essays/:id/ai-summary', auth: ['tutor'] },
  rephraseEssaySummary: { method: 'POST', path: '/tutor/essays/:id/ai-summary/rephrase', auth: ['tutor'] },
  rateEssayAiSummary: {
    method: 'POST',
    path: '/tutor/essays/:id/ai-summary/:summaryId/rate',
    auth: ['tutor'],
  },
  essaySuggestions: { method: 'GET', path: '/tutor/essays/:id/suggestions', auth: ['tutor'] },
  acceptEssaySuggestion: {
    method: 'POST',
    path: '/tutor/essays/:id/suggestions/:suggestionId/accept',
    auth: ['tutor'],
  },
  editEssaySuggestion: {
    method: 'PUT',
    path: '/tutor/essays/:id/suggestions/:suggestionId',
    auth: ['tutor'],
  },
  rejectEssaySuggestion: {
    method: 'POST',
    path: '/tutor/essays/:id/suggestions/:suggestionId/reject',
    auth: ['tutor'],
  },
  submitEssayReview: { method: 'POST', path: '/tutor/essays/:id/submit', auth: ['tutor'] },
  tutorReviewSettings: { method: 'GET', path: '/tutor/review-settings', auth: ['tutor'] },
  saveTutorReviewSettings: { method: 'PUT', path: '/tutor/review-settings', auth: ['tutor'] },
  contentLibrary: { method: 'GET', path: '/tutor/content-library', auth: ['tutor'] },
  createContentLibraryItem: { method: 'POST', path: '/tutor/content-library', auth: ['tutor'] },
  updateContentLibraryItem: { method: 'PUT', path: '/tutor/content-library/:id', auth: ['tutor'] },
  deleteContentLibraryItem: { method: 'DELETE', path: '/tutor/content-library/:id', auth: ['tutor'] },
  reviewedEssay: { method: 'GET', path: '/essays/:id/review', auth: ['student'] },
  essayPdf: { method: 'GET', path: '/essays/:id/pdf', auth: ['student'] },
  // The action center: items for platform managers (classroom alerts and long essay reviews).
  platformManagerActionItems: {
    method: 'GET',
    path: '/platform-manager-action-items',
    auth: ['tutor-manager', 'superuser'],
  },
  // The platform managers' service views.
  serviceSummary: { method: 'GET', path: '/service/summary', auth: ['tutor-manager', 'superuser'] },
  serviceEssays: { method: 'GET', path: '/service/essays', auth: ['tutor-manager', 'superuser'] },
  serviceEssayStatistics: {
    method: 'GET',
    path: '/service/essays/statistics',
    auth: ['tutor-manager', 'superuser'],
  },
  // The managers' actions on the essay queue.
  essayQueueTutors: {
    method: 'GET',
    path: '/service/essays/:id/tutors',
    auth: ['tutor-manager', 'superuser'],
  },
  releaseEssay: { method: 'POST', path: '/service/essays/:id/release', auth: ['tutor-manager', 'superuser'] },
  reassignEssay: {
    method: 'POST',
    path: '/service/essays/:id/reassign',
    auth: ['tutor-manager', 'superuser'],
  },
  prioritiseEssay: {
    method: 'PUT',
    path: '/service/essays/:id/priority',
    auth: ['tutor-manager', 'superuser'],
  },
  unprioritiseEssay: {
    method: 'DELETE',
    path: '/service/essays/:id/priority',
    auth: ['tutor-manager', 'superuser'],
  },
  platformManagerActionItem: {
    method: 'GET',
    path: '/platform-manager-action-items/:id',
    auth: ['tutor-manager', 'superuser'],
  },
  updatePlatformManagerActionItem: {
    method: 'PUT',
    path: '/platform-manager-action-items/:id',
    auth: ['tutor-manager', 'superuser'],
  },
  // Post-session assessments (tutors) and the recognitions students receive from them.
  sessionAssessment: { method: 'GET', path: '/sessions/:id/assessment', auth: ['tutor'] },
  saveAssessmentStep: { method: 'POST', path: '/assessments/:id', auth: ['tutor'] },
  incompleteAssessments: {
    method: 'GET',
    path: '/tutors/:id/incomplete-assessments',
    auth: ['tutor', 'tutor-manager', 'superuser'],
  },
  recognitions: { method: 'GET', path: '/recognitions', auth: ['student'] },
  // A student's record for the classroom's side panel: only a tutor who has (or had) a session with them.
  studentSessions: { method: 'GET', path: '/students/:id/sessions', auth: ['tutor'] },
  studentAssessments: { method: 'GET', path: '/students/:id/assessments', auth: ['tutor'] },
  studentGroupMembers: { method: 'GET', path: '/students/:id/group-members', auth: ['tutor'] },
  // Notes tutors leave about a student for the tutors who help them next; managers may read them.
  createTutorComment: { method: 'POST', path: '/tutor-comments', auth: ['tutor'] },
  updateTutorComment: { method: 'POST', path: '/tutor-comments/:id', auth: ['tutor'] },
  studentTutorComments: {
    method: 'GET',
    path: '/students/:id/tutor-comments',
    auth: ['tutor', 'tutor-manager', 'superuser'],
  },
  // Canned replies: every tutor reads their own, the team's and the global ones; each role writes its scopes.
  cannedReplies: { method: 'GET', path: '/canned-replies', auth: ['tutor', 'tutor-manager', 'superuser'] },
  createCannedReply: {
    method: 'POST',
    path: '/canned-replies',
    auth: ['tutor', 'tutor-manager', 'superuser'],
  },
  updateCannedReply: {
    method: 'PUT',
    path: '/canned-replies/:id',
    auth: ['tutor', 'tutor-manager', 'superuser'],
  },
  deleteCannedReply: {
    method: 'DELETE',
    path: '/canned-replies/:id',
    auth: ['tutor', 'tutor-manager', 'superuser'],
  },
  // The managers' tutors screens and the services summary's live lists.
  tutors: { method: 'GET', path: '/tutors', auth: ['tutor-manager', 'superuser'] },
  tutor: { method: 'GET', path: '/tutors/:id', auth: ['tutor-manager', 'superuser'] },
  createTutor: { method: 'POST', path: '/tutors', auth: ['tutor-manager', 'superuser'] },
  updateTutor: { method: 'POST', path: '/tutors/:id', auth: ['tutor-manager', 'superuser'] },
  tutorHeadshot: { method: 'POST', path: '/tutors/:id/headshot', auth: ['tutor-manager', 'superuser'] },
  serviceLiveTutors: { method: 'GET', path: '/service/live-tutors', auth: ['tutor-manager', 'superuser'] },
  serviceUpcomingTutors: {
    method: 'GET',
    path: '/service/upcoming-tutors',
    auth: ['tutor-manager', 'superuser'],
  },
  serviceEssayTutors: { method: 'GET', path: '/service/essay-tutors', auth: ['tutor-manager', 'superuser'] },
  serviceTutorManagers: {
    method: 'GET',
    path: '/service/tutor-managers',
    auth: ['tutor-manager', 'superuser'],
  },
  // The action center's Coverage tab: late tutors and students waiting too long, now.
  serviceCoverage: { method: 'GET', path: '/service/coverage', auth: ['tutor-manager', 'superuser'] },
  // A student shares an ended session by link; any signed-in person with the link may read it.
  createSharedSession: { method: 'POST', path: '/shared-sessions', auth: ['student'] },
  sharedSession: { method: 'GET', path: '/shared-sessions/:key', auth: 'any' },
  // Analytics, session reports, incidents and superuser moderation (issue 10).
  analyticsRiskLevels: {
    method: 'GET',
    path: '/analytics/risk-levels',
    auth: ['tutor-manager', 'superuser'],
  },
  analyticsTutorLoad: { method: 'GET', path: '/analytics/tutor-load', auth: ['tutor-manager', 'superuser'] },
  analyticsSubjectLeaderboard: {
    method: 'GET',
    path: '/analytics/tutor-load/subject/:id',
    auth: ['tutor-manager', 'superuser'],
  },
  sessionFeedbackReports: {
    method: 'GET',
    path: '/session-feedback-reports',
    auth: ['tutor-manager', 'superuser'],
  },
  sessionFeedbackReport: {
    method: 'GET',
    path: '/session-feedback-reports/:id',
    auth: ['tutor-manager', 'superuser'],
  },
  createSessionFeedbackReport: {
    method: 'POST',
    path: '/session-feedback-reports',
    auth: ['tutor-manager', 'superuser'],
  },
  incidents: { method: 'GET', path: '/incidents', auth: ['tutor-manager', 'superuser'] },
  createIncident: { method: 'POST', path: '/incidents', auth: ['tutor-manager', 'superuser'] },
  updateIncident: { method: 'PUT', path: '/incidents/:id', auth: ['tutor-manager', 'superuser'] },
  banStudent: { method: 'PUT', path: '/students/v1/:userId/ban', auth: ['superuser'] },
  searchStudents: { method: 'GET', path: '/students/search', auth: ['superuser'] },
  contentHolds: { method: 'GET', path: '/content-holds', auth: ['superuser'] },
  holdContent: { method: 'PUT', path: '/content-holds/:kind/:id', auth: ['superuser'] },
  releaseContent: { method: 'DELETE', path: '/content-holds/:kind/:id', auth: ['superuser'] },
  ...rosteringEndpoints,
  ...customersEndpoints,
  ...sectionsEndpoints,
  ...privacyEndpoints,
  ...teacherAreaEndpoints,
  ...adminDashboardEndpoints,
  ...studentAnalyticsEndpoints,
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
