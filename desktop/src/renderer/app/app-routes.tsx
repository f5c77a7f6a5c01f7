import { Navigate, Route, Routes } from 'react-router';
import { LoginPage } from '../features/auth/login-page.js';
import {
  AccountSettingsPage,
  ActionCenterPage,
  AnalyticsPage,
  CreateSessionFeedbackPage,
  IncidentsPage,
  SessionReportPage,
  SessionReportsPage,
  SuperuserCustomersPage,
  SuperuserRosteringPage,
  SuperuserSchoolsPage,
  SuperuserSchoolPage,
  SuperuserDistrictPage,
  SuperuserPersonPage,
  SuperuserRosterSyncPage,
  SuperuserPeoplePage,
  SuperuserCustomerAuditPage,
  SuperuserPrivacyPage,
  SuperuserSettingsPage,
  AvailabilityPage,
  BreaksCenter,
  EssaysQueuePage,
  ClassroomPage,
  PastSessionPage,
  CannedRepliesPage,
  ContentLibraryPage,
  EssayEditorPage,
  ObserveSessionPage,
  ServicesSummary,
  ReviewDeskPage,
  ShiftSchedulePage,
  SuperuserDashboard,
  TransferCandidateRoute,
  TutorFormPage,
  TutorsPage,
  TutorDashboard,
  ValidateTransferRoute,
} from './lazy-pages.js';
import { RequireRole } from './guards/require-role.js';
import { NotFoundPage } from './not-found-page.js';
import { ConsoleEntry, ConsoleShell } from './shell/console-shell.js';

// Spec: breaks-center redirects to meal-breaks; its tabs are meal-, rest- and bio-breaks.
const breaksCenterRoutes = (
  <Route path="breaks-center">
    <Route index element={<Navigate to="meal-breaks" replace />} />
    <Route path=":tab" element={<BreaksCenter />} />
  </Route>
);

// Spec: action-center redirects to classroom; its tabs are classroom, coverage and essay-review
// (any other tab is not found).
const actionCenterRoutes = (
  <Route path="action-center">
    <Route index element={<Navigate to="classroom" replace />} />
    <Route path=":tab" element={<ActionCenterPage />} />
  </Route>
);

// Spec: services/tutors redirects to list; also create and edit/{tutorId}.
const tutorsRoutes = (
  <Route path="tutors">
    <Route index element={<Navigate to="list" replace />} />
    <Route path="list" element={<TutorsPage />} />
    <Route path="create" element={<TutorFormPage />} />
    <Route path="edit/:tutorId" element={<TutorFormPage />} />
  </Route>
);

// Spec: grow/session-reports, grow/session-reports/{id}, grow/create-session-feedback, grow/incidents.
const growRoutes = (
  <Route path="grow">
    <Route path="session-reports" element={<SessionReportsPage />} />
    <Route path="session-reports/:id" element={<SessionReportPage />} />
    <Route path="create-session-feedback" element={<CreateSessionFeedbackPage />} />
    <Route path="incidents" element={<IncidentsPage />} />
  </Route>
);

// Spec: the same services pages for tutor managers and superusers; services redirects to summary,
// schedule to shift-schedule. A live session is observed from the summary's live tutors list.
const servicesRoutes = (
  <Route path="services">
    <Route index element={<Navigate to="summary" replace />} />
    <Route path="summary" element={<ServicesSummary />} />
    <Route path="summary/observe/:sessionId" element={<ObserveSessionPage />} />
    <Route path="analytics" element={<AnalyticsPage />} />
    {breaksCenterRoutes}
    {actionCenterRoutes}
    {tutorsRoutes}
    <Route path="essays-queue" element={<EssaysQueuePage />} />
    <Route path="canned-replies" element={<CannedRepliesPage />} />
    <Route path="schedule">
      <Route index element={<Navigate to="shift-schedule" replace />} />
      <Route path="shift-schedule" element={<ShiftSchedulePage />} />
    </Route>
  </Route>
);

/** The console's pages, below /console. Only built screens have routes; the rest are not found. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route element={<ConsoleShell />}>
        <Route index element={<ConsoleEntry />} />
        <Route path="tutor" element={<RequireRole requiredRole="tutor" />}>
          <Route index element={<TutorDashboard />} />
          <Route path="availability" element={<AvailabilityPage />} />
          <Route path="classroom" element={<ClassroomPage />} />
          <Route path="classroom/history/:sessionId" element={<PastSessionPage />} />
          <Route path="review-center" element={<ReviewDeskPage />} />
          <Route path="review-center/essays/:essayId" element={<EssayEditorPage />} />
          <Route path="content-library" element={<ContentLibraryPage />} />
          <Route path="canned-replies" element={<CannedRepliesPage />} />
          <Route path="settings" element={<AccountSettingsPage />} />
          <Route path="schedule/:scheduleId/validate-transfer" element={<ValidateTransferRoute />} />
          <Route
            path="shift-segment/:shiftSegmentId/transfer/candidate"
            element={<TransferCandidateRoute />}
          />
        </Route>
        <Route path="tutor-manager" element={<RequireRole requiredRole="tutor-manager" />}>
          <Route index element={<Navigate to="services" replace />} />
          <Route path="settings" element={<AccountSettingsPage />} />
          {servicesRoutes}
          {growRoutes}
        </Route>
        <Route path="superuser" element={<RequireRole requiredRole="superuser" />}>
          <Route index element={<SuperuserDashboard />} />
          <Route path="settings" element={<SuperuserSettingsPage />} />
          <Route path="customers" element={<SuperuserCustomersPage />} />
          <Route path="customers/rostering" element={<SuperuserRosteringPage />} />
          <Route path="customers/schools" element={<SuperuserSchoolsPage />} />
          <Route path="customers/schools/:id" element={<SuperuserSchoolPage />} />
          <Route path="customers/people" element={<SuperuserPeoplePage />} />
          <Route path="customers/people/:id" element={<SuperuserPersonPage />} />
          <Route path="customers/districts/:id" element={<SuperuserDistrictPage />} />
          <Route path="customers/rostering/syncs/:id" element={<SuperuserRosterSyncPage />} />
          <Route path="customers/audit" element={<SuperuserCustomerAuditPage />} />
          <Route path="customers/privacy/:districtId?" element={<SuperuserPrivacyPage />} />
          {growRoutes}
          {servicesRoutes}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
