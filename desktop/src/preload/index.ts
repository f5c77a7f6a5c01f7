import { contextBridge, ipcRenderer } from 'electron';
import { createChimePlayer, type ToneContext } from '../common/chime.js';
import {
  type AppInfo,
  ChimeKindSchema,
  ConsolePathSchema,
  type DesktopBridge,
  DesktopChannel,
  type PresenceReport,
  PresenceReportSchema,
  SignInWindowResultSchema,
  TrayCommandSchema,
} from '../common/desktop-api.js';

// Sandboxed preloads run in the page's renderer, where Web Audio exists; this file is typed for Node.
const audioHost = globalThis as typeof globalThis & { AudioContext: new () => ToneContext };
const playChime = createChimePlayer(() => new audioHost.AudioContext());

// Main cannot play sound, so chimes are synthesised here; everything else crosses to main, which
// validates each payload again.
const bridge: DesktopBridge = {
  notify: (request) => ipcRenderer.invoke(DesktopChannel.notify, request),
  playChime: async (kind) => playChime(ChimeKindSchema.parse(kind)),
  setTrayState: (state) => ipcRenderer.invoke(DesktopChannel.setTrayState, state),
  getAppInfo: (): Promise<AppInfo> => ipcRenderer.invoke(DesktopChannel.getAppInfo),
  onTrayCommand: (listener) => {
    // The IPC event holds the sender; only the command may reach the page.
    const forward = (_event: unknown, command: unknown) => {
      const parsed = TrayCommandSchema.safeParse(command);
      if (parsed.success) listener(parsed.data);
    };
    ipcRenderer.on(DesktopChannel.trayCommand, forward);
    return () => {
      ipcRenderer.removeListener(DesktopChannel.trayCommand, forward);
    };
  },
  onNavigate: (listener) => {
    const forward = (_event: unknown, path: unknown) => {
      const parsed = ConsolePathSchema.safeParse(path);
      if (parsed.success) listener(parsed.data);
    };
    ipcRenderer.on(DesktopChannel.navigate, forward);
    return () => {
      ipcRenderer.removeListener(DesktopChannel.navigate, forward);
    };
  },
  currentPresence: async (): Promise<PresenceReport> =>
    PresenceReportSchema.parse(await ipcRenderer.invoke(DesktopChannel.getPresence)),
  onPresenceChange: (listener) => {
    const forward = (_event: unknown, report: unknown) => {
      const parsed = PresenceReportSchema.safeParse(report);
      if (parsed.success) listener(parsed.data);
    };
    ipcRenderer.on(DesktopChannel.presence, forward);
    return () => {
      ipcRenderer.removeListener(DesktopChannel.presence, forward);
    };
  },
  openSignInWindow: async (url) =>
    SignInWindowResultSchema.parse(await ipcRenderer.invoke(DesktopChannel.openSignInWindow, { url })),
};

contextBridge.exposeInMainWorld('lanternDesktop', bridge);
