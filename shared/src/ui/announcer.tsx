import { useSyncExternalStore } from 'react';

let message = '';
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Says something to screen readers without moving focus (e.g. "You have signed out"), through
 * the one polite live region `LiveAnnouncer` keeps on every page.
 */
export function announce(text: string): void {
  message = text;
  for (const listener of listeners) listener();
}

/**
 * The live region. It stays mounted across pages: a region that appears together with its text
 * is often not read, so it must exist before `announce` fills it.
 */
export function LiveAnnouncer() {
  const text = useSyncExternalStore(subscribe, () => message);
  return (
    <div className="lt-visually-hidden" role="status" aria-live="polite">
      {text}
    </div>
  );
}
