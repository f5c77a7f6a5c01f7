import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (...args: unknown[]) => void;

class FakeIoSocket {
  readonly listeners = new Map<string, Listener>();
  readonly managerListeners = new Map<string, Listener>();
  readonly io = { on: (event: string, listener: Listener) => this.managerListeners.set(event, listener) };
  active = true;
  connects = 0;
  disconnects = 0;
  auth: ((cb: (data: { token: string }) => void) => void) | null = null;

  on(event: string, listener: Listener): this {
    this.listeners.set(event, listener);
    return this;
  }

  connect(): void {
    this.connects += 1;
  }

  disconnect(): void {
    this.disconnects += 1;
  }

  fire(event: string, ...args: unknown[]): void {
    this.listeners.get(event)?.(...args);
  }

  /** The token the next handshake would carry. */
  handshakeToken(): string {
    let token = '';
    this.auth?.((data) => (token = data.token));
    return token;
  }
}

const sockets: FakeIoSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: (_url: string, options: { auth: FakeIoSocket['auth'] }) => {
    const socket = new FakeIoSocket();
    socket.auth = options.auth;
    sockets.push(socket);
    return socket;
  },
}));

const { connectRealtime } = await import('./realtime-client.js');

function open() {
  let token = 'old-token';
  const statuses: string[] = [];
  const refreshes: string[] = [];
  const connection = connectRealtime({
    getAccessToken: () => token,
    refreshAccessToken: async () => {
      refreshes.push(token);
      token = 'fresh-token';
    },
    onStatus: (status) => statuses.push(status),
    reload: { run: () => undefined, lastAtMs: () => null, remember: () => undefined },
  });
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket');
  return { connection, socket, statuses, refreshes };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('connectRealtime', () => {
  beforeEach(() => {
    sockets.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should reconnect with the newest token after the server disconnects it, without a reload', async () => {
    const { socket, statuses, refreshes } = open();
    socket.fire('disconnect', 'io server disconnect');
    expect(statuses.at(-1)).toBe('reconnecting');
    expect(socket.connects).toBe(1);
    expect(refreshes).toEqual([]);
  });

  it('should refresh the token and try again when the server refuses the reconnection', async () => {
    vi.useFakeTimers();
    const { socket, refreshes } = open();
    socket.fire('disconnect', 'io server disconnect');
    socket.fire('connect_error', new Error('invalid_token'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(refreshes).toEqual(['old-token']);
    expect(socket.connects).toBe(2);
    expect(socket.handshakeToken()).toBe('fresh-token');
  });

  it('should leave a transport drop to socket.io', async () => {
    const { socket, refreshes } = open();
    socket.fire('disconnect', 'transport close');
    await flush();
    expect(refreshes).toEqual([]);
    expect(socket.connects).toBe(0);
  });

  it('should not reconnect a socket the app closed meanwhile', async () => {
    vi.useFakeTimers();
    const { connection, socket } = open();
    socket.fire('connect_error', new Error('invalid_token'));
    connection.close();
    socket.fire('disconnect', 'io server disconnect');
    await vi.advanceTimersByTimeAsync(1000);
    expect(socket.connects).toBe(0);
    expect(socket.disconnects).toBe(1);
  });

  it('should retry an invalid token with a refreshed one after the policy delay', async () => {
    vi.useFakeTimers();
    const { socket, refreshes } = open();
    socket.fire('connect_error', new Error('invalid_token'));
    expect(refreshes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(refreshes).toEqual(['old-token']);
    expect(socket.connects).toBe(1);
  });
});
