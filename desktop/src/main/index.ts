import { join } from 'node:path';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  Notification,
  nativeImage,
  powerMonitor,
  session,
  shell,
  Tray,
  type WebContents,
} from 'electron';
import appIconPath from '../../build/icon.png?asset';
import trayIcon2xPath from '../../build/tray@2x.png?asset';
import trayIconPath from '../../build/tray.png?asset';
import {
  type AppInfo,
  DesktopChannel,
  NoPayloadSchema,
  NotifyRequestSchema,
  SIGNED_OUT_TRAY_STATE,
  SignInWindowRequestSchema,
  type TrayCommand,
  type TrayState,
  TrayStateSchema,
} from '../common/desktop-api.js';
import { APP_ID, APP_NAME, type DesktopConfig, loadDesktopConfig } from './config.js';
import { withConsoleCsp } from './content-security-policy.js';
import { createHandle } from './ipc-handle.js';
import { decideNavigation } from './navigation-policy.js';
import { NotificationCenter } from './notification-center.js';
import { isConsoleUnreachable, offlinePageUrl } from './offline-page.js';
import { isPermissionGranted } from './permission-policy.js';
import { PresenceMonitor } from './presence-monitor.js';
import { SignInWindows, signInWindowOptions } from './sign-in-window.js';
import { buildTrayModel, type TrayMenuCommand, trayMenuTemplate } from './tray-model.js';
import { consoleWindowOptions } from './window-options.js';

const preloadPath = join(import.meta.dirname, '../preload/index.cjs');
const TRAY_REFRESH_MS = 10_000;

// Module-level so the tray icon is not garbage-collected away while the app runs.
let tray: Tray | undefined;
let mainWindow: BrowserWindow | undefined;
let trayState: TrayState = SIGNED_OUT_TRAY_STATE;
let renderedTrayKey = '';
let quitting = false;
let signInWindows: SignInWindows | undefined;

function main(): void {
  app.setName(APP_NAME);
  const config = loadDesktopConfig(process.env);
  if (!config.ok) {
    dialog.showErrorBox(`${APP_NAME} cannot start`, config.error);
    app.exit(1);
    return;
  }
  // A second launch (a desktop shortcut clicked twice) should surface the running console, not
  // start another one with its own tray icon and session.
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  app.enableSandbox();
  if (process.platform === 'win32') app.setAppUserModelId(APP_ID);
  app.on('second-instance', showWindow);
  app.on('activate', showWindow);
  app.on('before-quit', () => {
    quitting = true;
  });
  signInWindows = new SignInWindows(config.config.appOrigin, openSignInWindow);
  app.on('web-contents-created', (_event, contents) => lockNavigation(contents, config.config.appOrigin));
  void app.whenReady().then(() => start(config.config));
}

function start({ consoleUrl, appOrigin, awayAfterSeconds }: DesktopConfig): void {
  secureSession(appOrigin);
  const presence = new PresenceMonitor(
    powerMonitor,
    {
      nowMs: () => Date.now(),
      every: (ms, tick) => {
        const timer = setInterval(tick, ms);
        return () => clearInterval(timer);
      },
    },
    awayAfterSeconds,
    (report) => mainWindow?.webContents.send(DesktopChannel.presence, report),
  );
  registerIpc(appOrigin, presence);
  createTray();
  mainWindow = createWindow(consoleUrl, appOrigin);
  // powerMonitor may be used only once the app is ready, which it is here.
  presence.start();
}

function secureSession(appOrigin: string): void {
  const { defaultSession } = session;
  defaultSession.webRequest.onHeadersReceived((details, respond) => {
    respond({ responseHeaders: withConsoleCsp(details.url, details.responseHeaders ?? {}, appOrigin) });
  });
  defaultSession.setPermissionRequestHandler((_contents, permission, respond, details) => {
    const mediaTypes = 'mediaTypes' in details ? (details.mediaTypes ?? []) : [];
    respond(isPermissionGranted(permission, details.requestingUrl, appOrigin, mediaTypes));
  });
  defaultSession.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    isPermissionGranted(
      permission,
      requestingOrigin,
      appOrigin,
      details.mediaType ? [details.mediaType] : [],
    ),
  );
}

function lockNavigation(contents: WebContents, appOrigin: string): void {
  const guard = (event: { url: string; preventDefault(): void }) => {
    // The sign-in window shows the provider's pages: SignInWindows decides where it may go.
    if (signInWindows?.owns(contents.id)) return;
    const decision = decideNavigation(event.url, appOrigin);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'open-external') void shell.openExternal(event.url);
  };
  contents.on('will-navigate', guard);
  contents.on('will-redirect', guard);
  contents.setWindowOpenHandler(({ url }) => {
    const decision = decideNavigation(url, appOrigin);
    if (decision === 'open-external') void shell.openExternal(url);
    if (decision !== 'allow') return { action: 'deny' };
    return {
      action: 'allow',
      overrideBrowserWindowOptions: {
        ...consoleWindowOptions({ preloadPath, iconPath: appIconPath }),
        show: true,
      },
    };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

function registerIpc(appOrigin: string, presence: PresenceMonitor): void {
  const handle = createHandle(ipcMain, appOrigin, {
    warn: (message, details) => console.warn(`[lantern-desktop] ${message}`, details),
  });
  const notifications = new NotificationCenter(({ title, body }) => {
    // Sounds are the chimes' job, so the console sounds the same in a browser and on every OS.
    // A NativeImage rather than a path: the OS cannot read a path inside the app's asar archive.
    const notification = new Notification({
      title,
      body,
      silent: true,
      icon: nativeImage.createFromPath(appIconPath),
    });
    return {
      show: () => notification.show(),
      close: () => notification.close(),
      onClick: (listener) => notification.on('click', listener),
      onClose: (listener) => notification.on('close', listener),
    };
  }, openScreen);

  handle(DesktopChannel.notify, NotifyRequestSchema, (request) => {
    if (Notification.isSupported()) notifications.notify(request);
  });
  handle(DesktopChannel.setTrayState, TrayStateSchema, (state) => {
    trayState = state;
    renderTray();
  });
  handle(DesktopChannel.getAppInfo, NoPayloadSchema, (): AppInfo => ({
    platform: process.platform,
    version: app.getVersion(),
    isDesktop: true,
  }));
  handle(DesktopChannel.getPresence, NoPayloadSchema, () => presence.current());
  handle(DesktopChannel.openSignInWindow, SignInWindowRequestSchema, ({ url }) => signInWindows!.open(url));
}

/** The provider's pages in a window without the console's bridge, closed once the flow is back. */
function openSignInWindow() {
  const window = new BrowserWindow({
    ...signInWindowOptions({ iconPath: appIconPath, title: APP_NAME }),
    parent: mainWindow,
  });
  const contents = window.webContents;
  // Popups from the provider's pages (help links) go to the person's browser, never a new window.
  contents.setWindowOpenHandler(({ url }) => {
    if (/^https?:/.test(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  return {
    contentsId: contents.id,
    load: (url: string) => load(window, url),
    close: () => {
      if (!window.isDestroyed()) window.close();
    },
    focus: () => window.focus(),
    onNavigate: (listener: (url: string, cancel: () => void) => void) => {
      const forward = (event: { url: string; preventDefault(): void }) =>
        listener(event.url, () => event.preventDefault());
      contents.on('will-navigate', forward);
      contents.on('will-redirect', forward);
    },
    onClosed: (listener: () => void) => window.on('closed', listener),
  };
}

function createTray(): void {
  const icon = nativeImage.createFromPath(trayIconPath);
  icon.addRepresentation({ scaleFactor: 2, dataURL: nativeImage.createFromPath(trayIcon2xPath).toDataURL() });
  tray = new Tray(icon);
  // Windows and Linux open the window on a left click; the menu stays on the right click.
  tray.on('click', showWindow);
  renderTray();
  // The label counts minutes to and through the shift, so it is re-read a few times a minute.
  setInterval(renderTray, TRAY_REFRESH_MS);
}

function renderTray(): void {
  if (!tray) return;
  const model = buildTrayModel(trayState, {
    now: Math.floor(Date.now() / 1000),
    locale: app.getLocale(),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  // Rebuilding an unchanged menu makes some Linux trays flicker or close an open menu.
  const key = JSON.stringify(model);
  if (key === renderedTrayKey) return;
  renderedTrayKey = key;
  tray.setToolTip(model.tooltip);
  if (process.platform === 'darwin') tray.setTitle(model.label);
  tray.setContextMenu(Menu.buildFromTemplate(trayMenuTemplate(model.menu, runTrayCommand)));
}

function runTrayCommand(command: TrayMenuCommand): void {
  if (command === 'quit') {
    app.quit();
    return;
  }
  showWindow();
  sendTrayCommand(command);
}

function sendTrayCommand(command: TrayCommand): void {
  mainWindow?.webContents.send(DesktopChannel.trayCommand, command);
}

/** A clicked notification: the console comes forward and shows the screen the notification is about. */
function openScreen(path: string | undefined): void {
  showWindow();
  if (path !== undefined) mainWindow?.webContents.send(DesktopChannel.navigate, path);
}

function createWindow(consoleUrl: string, appOrigin: string): BrowserWindow {
  const window = new BrowserWindow(consoleWindowOptions({ preloadPath, iconPath: appIconPath }));
  window.once('ready-to-show', () => window.show());
  // Closing hides to the tray: the shift clock, chimes and notifications keep running until Quit.
  window.on('close', (event) => {
    if (quitting) return;
    event.preventDefault();
    window.hide();
  });
  // Windows logs off or shuts down by closing windows without 'before-quit'; hiding would block it.
  window.on('session-end', () => {
    quitting = true;
  });
  window.webContents.on('did-fail-load', (_event, errorCode, errorDescription, validatedUrl, isMainFrame) => {
    if (isConsoleUnreachable({ errorCode, errorDescription, validatedUrl, isMainFrame }, appOrigin)) {
      load(window, offlinePageUrl(consoleUrl, errorDescription));
    }
  });
  load(window, consoleUrl);
  return window;
}

function load(window: BrowserWindow, url: string): void {
  // loadURL also rejects when the load fails or is superseded; 'did-fail-load' is where that is handled.
  window.loadURL(url).catch(() => {});
}

function showWindow(): void {
  const window = mainWindow;
  if (!window || window.isDestroyed()) return;
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

main();
