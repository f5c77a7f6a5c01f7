import { loadNamespace } from '@lantern/shared/i18n/load-namespace';
import { getI18n } from 'react-i18next';
import { redirect } from 'react-router';
import { MAINTENANCE_PATH, maintenanceApplies, ready, STUDENT_LOGIN_PATH } from '../../app/guards.js';
import type { RootStore } from '../../stores/root-store.js';
import { openSharedSessions } from '../../stores/shared-sessions-store.js';

// Loaded lazily by the router, like live help's: the page's rules, strings (the classroom's, which
// the sign-in page never downloads) and store stay off the sign-in page.

/**
 * `/shared-session/:key` for anyone signed in: maintenance first, then sign-in (coming back here
 * after it), then the classroom strings and the session behind the key.
 */
export async function sharedSessionLoader(
  stores: RootStore,
  url: URL,
  key: string,
): Promise<Response | null> {
  await ready(stores);
  if (maintenanceApplies(stores)) return redirect(MAINTENANCE_PATH);
  if (!stores.session.signedIn) {
    stores.redirect.rememberRedirect(`${url.pathname}${url.search}`);
    return redirect(STUDENT_LOGIN_PATH);
  }
  void openSharedSessions(stores).open(key);
  await loadNamespace(getI18n(), 'classroom');
  return null;
}
