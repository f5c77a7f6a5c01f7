import { createChimePlayer, type ToneContext } from '../../common/chime.js';
import {
  ChimeKindSchema,
  type DesktopBridge,
  type NotifyRequest,
  NotifyRequestSchema,
  SIGNED_OUT_TRAY_STATE,
  type TrayCommand,
  TrayCommandSchema,
  type TrayState,
  TrayStateSchema,
} from '../../common/desktop-api.js';
import { type BrowserPresence, createBrowserPresence, pageActivity } from './browser-presence.js';

/**
 * The tray state for a page to draw itself (a browser has no tray). Shaped for React's
 * useSyncExternalStore: `current` returns the same object until the state changes.
 */
export interface InPageTray {
  current(): TrayState;
  subscribe(listener: () => void): () => void;
  /** The strip's menu: the command reaches the console as a desktop tray click would. */
  run(command: TrayCommand): void;
}

export interface BrowserBridge extends DesktopBridge {
  readonly inPageTray: InPageTray;
}

export type WebNotificationPermission = 'default' | 'granted' | 'denied';

/** The Web Notifications API as the bridge uses it; null where the browser has none (or the page is not a secure context). */
export interface WebNotifications {
  permission(): WebNotificationPermission;
  requestPermission(): Promise<WebNotificationPermission>;
  show(request: NotifyRequest, onClick: () => void): void;
}

export interface BrowserBridgeEnvironment {
  readonly notifications: WebNotifications | null;
  readonly createAudioContext: () => ToneContext;
  readonly focusPage: () => void;
  readonly version: string;
  /** Whether the person is at the page, from its input: a browser cannot see the machine. */
  readonly presence: BrowserPresence;
}

/**
 * DesktopBridge for the console in a browser. It validates with the same schemas as the desktop
 * app's main process, so a payload the desktop app would refuse fails in browser tests too.
 */
export function createBrowserBridge(environment: BrowserBridgeEnvironment): BrowserBridge {
  const playChime = createChimePlayer(environment.createAudioContext);
  const commands = createEmitter<TrayCommand>();
  const inPageTray = createInPageTray((command) => commands.emit(TrayCommandSchema.parse(command)));
  const navigation = createEmitter<string>();
  return {
    inPageTray,
    notify: async (request) => {
      const valid = NotifyRequestSchema.parse(request);
      const notifications = environment.notifications;
      if (!notifications) return;
      const permission =
        notifications.permission() === 'default'
          ? await notifications.requestPermission()
          : notifications.permission();
      if (permission !== 'granted') return;
      notifications.show(valid, () => {
        environment.focusPage();
        if (valid.path !== undefined) navigation.emit(valid.path);
      });
    },
    playChime: async (kind) => playChime(ChimeKindSchema.parse(kind)),
    setTrayState: async (state) => inPageTray.set(TrayStateSchema.parse(state)),
    getAppInfo: async () => ({ platform: 'web', version: environment.version, isDesktop: false }),
    onTrayCommand: commands.subscribe,
    onNavigate: navigation.subscribe,
    currentPresence: async () => environment.presence.current(),
    onPresenceChange: environment.presence.subscribe,
  };
}

function createEmitter<T>(): { emit(value: T): void; subscribe(listener: (value: T) => void): () => void } {
  const listeners = new Set<(value: T) => void>();
  return {
    emit: (value) => {
      for (const listener of listeners) listener(value);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

function createInPageTray(run: (command: TrayCommand) => void): InPageTray & { set(state: TrayState): void } {
  let state = SIGNED_OUT_TRAY_STATE;
  const changes = createEmitter<void>();
  return {
    current: () => state,
    subscribe: (listener) => changes.subscribe(listener),
    run,
    set: (next) => {
      state = next;
      changes.emit();
    },
  };
}

/** The real browser APIs behind the bridge. */
export function browserEnvironment(version: string): BrowserBridgeEnvironment {
  return {
    notifications: typeof Notification === 'undefined' ? null : webNotifications(),
    createAudioContext: () => new AudioContext(),
    focusPage: () => window.focus(),
    version,
    presence: createBrowserPresence(pageActivity()),
  };
}

function webNotifications(): WebNotifications {
  return {
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    show: ({ title, body, tag }, onClick) => {
      // Silent: sounds are the chimes' job, as in the desktop app.
      const notification = new Notification(title, {
        body,
        silent: true,
        ...(tag === undefined ? {} : { tag }),
      });
      notification.onclick = onClick;
    },
  };
}
