import { io, type Socket } from 'socket.io-client';
import {
  type ClientToServerEvents,
  INVALID_TOKEN,
  type ServerToClientEvents,
  SOCKET_PATH,
} from '../realtime/events.js';
import { decideAfterInvalidToken, SOCKET_RETRY } from './socket-retry-policy.js';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline';

export interface RealtimeClientOptions {
  /** Origin of the API; '' or undefined for same-origin. */
  url?: string;
  getAccessToken(): string | null;
  /** Refreshes the access token (the HTTP client's refresh). */
  refreshAccessToken(): Promise<unknown>;
  onStatus(status: ConnectionStatus): void;
  /** Page reload, with the time of the last one remembered across reloads. */
  reload: { run(): void; lastAtMs(): number | null; remember(nowMs: number): void };
  nowMs?: () => number;
}

/**
 * One socket per signed-in app. Domain binders attach their listeners to `socket`; this module only
 * owns the connection life: the token in the handshake and the spec's invalid_token policy.
 */
export function connectRealtime(options: RealtimeClientOptions): {
  socket: RealtimeSocket;
  reconnect(): void;
  close(): void;
} {
  const now = options.nowMs ?? Date.now;
  const socket: RealtimeSocket = io(options.url ?? '', {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: (cb) => cb({ token: options.getAccessToken() ?? '' }),
    reconnectionDelay: SOCKET_RETRY.delayMs,
    reconnectionDelayMax: SOCKET_RETRY.reconnectWaitMs,
  });
  let invalidTokenAttempts = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  const reconnectWithFreshToken = () => {
    options
      .refreshAccessToken()
      .catch(() => undefined)
      .finally(() => {
        if (!closed) socket.connect();
      });
  };

  options.onStatus('connecting');
  socket.on('connect', () => {
    invalidTokenAttempts = 0;
    options.onStatus('connected');
  });
  socket.on('disconnect', (reason) => {
    if (closed) return;
    // socket.io retries a transport drop itself but not a server-side disconnect, which the server
    // does when the sign-in changes identity or the token expires. The handshake reads the newest
    // token; only if the server refuses it does the invalid_token policy below refresh it. Refreshing
    // here instead would race the identity change that caused the disconnect for the refresh cookie.
    options.onStatus('reconnecting');
    if (reason === 'io server disconnect') socket.connect();
  });
  socket.io.on('reconnect_failed', () => options.onStatus('offline'));
  socket.on('connect_error', (error) => {
    if (error.message !== INVALID_TOKEN) {
      options.onStatus(socket.active ? 'reconnecting' : 'offline');
      return;
    }
    const decision = decideAfterInvalidToken(invalidTokenAttempts, options.reload.lastAtMs(), now());
    if (decision.action === 'retry') {
      invalidTokenAttempts += 1;
      options.onStatus('reconnecting');
      retryTimer = setTimeout(reconnectWithFreshToken, decision.delayMs);
    } else if (decision.action === 'reload') {
      options.reload.remember(now());
      options.reload.run();
    } else {
      options.onStatus('offline');
    }
  });

  // The browser says the network is back: a socket that went quiet while it was gone may still look
  // connected, so it is replaced at once instead of after the heartbeat gives up (up to 45 s).
  const onOnline = () => reconnectNow();
  const reconnectNow = () => {
    if (closed) return;
    // Closing the transport is a "transport close": socket.io reconnects by itself, the server
    // greets the new socket, and the apps catch up on what they missed.
    if (socket.connected) socket.io.engine?.close();
    else if (!socket.active) socket.connect();
  };
  globalThis.addEventListener?.('online', onOnline);

  return {
    socket,
    reconnect: reconnectNow,
    close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      globalThis.removeEventListener?.('online', onOnline);
      socket.disconnect();
    },
  };
}
