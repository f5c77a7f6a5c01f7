import type { DesktopBridge } from '../../common/desktop-api.js';

/**
 * DesktopBridge for the console inside the desktop app, over what its preload exposed. The console
 * is served by the API and updates on every deploy, while the installed app updates only when the
 * user reinstalls, so an older app may lack a newer method: those fall back to the browser's.
 */
export function createElectronBridge(
  exposed: Partial<DesktopBridge>,
  fallback: DesktopBridge,
): DesktopBridge {
  // Both presence methods from one source, so the report asked for and the changes heard agree.
  const presence =
    exposed.currentPresence && exposed.onPresenceChange
      ? { currentPresence: exposed.currentPresence, onPresenceChange: exposed.onPresenceChange }
      : fallback;
  return {
    notify: exposed.notify ?? fallback.notify,
    playChime: exposed.playChime ?? fallback.playChime,
    setTrayState: exposed.setTrayState ?? fallback.setTrayState,
    getAppInfo: exposed.getAppInfo ?? fallback.getAppInfo,
    onTrayCommand: exposed.onTrayCommand ?? fallback.onTrayCommand,
    onNavigate: exposed.onNavigate ?? fallback.onNavigate,
    currentPresence: presence.currentPresence,
    onPresenceChange: presence.onPresenceChange,
    // No fallback: without it the console's page goes to the provider itself, as in a browser.
    ...(exposed.openSignInWindow ? { openSignInWindow: exposed.openSignInWindow } : {}),
  };
}
