import {
  type DesktopBridge,
  SIGNED_OUT_TRAY_STATE,
  type TrayCommand,
  type TrayState,
} from '../../common/desktop-api.js';
import type { InPageTray } from '../bridge/browser-bridge.js';
import type { RootStore } from './root-store.js';

const TRAY_NAME_MAX = 120;

/**
 * The operating system side of the console, always through the DesktopBridge: what the tray shows
 * and the tray menu's commands. In a browser the bridge keeps the tray state for the page to draw.
 */
export class DesktopStore {
  constructor(
    private readonly root: RootStore,
    private readonly bridge: DesktopBridge,
    /** Null inside the desktop app, whose system tray shows the state instead. */
    readonly inPageTray: InPageTray | null,
  ) {}

  /** Subscribes to the tray menu; returns the unsubscribe. */
  start(): () => void {
    return this.bridge.onTrayCommand((command) => this.handleTrayCommand(command));
  }

  handleTrayCommand(command: TrayCommand): void {
    // The main process brings the window forward itself; only sign-out needs the renderer.
    if (command === 'sign-out') void this.root.session.signOut();
  }

  /** Shifts arrive with the punch clock; until then a signed-in tutor's tray reads 'No shift'. */
  showSignedIn(name: string | null): void {
    // The tray's schema caps the name; a very long one is cut rather than refused.
    const state: TrayState = name
      ? { signedInName: name.slice(0, TRAY_NAME_MAX), shift: null }
      : SIGNED_OUT_TRAY_STATE;
    // A tray that fails to update is cosmetic; the console itself carries on.
    this.bridge.setTrayState(state).catch(() => undefined);
  }
}
