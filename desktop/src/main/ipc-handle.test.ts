import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DesktopChannel, NoPayloadSchema, NotifyRequestSchema } from '../common/desktop-api.js';
import { createHandle, type IpcInvokeEvent, type IpcMainLike } from './ipc-handle.js';

const appOrigin = 'http://localhost:3000';
const consoleFrame: IpcInvokeEvent = { senderFrame: { url: 'http://localhost:3000/console/tutor' } };

function fakeIpc() {
  const listeners = new Map<string, (event: IpcInvokeEvent, ...args: unknown[]) => unknown>();
  const warnings: { message: string; details: Readonly<Record<string, unknown>> }[] = [];
  const ipc: IpcMainLike = {
    handle: (channel, listener) => {
      listeners.set(channel, listener);
    },
  };
  const handle = createHandle(ipc, appOrigin, {
    warn: (message, details) => warnings.push({ message, details }),
  });
  const invoke = async (channel: string, event: IpcInvokeEvent, ...args: unknown[]) => {
    const listener = listeners.get(channel);
    if (!listener) throw new Error(`No handler registered for '${channel}'`);
    return listener(event, ...args);
  };
  return { handle, invoke, warnings };
}

describe('validating IPC handle', () => {
  it("runs the handler with the parsed payload and returns the handler's result", async () => {
    const { handle, invoke } = fakeIpc();
    const received: unknown[] = [];
    handle(DesktopChannel.notify, NotifyRequestSchema, (request) => {
      received.push(request);
      return 'shown';
    });

    await expect(
      invoke(DesktopChannel.notify, consoleFrame, { title: ' Break ', body: 'Time for a rest' }),
    ).resolves.toBe('shown');
    expect(received).toEqual([{ title: 'Break', body: 'Time for a rest' }]);
  });

  it('rejects and logs a payload that fails its schema without running the handler', async () => {
    const { handle, invoke, warnings } = fakeIpc();
    let ran = false;
    handle(DesktopChannel.notify, NotifyRequestSchema, () => {
      ran = true;
    });

    await expect(
      invoke(DesktopChannel.notify, consoleFrame, { title: '', body: 'x', extra: true }),
    ).rejects.toThrow('rejected an invalid payload');
    expect(ran).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.details.channel).toBe(DesktopChannel.notify);
    expect(warnings[0]?.details.issues).toEqual(expect.arrayContaining([expect.stringMatching(/^title: /)]));
  });

  it('rejects a payload sent to a request that takes none', async () => {
    const { handle, invoke } = fakeIpc();
    handle(DesktopChannel.getAppInfo, NoPayloadSchema, () => ({ version: '1.0.0' }));

    await expect(invoke(DesktopChannel.getAppInfo, consoleFrame)).resolves.toEqual({ version: '1.0.0' });
    await expect(invoke(DesktopChannel.getAppInfo, consoleFrame, { sneaky: true })).rejects.toThrow();
  });

  it.each([
    ['another site', 'https://evil.example/console/'],
    ['the offline page', 'data:text/html,offline'],
    ['a look-alike host', 'http://localhost:3000.evil.example/'],
    ['a different port', 'http://localhost:3001/console/'],
  ])('ignores a request from %s', async (_name, senderUrl) => {
    const { handle, invoke, warnings } = fakeIpc();
    let ran = false;
    handle(DesktopChannel.setTrayState, z.unknown(), () => {
      ran = true;
    });

    await expect(
      invoke(DesktopChannel.setTrayState, { senderFrame: { url: senderUrl } }, {}),
    ).rejects.toThrow();
    expect(ran).toBe(false);
    expect(warnings[0]?.details).toEqual({ channel: DesktopChannel.setTrayState, senderUrl });
  });

  it('ignores a request whose frame has already gone', async () => {
    const { handle, invoke } = fakeIpc();
    handle(DesktopChannel.getAppInfo, NoPayloadSchema, () => 'info');
    await expect(invoke(DesktopChannel.getAppInfo, { senderFrame: null })).rejects.toThrow();
  });
});
