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
  return {
    notify: exposed.notify ?? fallback.notify,
    playChime: exposed.playChime ?? fallback.playChime,
    setTrayState: exposed.setTrayState ?? fallback.setTrayState,
    getAppInfo: exposed.getAppInfo ?? fallback.getAppInfo,
    onTrayCommand: exposed.onTrayCommand ?? fallback.onTrayCommand,
    onNavigate: exposed.onNavigate ?? fallback.onNavigate,
  };
}
