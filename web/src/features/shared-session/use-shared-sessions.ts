import type { SharedSessionsStore } from '../../stores/shared-sessions-store.js';
import { useStores } from '../../stores/stores-context.js';

/** Shared-session links, which the pages' route loaders open (`openSharedSessions`) before they render. */
export function useSharedSessions(): SharedSessionsStore {
  const { sharedSessions } = useStores();
  if (!sharedSessions)
    throw new Error('useSharedSessions() needs a route loader that runs openSharedSessions()');
  return sharedSessions;
}
