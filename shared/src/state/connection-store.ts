import type { ConnectionStatus, RealtimeClientOptions, RealtimeSocket } from '../client/realtime-client.js';
import type { AckResponse } from '../realtime/ack.js';
import type { CommandAckData, CommandInput, CommandName } from '../realtime/commands.js';
import type { ServerEventName, ServerEventPayload } from '../realtime/events.js';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ServerEventDispatch } from './server-events.js';
import type { StateRoot } from './state-root.js';

export interface RealtimeConnection {
  socket: RealtimeSocket;
  /** Replaces a socket that may be dead though it looks connected (no acknowledgement came). */
  reconnect?(): void;
  close(): void;
}

export interface RealtimePorts {
  /** Opens the socket. The browser's loads socket.io on first use, off the sign-in page's budget. */
  open(options: RealtimeClientOptions): Promise<RealtimeConnection>;
  /** Origin of the API; same-origin when absent. */
  url?: string;
  /** Where dropped (invalid) payloads are reported. */
  log?(message: string, detail: unknown): void;
}

/** The browser's socket: socket.io is imported only when the first signed-in user needs it. */
export const browserRealtime: RealtimePorts = {
  async open(options) {
    const { connectRealtime } = await import('../client/realtime-client.js');
    return connectRealtime(options);
  },
  log: (message, detail) => console.warn(message, detail),
};

// Remembered across the reload itself, so the socket's "reload at most once per 30 s" holds.
const RELOAD_KEY = 'lantern.socketReloadAt';

/** A command that never reached the server's answer: no socket, or no acknowledgement in time. */
export type CommandUndelivered = { ok: false; error: { code: 'offline' | 'timeout'; message: string } };
export type CommandResult<N extends CommandName> = AckResponse<CommandAckData<N>> | CommandUndelivered;

/** How long a command waits for its acknowledgement before the caller treats it as not delivered. */
export const COMMAND_TIMEOUT_MS = 5000;

type Listener<E extends ServerEventName> = (payload: ServerEventPayload<E>) => void;

/**
 * What the header tells people about the line: the socket's status, or while it is connected, that
 * a read is being asked again ('retrying') or that the socket just came back ('back').
 */
export type ConnectionNotice = ConnectionStatus | 'retrying' | 'back';

/**
 * The live link to the server: one socket per signed-in identity, its status for the header
 * indicator, the server's clock offset, and whether the API asked us to slow down (HTTP 429).
 * Every server event is validated before it reaches a store; feature stores subscribe with `on`.
 */
export class ConnectionStore {
  // Nothing is connected before sign-in, which is exactly what offline says.
  status: ConnectionStatus = 'offline';
  /** Server time minus local time, learnt at each connect; shifts are measured on the server's clock. */
  serverOffsetMs = 0;
  rateLimited = false;
  /** HTTP reads being asked again right now, after a 503 or no answer. */
  retrying = 0;
  /** The socket came back after losing its line, and nobody has been told yet. */
  recovered = false;
  private wasConnected = false;
  private connection: RealtimeConnection | null = null;
  private unbind: (() => void) | null = null;
  // What a socket that has since been replaced or closed reports is ignored.
  private generation = 0;
  private readonly listeners = new Map<ServerEventName, Set<Listener<ServerEventName>>>();

  constructor(
    private readonly root: StateRoot,
    private readonly ports: RealtimePorts,
  ) {
    makeAutoObservable<
      ConnectionStore,
      | 'root'
      | 'ports'
      | 'connection'
      | 'unbind'
      | 'generation'
      | 'listeners'
      | 'dispatch'
      | 'log'
      | 'wasConnected'
    >(
      this,
      {
        wasConnected: false,
        root: false,
        ports: false,
        connection: false,
        unbind: false,
        generation: false,
        listeners: false,
        dispatch: false,
        log: false,
      },
      { autoBind: true },
    );
  }

  /**
   * (Re)connects with the current access token. The server ties a socket to the token it was
   * opened with, so every new person, role or view-as needs a new handshake.
   */
  connect(): void {
    this.disconnect();
    this.status = 'connecting';
    void this.open(this.generation);
  }

  disconnect(): void {
    this.generation += 1;
    this.unbind?.();
    this.unbind = null;
    this.connection?.close();
    this.connection = null;
    this.status = 'offline';
    this.wasConnected = false;
    this.recovered = false;
  }

  /** Subscribes to a server event across reconnections; payloads arrive validated. Returns the unsubscribe. */
  on<E extends ServerEventName>(event: E, listener: Listener<E>): () => void {
    const set = this.listeners.get(event) ?? new Set<Listener<ServerEventName>>();
    set.add(listener as Listener<ServerEventName>);
    this.listeners.set(event, set);
    return () => set.delete(listener as Listener<ServerEventName>);
  }

  /**
   * Sends a declared command and resolves with the server's acknowledgement, or with `offline` /
   * `timeout` when none came: the caller decides whether to retry. Never rejects.
   */
  async command<N extends CommandName>(
    name: N,
    payload: CommandInput<N>,
    timeoutMs = COMMAND_TIMEOUT_MS,
  ): Promise<CommandResult<N>> {
    const socket = this.connection?.socket;
    if (!socket?.connected) return { ok: false, error: { code: 'offline', message: 'Not connected' } };
    // socket.io types emitWithAck per event; the command table has already typed name and payload.
    const timed = socket.timeout(timeoutMs);
    const emit = timed.emitWithAck.bind(timed) as unknown as (
      event: N,
      payload: CommandInput<N>,
    ) => Promise<AckResponse<CommandAckData<N>>>;
    try {
      return await emit(name, payload);
    } catch {
      // No answer on a socket that says it is connected: the link is likely dead (a network cut
      // the heartbeat has not noticed yet). A fresh socket brings the catch-up with it.
      this.connection?.reconnect?.();
      return { ok: false, error: { code: 'timeout', message: 'No answer from the server in time' } };
    }
  }

  setStatus(status: ConnectionStatus): void {
    if (status === 'connected') {
      this.recovered = this.wasConnected && this.status !== 'connected';
      this.wasConnected = true;
    } else if (status !== this.status) this.recovered = false;
    this.status = status;
  }

  get notice(): ConnectionNotice {
    if (this.status !== 'connected') return this.status;
    if (this.retrying > 0) return 'retrying';
    return this.recovered ? 'back' : 'connected';
  }

  /** "Back online" has been shown long enough. */
  dismissRecovered(): void {
    this.recovered = false;
  }

  noteRetrying(active: boolean): void {
    this.retrying = Math.max(0, this.retrying + (active ? 1 : -1));
  }

  markEstablished(serverTimeSeconds: number): void {
    this.serverOffsetMs = serverTimeSeconds * 1000 - this.root.env.nowMs();
  }

  markRateLimited(): void {
    this.rateLimited = true;
  }

  dismissRateLimited(): void {
    this.rateLimited = false;
  }

  private async open(generation: number): Promise<void> {
    const { env } = this.root;
    try {
      const [{ bindServerEvents }, connection] = await Promise.all([
        import('./server-events.js'),
        this.ports.open({
          url: this.ports.url,
          getAccessToken: () => this.root.session.accessToken,
          refreshAccessToken: () => this.root.api.refresh(),
          onStatus: (status) => {
            if (generation === this.generation) this.setStatus(status);
          },
          reload: {
            run: () => env.reload(),
            lastAtMs: () => {
              const stored = Number(env.sessionStorage.getItem(RELOAD_KEY));
              return Number.isFinite(stored) && stored > 0 ? stored : null;
            },
            remember: (nowMs) => env.sessionStorage.setItem(RELOAD_KEY, String(nowMs)),
          },
          nowMs: () => env.nowMs(),
        }),
      ]);
      if (generation !== this.generation) {
        // Signed out or replaced while the socket client was loading.
        connection.close();
        return;
      }
      this.connection = connection;
      this.unbind = bindServerEvents(connection.socket, this.dispatch, this.log);
    } catch (error) {
      this.log('The live connection could not be opened', error);
      runInAction(() => {
        if (generation === this.generation) this.status = 'offline';
      });
    }
  }

  private readonly dispatch: ServerEventDispatch = (event, payload) => {
    runInAction(() => {
      this.applySessionEvent(event, payload);
      for (const listener of this.listeners.get(event) ?? []) listener(payload);
    });
  };

  /** The session-wide facts every app follows: the server clock, sign-out and flag switches. */
  private applySessionEvent<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>): void {
    const known = { event, payload } as {
      [K in ServerEventName]: { event: K; payload: ServerEventPayload<K> };
    }[ServerEventName];
    switch (known.event) {
      case 'system.connection.established':
        this.markEstablished(known.payload.server_time);
        break;
      case 'auth.session.revoked':
        // Whatever the reason reads, a revoked session is over; only suspension gets its own message.
        this.root.session.end(known.payload.reason === 'suspended' ? 'suspended' : 'revoked');
        break;
      case 'feature-flags.flag.updated':
        this.root.flags.applyUpdate(known.payload.key, known.payload.enabled);
        break;
    }
  }

  private readonly log = (message: string, detail: unknown): void => {
    (this.ports.log ?? ((text, data) => console.warn(text, data)))(message, detail);
  };
}
