import { CONSOLE_BASE_PATH } from '@lantern/shared/domain/roles/roles';
import { LiveAnnouncer } from '@lantern/shared/ui/announcer';
import type { i18n } from 'i18next';
import { StrictMode, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { RootStore } from '../stores/root-store.js';
import { AppRoutes } from './app-routes.js';
import { ConsoleToastRegion } from './console-toasts.js';
import { RouteErrorPage } from './route-error-page.js';
import { RouteFocus } from './route-focus.js';
import { ConsoleI18n } from './console-i18n.js';
import { StoresProvider } from './stores-context.js';

export function App({ root, i18n }: { root: RootStore; i18n: i18n }) {
  return (
    <StrictMode>
      <StoresProvider root={root}>
        <ConsoleI18n initial={i18n}>
          <ConsoleRouter />
        </ConsoleI18n>
      </StoresProvider>
    </StrictMode>
  );
}

// A data router, so a screen can hold the user back from leaving with unsaved edits (useBlocker).
function ConsoleRouter() {
  const [router] = useState(() =>
    createBrowserRouter(
      [
        {
          path: '*',
          errorElement: <RouteErrorPage />,
          element: (
            <>
              <AppRoutes />
              <RouteFocus />
              <LiveAnnouncer />
              <ConsoleToastRegion />
            </>
          ),
        },
      ],
      { basename: CONSOLE_BASE_PATH },
    ),
  );
  return <RouterProvider router={router} />;
}
