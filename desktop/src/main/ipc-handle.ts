import type { z } from 'zod';
import type { DesktopChannelName } from '../common/desktop-api.js';
import { isAppUrl } from './navigation-policy.js';

/** The part of Electron's IpcMainInvokeEvent the check needs. */
export interface IpcInvokeEvent {
  readonly senderFrame: { readonly url: string } | null;
}

/** The part of Electron's ipcMain the handlers are registered on. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcInvokeEvent, ...args: unknown[]) => unknown): void;
}

export interface IpcLogger {
  warn(message: string, details: Readonly<Record<string, unknown>>): void;
}

export type Handle = <T>(
  channel: DesktopChannelName,
  schema: z.ZodType<T>,
  fn: (payload: T) => unknown,
) => void;

/**
 * Returns the one way main registers IPC handlers. The window only ever shows the app origin, but a
 * frame of another origin (an error page, a future embed) must still not reach the OS, and the
 * renderer is remote content, so each payload is parsed before the handler sees it.
 */
export function createHandle(ipc: IpcMainLike, appOrigin: string, logger: IpcLogger): Handle {
  return (channel, schema, fn) => {
    ipc.handle(channel, async (event, payload) => {
      const senderUrl = event.senderFrame?.url ?? '';
      if (!isAppUrl(senderUrl, appOrigin)) {
        logger.warn('IPC from a page outside the app was ignored', { channel, senderUrl });
        throw new Error(`${channel} is only available to the Lantern console`);
      }
      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        const issues = parsed.error.issues.map(
          (issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`,
        );
        logger.warn('IPC payload failed validation', { channel, issues });
        throw new Error(`${channel} rejected an invalid payload`);
      }
      return fn(parsed.data);
    });
  };
}
