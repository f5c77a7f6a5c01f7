import { describe, expect, it } from 'vitest';
import type { DesktopBridge } from '../../common/desktop-api.js';
import { createBrowserBridge } from './browser-bridge.js';
import { selectDesktop } from './get-desktop-bridge.js';

const browser = createBrowserBridge({
  notifications: null,
  createAudioContext: () => {
    throw new Error('no audio in this test');
  },
  focusPage: () => {},
  version: '0.0.0',
  presence: { current: () => ({ state: 'present' }), subscribe: () => () => {} },
});

const desktopApp: DesktopBridge = {
  notify: async () => {},
  playChime: async () => {},
  setTrayState: async () => {},
  getAppInfo: async () => ({ platform: 'linux', version: '0.1.0', isDesktop: true }),
  onTrayCommand: () => () => {},
  onNavigate: () => () => {},
  currentPresence: async () => ({ state: 'away', reason: 'locked', idle_seconds: 4 }),
  onPresenceChange: () => () => {},
};

describe('choosing the desktop bridge', () => {
  it('uses the desktop app when its preload exposed lanternDesktop, and draws no tray in the page', async () => {
    const selected = selectDesktop({ lanternDesktop: desktopApp }, browser);
    await expect(selected.bridge.getAppInfo()).resolves.toMatchObject({ isDesktop: true });
    expect(selected.inPageTray).toBeNull();
  });

  it('uses the browser bridge and its in-page tray everywhere else', async () => {
    const selected = selectDesktop({}, browser);
    expect(selected.bridge).toBe(browser);
    expect(selected.inPageTray).toBe(browser.inPageTray);
  });
});
