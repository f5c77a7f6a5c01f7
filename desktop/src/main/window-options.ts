import type { BrowserWindowConstructorOptions } from 'electron';
import { APP_NAME } from './config.js';

export interface WindowOptionsInput {
  readonly preloadPath: string;
  readonly iconPath: string;
}

/** What every window of the app denies the pages it shows, the console's own or a provider's. */
export const HARDENED_WEB_PREFERENCES = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
  navigateOnDragDrop: false,
  safeDialogs: true,
} as const satisfies BrowserWindowConstructorOptions['webPreferences'];

/** The hardened options of every console window; pure so the security settings are tested. */
export function consoleWindowOptions({
  preloadPath,
  iconPath,
}: WindowOptionsInput): BrowserWindowConstructorOptions {
  return {
    title: APP_NAME,
    icon: iconPath,
    width: 1280,
    height: 800,
    // The console is dense by design; below this its tables and the classroom stop fitting.
    minWidth: 960,
    minHeight: 600,
    // Shown on 'ready-to-show', so the user never sees a blank white frame.
    show: false,
    autoHideMenuBar: true,
    webPreferences: {
      ...HARDENED_WEB_PREFERENCES,
      preload: preloadPath,
      // Tutors keep the console hidden in the tray during a shift; its clock ticks every second and
      // break chimes must still sound on time.
      backgroundThrottling: false,
      // Chimes are the point of the desktop app; a browser would hold them until the first click.
      autoplayPolicy: 'no-user-gesture-required',
    },
  };
}
