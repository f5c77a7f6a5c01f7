import type { ClientToServerEvents, ServerToClientEvents } from '@lantern/shared/realtime/events';
import type { Socket } from 'socket.io';
import type { AuthContext } from '../auth/auth-context.js';

export interface LanternSocketData {
  auth: AuthContext;
  /** The access token's `exp` (unix seconds): the socket is dropped then. */
  expiresAt: number;
}

/** A connected, authenticated socket; the connection middleware fills `data` before it exists. */
export type LanternSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  LanternSocketData
>;
