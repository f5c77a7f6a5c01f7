import { SHIFT_STATE_IDS } from '@lantern/shared/domain/shifts/shift-constants';
import { describe, expect, it } from 'vitest';
import type { ToneContext } from '../../common/chime.js';
import type { ChimeKind, NotifyRequest, TrayState } from '../../common/desktop-api.js';
import {
  type BrowserBridgeEnvironment,
  createBrowserBridge,
  type WebNotificationPermission,
  type WebNotifications,
} from './browser-bridge.js';
import { createBrowserPresence } from './browser-presence.js';
import { fakePage } from './test-support.js';

function fakeNotifications(initial: WebNotificationPermission, answer: WebNotificationPermission = initial) {
  let permission = initial;
  const shown: { request: NotifyRequest; click: () => void }[] = [];
  let prompts = 0;
  const notifications: WebNotifications = {
    permission: () => permission,
    requestPermission: async () => {
      prompts += 1;
      permission = answer;
      return answer;
    },
    show: (request, onClick) => shown.push({ request, click: onClick }),
  };
  return { notifications, shown, prompts: () => prompts };
}

function silentAudio() {
  const frequencies: number[] = [];
  const param = {
    setValueAtTime: () => {},
    linearRampToValueAtTime: () => {},
    exponentialRampToValueAtTime: () => {},
  };
  const context: ToneContext = {
    currentTime: 0,
    state: 'running',
    destination: {},
    resume: async () => {},
    createOscillator: () => ({
      frequency: { ...param, setValueAtTime: (value: number) => frequencies.push(value) },
      connect: () => {},
      start: () => {},
      stop: () => {},
    }),
    createGain: () => ({ gain: param, connect: () => {} }),
  };
  return { context, frequencies };
}

function bridgeWith(overrides: Partial<BrowserBridgeEnvironment> = {}) {
  const audio = silentAudio();
  const page = fakePage();
  let focused = 0;
  const bridge = createBrowserBridge({
    notifications: null,
    createAudioContext: () => audio.context,
    focusPage: () => {
      focused += 1;
    },
    version: '1.2.3',
    presence: createBrowserPresence(page.page, 60),
    ...overrides,
  });
  return { bridge, audio, page, focusCount: () => focused };
}

const onShift: TrayState = {
  signedInName: 'Ana Lopez',
  shift: {
    startTime: 1_700_000_000,
    endTime: 1_700_003_600,
    stateId: SHIFT_STATE_IDS.IN_PROGRESS,
    stateLabel: 'In progress',
  },
};

describe('browser bridge', () => {
  it('asks for notification permission the first time and shows the notification once granted', async () => {
    const web = fakeNotifications('default', 'granted');
    const { bridge } = bridgeWith({ notifications: web.notifications });

    await bridge.notify({ title: 'Break', body: 'Your rest break starts now', tag: 'break' });
    await bridge.notify({ title: 'Break', body: 'Back to work' });

    expect(web.prompts()).toBe(1);
    expect(web.shown.map((n) => n.request)).toEqual([
      { title: 'Break', body: 'Your rest break starts now', tag: 'break' },
      { title: 'Break', body: 'Back to work' },
    ]);
  });

  it('shows nothing when the user has refused notifications, and does not ask again', async () => {
    const web = fakeNotifications('denied');
    const { bridge } = bridgeWith({ notifications: web.notifications });
    await bridge.notify({ title: 'Break', body: 'now' });
    expect(web.shown).toEqual([]);
    expect(web.prompts()).toBe(0);
  });

  it('does nothing where the browser has no notifications', async () => {
    const { bridge } = bridgeWith({ notifications: null });
    await expect(bridge.notify({ title: 'Break', body: 'now' })).resolves.toBeUndefined();
  });

  it('brings the page forward when a notification is clicked', async () => {
    const web = fakeNotifications('granted');
    const { bridge, focusCount } = bridgeWith({ notifications: web.notifications });
    await bridge.notify({ title: 'Message', body: 'New message' });
    web.shown[0]?.click();
    expect(focusCount()).toBe(1);
  });

  it('refuses the payloads the desktop app would refuse', async () => {
    const web = fakeNotifications('granted');
    const { bridge } = bridgeWith({ notifications: web.notifications });
    await expect(bridge.notify({ title: '', body: 'x' })).rejects.toThrow();
    await expect(bridge.playChime('fanfare' as ChimeKind)).rejects.toThrow();
    await expect(bridge.setTrayState({ signedInName: '', shift: null })).rejects.toThrow();
    expect(web.shown).toEqual([]);
  });

  it('plays a different melody for each chime kind', async () => {
    const melodies = new Set<string>();
    for (const kind of ['break-start', 'break-end', 'shift-ending', 'message'] as const) {
      const { bridge, audio } = bridgeWith();
      await bridge.playChime(kind);
      expect(audio.frequencies.length).toBeGreaterThan(0);
      melodies.add(audio.frequencies.join(','));
    }
    expect(melodies.size).toBe(4);
  });

  it('keeps the latest tray state for the page to draw, telling subscribers when it changes', async () => {
    const { bridge } = bridgeWith();
    const tray = bridge.inPageTray;
    expect(tray.current()).toEqual({ signedInName: null, shift: null });

    let changes = 0;
    const unsubscribe = tray.subscribe(() => {
      changes += 1;
    });
    await bridge.setTrayState(onShift);
    expect(tray.current()).toEqual(onShift);
    expect(tray.current()).toBe(tray.current());
    expect(changes).toBe(1);

    unsubscribe();
    await bridge.setTrayState({ signedInName: null, shift: null });
    expect(changes).toBe(1);
  });

  it('reports that it runs in a browser', async () => {
    const { bridge } = bridgeWith();
    await expect(bridge.getAppInfo()).resolves.toEqual({
      platform: 'web',
      version: '1.2.3',
      isDesktop: false,
    });
  });

  it("sends the in-page tray's menu commands to the console as the desktop tray's, until unsubscribed", () => {
    const { bridge } = bridgeWith();
    const heard: string[] = [];
    const unsubscribe = bridge.onTrayCommand((command) => heard.push(command));
    bridge.inPageTray.run('punch-in');
    bridge.inPageTray.run('return-to-segment');
    bridge.inPageTray.run('book-rest-break');
    bridge.inPageTray.run('request-meal-break');
    unsubscribe();
    bridge.inPageTray.run('punch-out');
    expect(heard).toEqual(['punch-in', 'return-to-segment', 'book-rest-break', 'request-meal-break']);
  });

  it("focuses the page and opens the notification's screen when it is clicked", async () => {
    const web = fakeNotifications('granted');
    const { bridge, focusCount } = bridgeWith({ notifications: web.notifications });
    const opened: string[] = [];
    bridge.onNavigate((path) => opened.push(path));
    await bridge.notify({ title: 'Break approved', body: 'Meal at 12:30', path: '/tutor' });
    await bridge.notify({ title: 'Message', body: 'Hi' });
    web.shown[0]?.click();
    web.shown[1]?.click();
    expect(opened).toEqual(['/tutor']);
    expect(focusCount()).toBe(2);
  });

  it('refuses a notification that would open an address outside the console', async () => {
    const { bridge } = bridgeWith({ notifications: fakeNotifications('granted').notifications });
    await expect(bridge.notify({ title: 't', body: 'b', path: '//evil.example' })).rejects.toThrow();
    await expect(bridge.notify({ title: 't', body: 'b', path: 'https://evil.example' })).rejects.toThrow();
  });

  it("should say whether the tutor is there from the page's own input", async () => {
    const { bridge, page } = bridgeWith();
    const heard: string[] = [];
    bridge.onPresenceChange((report) => heard.push(report.state));
    page.pass(60);
    await expect(bridge.currentPresence()).resolves.toEqual({
      state: 'away',
      reason: 'idle',
      idle_seconds: 60,
    });
    page.input();
    expect(heard).toEqual(['present', 'away', 'present']);
  });
});
