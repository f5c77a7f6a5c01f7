import { CONSOLE_BASE_PATH } from '@lantern/shared/domain/roles/roles';

// The router works in paths below /console; links on the page carry the full address so that
// "open in new tab" and the status bar show the console page rather than the web app's.

export function toConsoleHref(path: string): string {
  return path === '/' ? `${CONSOLE_BASE_PATH}/` : `${CONSOLE_BASE_PATH}${path}`;
}

/** The router path of a console address, or null when the address belongs to the web app. */
export function toRouterPath(href: string): string | null {
  if (href === CONSOLE_BASE_PATH) return '/';
  return href.startsWith(`${CONSOLE_BASE_PATH}/`) ? href.slice(CONSOLE_BASE_PATH.length) : null;
}
