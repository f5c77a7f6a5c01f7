import { loadNamespace } from '@lantern/shared/i18n/load-namespace';
import { getI18n } from 'react-i18next';
import { LiveHelpStore } from '../../../stores/live-help-store.js';
import type { RootStore } from '../../../stores/root-store.js';
import { openSharedSessions } from '../../../stores/shared-sessions-store.js';
import { TranscriptsStore } from '@lantern/shared/state/transcripts-store';
import ClassroomPage from './classroom-page.js';
import PastSessionPage from './past-session-page.js';
import StartSessionPage from './start-session-page.js';

// What the router needs of live help, in one module it imports lazily: one chunk to name in the
// first download instead of one per page, and none of the feature's code or strings in it.

/** The pages, by route. */
export const liveHelpPages = {
  classroom: ClassroomPage,
  startSession: StartSessionPage,
  pastSession: PastSessionPage,
};

/**
 * A live-help page is about to render: live help is created once for the app (its classroom
 * bound to the socket from then on), its own catalogue is loaded (the sign-in page downloads
 * all of `web`, so these strings live in `classroom`), and the page's data starts loading.
 */
export async function enterLiveHelp(stores: RootStore, url: URL): Promise<LiveHelpStore> {
  stores.liveHelp ??= new LiveHelpStore(stores, stores.api);
  // Ended sessions are shared from the classroom (its history and the end of a chat).
  openSharedSessions(stores);
  await loadNamespace(getI18n(), 'classroom');
  stores.liveHelp.enter(url);
  return stores.liveHelp;
}

/** `/student/classroom/history/:sessionId`: live help as above, and that session's transcript on its way. */
export async function enterPastSession(stores: RootStore, url: URL): Promise<void> {
  await enterLiveHelp(stores, url);
  stores.transcripts ??= new TranscriptsStore(stores.api);
  const sessionId = Number(url.pathname.split('/').at(-1));
  if (Number.isInteger(sessionId) && sessionId > 0) void stores.transcripts.open(sessionId);
}
