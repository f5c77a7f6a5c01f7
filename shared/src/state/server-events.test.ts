import { describe, expect, it } from 'vitest';
import { serverEvents } from '../realtime/events.js';
import { bindServerEvents } from './server-events.js';
import { FakeSocket } from './test-support.js';

function bound() {
  const socket = new FakeSocket({
    getAccessToken: () => null,
    refreshAccessToken: async () => undefined,
    onStatus: () => undefined,
    reload: { run: () => undefined, lastAtMs: () => null, remember: () => undefined },
  });
  const received: { event: string; payload: unknown }[] = [];
  const logged: string[] = [];
  const unbind = bindServerEvents(
    socket as unknown as Parameters<typeof bindServerEvents>[0],
    (event, payload) => received.push({ event, payload }),
    (message) => logged.push(message),
  );
  return { socket, received, logged, unbind };
}

describe('bindServerEvents', () => {
  it('should listen to every declared server event', () => {
    const { socket } = bound();
    expect([...socket.listeners.keys()].sort()).toEqual(Object.keys(serverEvents).sort());
  });

  it('should hand on a payload its schema accepts', () => {
    const { socket, received, logged } = bound();
    socket.emitFromServer('feature-flags.flag.updated', { key: 'paperlive', enabled: true });
    expect(received).toEqual([
      { event: 'feature-flags.flag.updated', payload: { key: 'paperlive', enabled: true } },
    ]);
    expect(logged).toEqual([]);
  });

  it('should drop and log a payload its schema refuses', () => {
    const { socket, received, logged } = bound();
    socket.emitFromServer('feature-flags.flag.updated', { key: 'paperlive', enabled: 'yes' });
    socket.emitFromServer('auth.session.revoked', { reason: 'bored' });
    expect(received).toEqual([]);
    expect(logged).toEqual([
      'Dropped an invalid feature-flags.flag.updated payload',
      'Dropped an invalid auth.session.revoked payload',
    ]);
  });

  it('should stop listening when unbound', () => {
    const { socket, unbind } = bound();
    unbind();
    expect([...socket.listeners.values()].every((set) => set.size === 0)).toBe(true);
  });
});
