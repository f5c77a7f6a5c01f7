export type NavigationDecision = 'allow' | 'open-external' | 'deny';

/**
 * Where a link, redirect or window.open may go. The window only ever shows the app's own origin;
 * ordinary web links go to the user's browser; everything else (file:, data:, custom protocols that
 * launch other programs) is refused.
 */
export function decideNavigation(target: string, appOrigin: string): NavigationDecision {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return 'deny';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'deny';
  // "https://lantern.example.org@evil.example" reads like the first host but goes to the second.
  if (url.username !== '' || url.password !== '') return 'deny';
  return url.origin === appOrigin ? 'allow' : 'open-external';
}

/** True when a URL (for example an IPC sender's frame or a permission request) is the app itself. */
export function isAppUrl(target: string, appOrigin: string): boolean {
  try {
    return new URL(target).origin === appOrigin;
  } catch {
    return false;
  }
}
