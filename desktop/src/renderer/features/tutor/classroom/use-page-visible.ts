import { useSyncExternalStore } from 'react';

function subscribe(changed: () => void): () => void {
  document.addEventListener('visibilitychange', changed);
  return () => document.removeEventListener('visibilitychange', changed);
}

/** Whether the console's window is on screen (not minimised, not a background tab). */
export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribe, () => document.visibilityState === 'visible');
}
