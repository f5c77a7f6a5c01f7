import { loadNamespace } from '@lantern/shared/i18n/load-namespace';
import { getI18n } from 'react-i18next';
import { redirect } from 'react-router';
import { ready } from '../../app/guards.js';
import { OAuth2Store } from '../../stores/oauth2-store.js';
import type { RootStore } from '../../stores/root-store.js';

// Loaded lazily by the router: the approval page's store and strings stay off the sign-in page.

/** `/login/oauth2/authorize`: signed in first (coming back here after), then the question. */
export async function authorizeLoader(stores: RootStore, url: URL): Promise<Response | null> {
  await ready(stores);
  if (!stores.session.signedIn) {
    stores.redirect.rememberRedirect(`${url.pathname}${url.search}`);
    return redirect('/login');
  }
  stores.oauth2 ??= new OAuth2Store(stores.api);
  await loadNamespace(getI18n(), 'sso');
  return null;
}
