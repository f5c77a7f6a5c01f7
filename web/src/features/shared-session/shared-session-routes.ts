import { loadNamespace } from '@lantern/shared/i18n/load-namespace';
import { getI18n } from 'react-i18next';
import type { RootStore } from '../../stores/root-store.js';

// Loaded lazily by the router, like live help's: the shared-session page's strings are the
// classroom's, which the sign-in page never downloads.

/** Before `/shared-session/:key` renders: the classroom strings, and the session behind the key. */
export async function enterSharedSession(stores: RootStore, key: string): Promise<void> {
  void stores.sharedSessions.open(key);
  await loadNamespace(getI18n(), 'classroom');
}
