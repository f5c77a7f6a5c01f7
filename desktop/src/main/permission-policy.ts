import { isAppUrl } from './navigation-policy.js';

// Notifications for shift and break alerts; sanitised clipboard writes for the console's copy
// buttons (the comment library), which Electron otherwise refuses once a handler is installed.
const GRANTED_TO_APP: ReadonlySet<string> = new Set(['notifications', 'clipboard-sanitized-write']);

/**
 * Whether a page may use a browser permission: only the app origin, and only what it needs. The
 * microphone ('media' asking for audio alone) records the chat's voice notes; the camera stays shut.
 */
export function isPermissionGranted(
  permission: string,
  requestingUrl: string,
  appOrigin: string,
  mediaTypes: readonly string[] = [],
): boolean {
  if (!isAppUrl(requestingUrl, appOrigin)) return false;
  if (permission === 'media') return mediaTypes.length > 0 && mediaTypes.every((type) => type === 'audio');
  return GRANTED_TO_APP.has(permission);
}
