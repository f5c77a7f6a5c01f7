import type { DesktopBridge } from './desktop-api.js';

declare global {
  interface Window {
    /** Present only inside the Lantern desktop shell, put there by its preload script. */
    readonly lanternDesktop?: Partial<DesktopBridge>;
  }
}
