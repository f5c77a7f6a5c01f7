import type { ConnectionStatus, RealtimeSocket } from '@lantern/shared/client/realtime-client';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.js';

export interface RealtimeConnection {
  socket: RealtimeSocket;
  close(): void;
}

/** Opens the socket for a signed-in user; injected so unit tests never touch the network. */
export type RealtimeConnector = (
  root: RootStore,
  onStatus: (status: ConnectionStatus) => void,
) => Promise<RealtimeConnection>;

const RELOAD_KEY = 'lantern.socketReloadAt';

/** The browser connector: socket.io is loaded only once someone is signed in, off the sign-in page's budget. */
export const browserRealtimeConnector: RealtimeConnector = async (root, onStatus) => {
  const { connectRealtime } = await import('@lantern/shared/client/realtime-client');
  return connectRealtime({
    getAccessToken: () => root.session.accessToken,
    refreshAccessToken: () => root.api.refresh(),
    onStatus,
    reload: {
      run: () => root.env.reload(),
      lastAtMs: () => {
        const stored = Number(root.env.sessionStorage.getItem(RELOAD_KEY));
        return Number.isFinite(stored) && stored > 0 ? stored : null;
      },
      remember: (nowMs) => root.env.sessionStorage.setItem(RELOAD_KEY, String(nowMs)),
    },
  });
};

/** The live connection: pushes feature-flag switches and session revocations into the stores. */
export class RealtimeStore {
  status: ConnectionStatus | 'idle' = 'idle';
  private connection: RealtimeConnection | null = null;
  private opening = false;

  constructor(
    private readonly root: RootStore,
    private readonly connector: RealtimeConnector,
  ) {
    makeAutoObservable<RealtimeStore, 'root' | 'connector' | 'connection' | 'opening'>(
      this,
      { root: false, connector: false, connection: false, opening: false },
      { autoBind: true },
    );
  }

  async connect(): Promise<void> {
    if (this.connection || this.opening) return;
    this.opening = true;
    try {
      const connection = await this.connector(this.root, (status) =>
        runInAction(() => (this.status = status)),
      );
      if (!this.root.session.signedIn) {
        connection.close();
        return;
      }
      this.connection = connection;
      this.bind(connection.socket);
    } catch {
      runInAction(() => (this.status = 'offline'));
    } finally {
      this.opening = false;
    }
  }

  private bind(socket: RealtimeSocket): void {
    socket.on('feature-flags.flag.updated', ({ key, enabled }) => this.root.flags.applyUpdate(key, enabled));
    socket.on('auth.session.revoked', () => {
      this.root.session.clear();
      this.root.ui.navigate('/login');
    });
  }

  disconnect(): void {
    this.connection?.close();
    this.connection = null;
    this.status = 'idle';
  }
}
