import type { LiveHelpStore } from '../../../stores/live-help-store.js';
import { useStores } from '../../../stores/stores-context.js';

/** Live help, which the live-help pages' route loaders open (`enterLiveHelp`) before they render. */
export function useLiveHelp(): LiveHelpStore {
  const { liveHelp } = useStores();
  if (!liveHelp) throw new Error('useLiveHelp() needs a route loader that runs enterLiveHelp()');
  return liveHelp;
}
