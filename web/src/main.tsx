import '@lantern/shared/ui/theme';
import { createApiClient } from '@lantern/shared/client/http-client';
import { createI18n, initialLanguage, switchLanguage } from '@lantern/shared/i18n/setup';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ready } from './app/guards.js';
import { createRoutes, signedInAreas } from './app/router.js';
import { browserEnv } from '@lantern/shared/state/browser-env';
import { browserRealtime } from '@lantern/shared/state/connection-store';
import { RootStore } from './stores/root-store.js';
import { StoresProvider } from './stores/stores-context.js';

async function start(): Promise<void> {
  const stores = new RootStore({
    createApi: (hooks) => createApiClient({ baseUrl: '', ...hooks }),
    env: browserEnv(),
    realtime: browserRealtime,
  });
  stores.start();
  // The session and the catalogues load side by side; a signed-in profile's language then wins over the cookie.
  const [i18n] = await Promise.all([
    createI18n({ language: initialLanguage(document.cookie), namespaces: ['web'] }),
    ready(stores),
  ]);
  if (stores.user.current && stores.user.language !== i18n.language)
    await switchLanguage(i18n, stores.user.language);

  const router = createBrowserRouter(createRoutes(stores), {
    patchRoutesOnNavigation: signedInAreas(stores),
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <StoresProvider stores={stores}>
          <RouterProvider router={router} />
        </StoresProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
