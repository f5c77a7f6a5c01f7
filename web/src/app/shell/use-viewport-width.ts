import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's width, for rules that depend on the breakpoint (teacher resource links). */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, () => window.innerWidth);
}
