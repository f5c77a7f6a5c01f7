import type { ConsolePresence } from '@lantern/shared/domain/presence/combine-presence';
import type { ClientToServerEvents, ServerToClientEvents } from '@lantern/shared/realtime/events';
import type { Socket } from 'socket.io';
import type { AuthContext } from '../auth/auth-context.js';

export interface LanternSocketData {
  auth: AuthContext;
  /** The access token's `exp` (unix seconds): the socket is dropped then. */
  expiresAt: number;
  /**
   * The sessions this socket watches as an observer (SessionObservers), and who watches: the real
   * person behind a view-as. Plain data, so another instance reads it through `fetchSockets`.
   */
  observing?: ObservingEntry[];
  /**
   * What this tutor's console last reported of its tutor (PresenceService); unset for a socket that
   * never reported, which is no console for presence. Plain data, read through `fetchSockets` too.
   */
  presence?: ConsolePresence;
}

export interface ObservingEntry {
  session_id: number;
  user_id: number;
  /** Unix seconds. */
  since: number;
}

/** A connected, authenticated socket; the connection middleware fills `data` before it exists. */
export type LanternSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  LanternSocketData
>;
