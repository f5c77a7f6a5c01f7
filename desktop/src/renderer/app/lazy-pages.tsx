import { loadChunk } from '@lantern/shared/ui/load-chunk';
import { type ComponentType, lazy } from 'react';

/**
 * The role screens, each loaded when first opened: signing in downloads the shell and the sign-in
 * page only, not every role's screens and the component library they use.
 */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazy(async () => ({ default: pick(await loadChunk(load)) }));
}

export const TutorDashboard = lazyPage(
  () => import('../features/tutor/tutor-dashboard.js'),
  (module) => module.TutorDashboard,
);
export const ClassroomPage = lazyPage(
  () => import('../features/tutor/classroom/classroom-page.js'),
  (module) => module.ClassroomPage,
);
export const PastSessionPage = lazyPage(
  () => import('../features/tutor/classroom/past-session-page.js'),
  (module) => module.PastSessionPage,
);
export const ReviewDeskPage = lazyPage(
  () => import('../features/tutor/essay-review/review-desk-page.js'),
  (module) => module.ReviewDeskPage,
);
export const EssayEditorPage = lazyPage(
  () => import('../features/tutor/essay-review/essay-editor-page.js'),
  (module) => module.EssayEditorPage,
);
export const ContentLibraryPage = lazyPage(
  () => import('../features/tutor/content-library/content-library-page.js'),
  (module) => module.ContentLibraryPage,
);
export const CannedRepliesPage = lazyPage(
  () => import('../features/canned-replies/canned-replies-page.js'),
  (module) => module.CannedRepliesPage,
);
export const AvailabilityPage = lazyPage(
  () => import('../features/tutor/availability/availability-page.js'),
  (module) => module.AvailabilityPage,
);
export const TransferCandidateRoute = lazyPage(
  () => import('../features/tutor/transfers/transfer-routes.js'),
  (module) => module.TransferCandidateRoute,
);
export const ValidateTransferRoute = lazyPage(
  () => import('../features/tutor/transfers/transfer-routes.js'),
  (module) => module.ValidateTransferRoute,
);
export const ObserveSessionPage = lazyPage(
  () => import('../features/tutor-manager/observe/observe-session-page.js'),
  (module) => module.ObserveSessionPage,
);
export const ServicesSummary = lazyPage(
  () => import('../features/tutor-manager/services-summary.js'),
  (module) => module.ServicesSummary,
);
export const BreaksCenter = lazyPage(
  () => import('../features/tutor-manager/breaks-center.js'),
  (module) => module.BreaksCenter,
);
export const ActionCenterPage = lazyPage(
  () => import('../features/tutor-manager/action-center/action-center-page.js'),
  (module) => module.ActionCenterPage,
);
export const EssaysQueuePage = lazyPage(
  () => import('../features/tutor-manager/essays-queue/essays-queue-page.js'),
  (module) => module.EssaysQueuePage,
);
export const ShiftSchedulePage = lazyPage(
  () => import('../features/tutor-manager/schedule/shift-schedule-page.js'),
  (module) => module.ShiftSchedulePage,
);
export const SuperuserDashboard = lazyPage(
  () => import('../features/superuser/superuser-dashboard.js'),
  (module) => module.SuperuserDashboard,
);
export const TutorsPage = lazyPage(
  () => import('../features/tutor-manager/tutors/tutors-page.js'),
  (module) => module.TutorsPage,
);
export const TutorFormPage = lazyPage(
  () => import('../features/tutor-manager/tutors/tutor-form-page.js'),
  (module) => module.TutorFormPage,
);
export const AnalyticsPage = lazyPage(
  () => import('../features/tutor-manager/analytics/analytics-page.js'),
  (module) => module.AnalyticsPage,
);
export const SessionReportsPage = lazyPage(
  () => import('../features/tutor-manager/session-reports/session-reports-page.js'),
  (module) => module.SessionReportsPage,
);
export const SessionReportPage = lazyPage(
  () => import('../features/tutor-manager/session-reports/session-report-page.js'),
  (module) => module.SessionReportPage,
);
export const CreateSessionFeedbackPage = lazyPage(
  () => import('../features/tutor-manager/session-reports/create-session-feedback-page.js'),
  (module) => module.CreateSessionFeedbackPage,
);
export const IncidentsPage = lazyPage(
  () => import('../features/tutor-manager/session-reports/incidents-page.js'),
  (module) => module.IncidentsPage,
);
export const SuperuserSettingsPage = lazyPage(
  () => import('../features/superuser/settings-page.js'),
  (module) => module.SettingsPage,
);
export const SuperuserRosteringPage = lazyPage(
  () => import('../features/superuser/rostering/rostering-page.js'),
  (module) => module.RosteringPage,
);
export const SuperuserCustomersPage = lazyPage(
  () => import('../features/superuser/customers-page.js'),
  (module) => module.CustomersPage,
);
export const SuperuserSchoolsPage = lazyPage(
  () => import('../features/superuser/customers/schools-page.js'),
  (module) => module.SchoolsPage,
);
export const SuperuserSchoolPage = lazyPage(
  () => import('../features/superuser/customers/school-page.js'),
  (module) => module.SchoolPage,
);
export const SuperuserDistrictPage = lazyPage(
  () => import('../features/superuser/customers/district-page.js'),
  (module) => module.DistrictPage,
);
export const SuperuserPersonPage = lazyPage(
  () => import('../features/superuser/customers/person-page.js'),
  (module) => module.PersonPage,
);
export const SuperuserRosterSyncPage = lazyPage(
  () => import('../features/superuser/rostering/roster-sync-page.js'),
  (module) => module.RosterSyncPage,
);
export const SuperuserPeoplePage = lazyPage(
  () => import('../features/superuser/customers/people-page.js'),
  (module) => module.PeoplePage,
);
export const SuperuserCustomerAuditPage = lazyPage(
  () => import('../features/superuser/customers/audit-page.js'),
  (module) => module.CustomerAuditPage,
);
export const SuperuserPrivacyPage = lazyPage(
  () => import('../features/superuser/customers/privacy-page.js'),
  (module) => module.PrivacyPage,
);
export const AccountSettingsPage = lazyPage(
  () => import('../features/account/account-settings-page.js'),
  (module) => module.AccountSettingsPage,
);
