import type { ApiClient } from '@lantern/shared/client/http-client';
import type {
  ConnectionStatus,
  RealtimeClientOptions,
  RealtimeSocket,
} from '@lantern/shared/client/realtime-client';
import { makeAutoObservable } from 'mobx';
import { bindSessionEvents } from './bind-session-events.js';
import type { RootStore } from './root-store.js';

export interface RealtimeConnection {
  socket: RealtimeSocket;
  close(): void;
}

/** The parts of `connectRealtime` the store supplies itself are filled in here. */
export type ConnectRealtime = (options: RealtimeClientOptions) => RealtimeConnection;
export type RealtimePorts = Pick<RealtimeClientOptions, 'reload' | 'url'> & { connect: ConnectRealtime };

/**
 * The live link to the server: the socket's status for the header indicator, the server's clock
 * offset, and whether the API asked us to slow down (HTTP 429).
 */
export class ConnectionStore {
  // Nothing is connected before sign-in, which is exactly what offline says.
  status: ConnectionStatus = 'offline';
  /** Server time minus local time, learnt at each connect; the console's clock shows server time. */
  serverOffsetMs = 0;
  rateLimited = false;
  private connection: RealtimeConnection | null = null;
  private unbind: (() => void) | null = null;
  // Status reports from a socket that has since been replaced or closed are ignored.
  private generation = 0;

  constructor(
    private readonly root: RootStore,
    private readonly api: ApiClient,
    private readonly ports: RealtimePorts,
  ) {
    makeAutoObservable<ConnectionStore, 'root' | 'api' | 'ports' | 'connection' | 'unbind' | 'generation'>(
      this,
      {
        root: false,
        api: false,
        ports: false,
        connection: false,
        unbind: false,
        generation: false,
      },
    );
  }

  /** (Re)connects with the current token: a new role or identity needs a new handshake. */
  connect(): void {
    this.disconnect();
    const generation = this.generation;
    const connection = this.ports.connect({
      url: this.ports.url,
      reload: this.ports.reload,
      getAccessToken: () => this.root.session.getAccessToken(),
      refreshAccessToken: () => this.api.refresh(),
      onStatus: (status) => {
        if (generation === this.generation) this.setStatus(status);
      },
    });
    this.connection = connection;
    this.unbind = bindSessionEvents(connection.socket, this.root);
  }

  disconnect(): void {
    this.generation += 1;
    this.unbind?.();
    this.unbind = null;
    this.connection?.close();
    this.connection = null;
    this.status = 'offline';
  }

  setStatus(status: ConnectionStatus): void {
    this.status = status;
  }

  markEstablished(serverTimeSeconds: number): void {
    this.serverOffsetMs = serverTimeSeconds * 1000 - this.root.clock.readLocalMs();
  }

  markRateLimited(): void {
    this.rateLimited = true;
  }

  dismissRateLimited(): void {
    this.rateLimited = false;
  }
}
