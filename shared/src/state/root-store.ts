import { reaction } from 'mobx';
import type { ApiClient } from '../client/http-client.js';
import type { ApiFactory } from './api-hooks.js';
import type { BrowserEnv } from './browser-env.js';
import { ConnectionStore, type RealtimePorts } from './connection-store.js';
import { FlagsStore } from './flags-store.js';
import { SessionStore } from './session-store.js';
import type { StateRoot } from './state-root.js';
import { UserStore } from './user-store.js';

export interface StateRootDeps {
  createApi: ApiFactory;
  env: BrowserEnv;
  realtime: RealtimePorts;
}

/**
 * The stores both apps share, composed once: each app's RootStore extends this with only its own
 * stores, and overrides `followIdentity` for what its screens hang off the signed-in identity.
 */
export class SharedRootStore implements StateRoot {
  readonly api: ApiClient;
  readonly env: BrowserEnv;
  readonly session: SessionStore;
  readonly user: UserStore;
  readonly flags: FlagsStore;
  readonly connection: ConnectionStore;

  constructor(deps: StateRootDeps) {
    this.env = deps.env;
    this.api = deps.createApi({
      getAccessToken: () => this.session.accessToken,
      onTokens: (tokens) => this.session.setTokens(tokens),
      onSessionEnded: () => this.session.end('expired'),
      onRateLimited: () => this.rateLimited(),
      onRetrying: (active) => this.connection.noteRetrying(active),
    });
    this.session = new SessionStore(this, this.api);
    this.user = new UserStore(this, this.api);
    this.flags = new FlagsStore(this, this.api);
    this.connection = new ConnectionStore(this, deps.realtime);
  }

  /** Whether this app keeps a live connection for whoever is signed in. */
  protected get wantsConnection(): boolean {
    return this.session.signedIn;
  }

  /** The signed-in identity this app follows, or null; a new person, role or view-as changes it. */
  get liveIdentity(): string | null {
    return this.wantsConnection ? this.user.identityKey : null;
  }

  /** Starts following the signed-in identity; returns the stop. */
  start(): () => void {
    const stop = reaction(
      () => this.liveIdentity,
      (identity) => this.followIdentity(identity),
      { fireImmediately: true },
    );
    return () => {
      stop();
      this.connection.disconnect();
    };
  }

  /** Each new identity gets its own socket handshake (it re-joins that identity's rooms); none closes it. */
  protected followIdentity(identity: string | null): void {
    if (identity === null) {
      this.connection.disconnect();
      return;
    }
    this.connection.connect();
    void this.flags.load();
  }

  /** HTTP 429; apps that show it differently add to this. */
  protected rateLimited(): void {
    this.connection.markRateLimited();
  }
}
