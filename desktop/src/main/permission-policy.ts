import { isAppUrl } from './navigation-policy.js';

// Notifications for shift and break alerts; sanitised clipboard writes for the console's copy
// buttons (the comment library), which Electron otherwise refuses once a handler is installed.
// Camera and microphone ('media') join when live voice does.
const GRANTED_TO_APP: ReadonlySet<string> = new Set(['notifications', 'clipboard-sanitized-write']);

/** Whether a page may use a browser permission: only the app origin, and only what it needs. */
export function isPermissionGranted(permission: string, requestingUrl: string, appOrigin: string): boolean {
  return GRANTED_TO_APP.has(permission) && isAppUrl(requestingUrl, appOrigin);
}
