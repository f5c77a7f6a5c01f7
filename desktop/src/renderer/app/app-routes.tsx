import { Navigate, Route, Routes } from 'react-router';
import { LoginPage } from '../features/auth/login-page.js';
import { SuperuserDashboard } from '../features/superuser/superuser-dashboard.js';
import { TutorDashboard } from '../features/tutor/tutor-dashboard.js';
import { ServicesSummary } from '../features/tutor-manager/services-summary.js';
import { RequireRole } from './guards/require-role.js';
import { NotFoundPage } from './not-found-page.js';
import { ConsoleEntry, ConsoleShell } from './shell/console-shell.js';

/** The console's pages, below /console. Only built screens have routes; the rest are not found. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route element={<ConsoleShell />}>
        <Route index element={<ConsoleEntry />} />
        <Route path="tutor" element={<RequireRole requiredRole="tutor" />}>
          <Route index element={<TutorDashboard />} />
        </Route>
        <Route path="tutor-manager" element={<RequireRole requiredRole="tutor-manager" />}>
          <Route index element={<Navigate to="services" replace />} />
          <Route path="services">
            <Route index element={<Navigate to="summary" replace />} />
            <Route path="summary" element={<ServicesSummary />} />
          </Route>
        </Route>
        <Route path="superuser" element={<RequireRole requiredRole="superuser" />}>
          <Route index element={<SuperuserDashboard />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
