import { createApiClient } from '@lantern/shared/client/http-client';
import { createI18n, initialLanguage } from '@lantern/shared/i18n/setup';
import { browserEnv } from '@lantern/shared/state/browser-env';
import { browserRealtime } from '@lantern/shared/state/connection-store';
import { applyTheme } from '@lantern/shared/ui/theme';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { getDesktopBridge, getInPageTray } from './bridge/get-desktop-bridge.js';
import { RootStore } from './stores/root-store.js';
import './app/console.css';

// Staff look at the console all shift: the compact density of the shared tokens, light or dark
// as the operating system says.
applyTheme('system', 'compact');

const root = new RootStore({
  createApi: (hooks) => createApiClient({ baseUrl: '', ...hooks }),
  bridge: getDesktopBridge(),
  inPageTray: getInPageTray(),
  env: browserEnv(),
  realtime: browserRealtime,
});
root.start();
// Restoring runs while the catalogues load; the shell shows a loading state until it settles.
void root.session.restore();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void createI18n({ language: initialLanguage(document.cookie), namespaces: ['console'], signedIn: true }).then(
  (i18n) => {
    createRoot(container).render(<App root={root} i18n={i18n} />);
  },
);
