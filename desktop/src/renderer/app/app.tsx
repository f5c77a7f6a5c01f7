import { CONSOLE_BASE_PATH } from '@lantern/shared/domain/roles/roles';
import type { i18n } from 'i18next';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import type { RootStore } from '../stores/root-store.js';
import { AppRoutes } from './app-routes.js';
import { ConsoleI18n } from './console-i18n.js';
import { StoresProvider } from './stores-context.js';

export function App({ root, i18n }: { root: RootStore; i18n: i18n }) {
  return (
    <StrictMode>
      <StoresProvider root={root}>
        <ConsoleI18n initial={i18n}>
          <BrowserRouter basename={CONSOLE_BASE_PATH}>
            <AppRoutes />
          </BrowserRouter>
        </ConsoleI18n>
      </StoresProvider>
    </StrictMode>
  );
}
