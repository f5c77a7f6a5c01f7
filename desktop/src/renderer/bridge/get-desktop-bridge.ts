import { version } from '../../../package.json';
import type { DesktopBridge } from '../../common/desktop-api.js';
import {
  type BrowserBridge,
  browserEnvironment,
  createBrowserBridge,
  type InPageTray,
} from './browser-bridge.js';
import { createElectronBridge } from './electron-bridge.js';

export interface ConsoleDesktop {
  readonly bridge: DesktopBridge;
  /** The tray state to draw in the page; null inside the desktop app, whose OS tray shows it. */
  readonly inPageTray: InPageTray | null;
}

/** Inside the desktop app when its preload put `lanternDesktop` on the window; a browser otherwise. */
export function selectDesktop(host: Pick<Window, 'lanternDesktop'>, browser: BrowserBridge): ConsoleDesktop {
  if (host.lanternDesktop) {
    return { bridge: createElectronBridge(host.lanternDesktop, browser), inPageTray: null };
  }
  return { bridge: browser, inPageTray: browser.inPageTray };
}

let selected: ConsoleDesktop | undefined;

function consoleDesktop(): ConsoleDesktop {
  selected ??= selectDesktop(window, createBrowserBridge(browserEnvironment(version)));
  return selected;
}

/** The one way the console reaches OS features. */
export function getDesktopBridge(): DesktopBridge {
  return consoleDesktop().bridge;
}

/** The tray state for an in-page clock strip, or null inside the desktop app. */
export function getInPageTray(): InPageTray | null {
  return consoleDesktop().inPageTray;
}
