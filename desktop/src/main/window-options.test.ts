import { describe, expect, it } from 'vitest';
import { consoleWindowOptions } from './window-options.js';

const options = consoleWindowOptions({
  preloadPath: '/app/out/preload/index.cjs',
  iconPath: '/app/icon.png',
});

describe('console window options', () => {
  it('isolates the page from Node and Electron', () => {
    expect(options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('loads the preload that exposes the desktop bridge', () => {
    expect(options.webPreferences?.preload).toBe('/app/out/preload/index.cjs');
  });

  it('keeps timers and chimes running while the window is hidden in the tray', () => {
    expect(options.webPreferences?.backgroundThrottling).toBe(false);
    expect(options.webPreferences?.autoplayPolicy).toBe('no-user-gesture-required');
  });

  it('waits until the page has painted before showing the window', () => {
    expect(options.show).toBe(false);
  });

  it('opens large enough for the dense console and never smaller than its minimum', () => {
    expect(options.width).toBeGreaterThanOrEqual(options.minWidth ?? 0);
    expect(options.height).toBeGreaterThanOrEqual(options.minHeight ?? 0);
    expect(options.minWidth).toBeGreaterThanOrEqual(960);
  });
});
