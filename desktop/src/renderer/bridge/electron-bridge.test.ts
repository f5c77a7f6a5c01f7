import { describe, expect, it } from 'vitest';
import type { DesktopBridge } from '../../common/desktop-api.js';
import { createElectronBridge } from './electron-bridge.js';

function recordingBridge(name: string, calls: string[]): DesktopBridge {
  return {
    notify: async () => {
      calls.push(`${name}.notify`);
    },
    playChime: async () => {
      calls.push(`${name}.playChime`);
    },
    setTrayState: async () => {
      calls.push(`${name}.setTrayState`);
    },
    getAppInfo: async () => ({ platform: name, version: '1', isDesktop: name === 'desktop' }),
    onTrayCommand: () => {
      calls.push(`${name}.onTrayCommand`);
      return () => {};
    },
    onNavigate: () => {
      calls.push(`${name}.onNavigate`);
      return () => {};
    },
    currentPresence: async () => {
      calls.push(`${name}.currentPresence`);
      return { state: 'present' };
    },
    onPresenceChange: () => {
      calls.push(`${name}.onPresenceChange`);
      return () => {};
    },
  };
}

describe('electron bridge', () => {
  it('sends every call to the desktop app', async () => {
    const calls: string[] = [];
    const bridge = createElectronBridge(recordingBridge('desktop', calls), recordingBridge('browser', calls));
    await bridge.notify({ title: 't', body: 'b' });
    await bridge.playChime('message');
    await bridge.setTrayState({ signedInName: null, shift: null });
    bridge.onTrayCommand(() => {});
    bridge.onNavigate(() => {});
    await bridge.currentPresence();
    bridge.onPresenceChange(() => {});
    expect(calls).toEqual([
      'desktop.notify',
      'desktop.playChime',
      'desktop.setTrayState',
      'desktop.onTrayCommand',
      'desktop.onNavigate',
      'desktop.currentPresence',
      'desktop.onPresenceChange',
    ]);
    await expect(bridge.getAppInfo()).resolves.toMatchObject({ isDesktop: true });
  });

  it('falls back to the browser for methods an older desktop app does not have', async () => {
    const calls: string[] = [];
    const { playChime: _missing, ...olderApp } = recordingBridge('desktop', calls);
    const bridge = createElectronBridge(olderApp, recordingBridge('browser', calls));
    await bridge.playChime('message');
    await bridge.notify({ title: 't', body: 'b' });
    expect(calls).toEqual(['browser.playChime', 'desktop.notify']);
  });

  it("takes presence from the browser's page input where the desktop app cannot say, both halves from one place", async () => {
    const calls: string[] = [];
    const { onPresenceChange: _missing, ...halfway } = recordingBridge('desktop', calls);
    const bridge = createElectronBridge(halfway, recordingBridge('browser', calls));
    await bridge.currentPresence();
    bridge.onPresenceChange(() => {});
    expect(calls).toEqual(['browser.currentPresence', 'browser.onPresenceChange']);
  });
});
