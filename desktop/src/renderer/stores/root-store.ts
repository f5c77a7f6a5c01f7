import type { ApiClient, ApiClientOptions } from '@lantern/shared/client/http-client';
import { isRole, usesConsole } from '@lantern/shared/domain/roles/roles';
import { reaction } from 'mobx';
import type { DesktopBridge } from '../../common/desktop-api.js';
import type { InPageTray } from '../bridge/browser-bridge.js';
import { type ClockPorts, ClockStore } from './clock-store.js';
import { ConnectionStore, type RealtimePorts } from './connection-store.js';
import { DesktopStore } from './desktop-store.js';
import { FlagsStore } from './flags-store.js';
import { HomeStore } from './home-store.js';
import { SessionStore } from './session-store.js';
import { UserStore } from './user-store.js';

/** What the root store fills in itself when it builds the HTTP client. */
export type ApiHooks = Pick<
  ApiClientOptions,
  'getAccessToken' | 'onTokens' | 'onSessionEnded' | 'onRateLimited'
>;

export interface RootStoreDeps {
  createApi(hooks: ApiHooks): ApiClient;
  bridge: DesktopBridge;
  /** The browser's stand-in for the system tray; null inside the desktop app. */
  inPageTray: InPageTray | null;
  realtime: RealtimePorts;
  clock?: ClockPorts;
}

/** One store per domain, composed once per app; the reactions in `start` tie them together. */
export class RootStore {
  readonly api: ApiClient;
  readonly session: SessionStore;
  readonly user: UserStore;
  readonly home: HomeStore;
  readonly flags: FlagsStore;
  readonly connection: ConnectionStore;
  readonly clock: ClockStore;
  readonly desktop: DesktopStore;

  constructor(deps: RootStoreDeps) {
    this.api = deps.createApi({
      getAccessToken: () => this.session.getAccessToken(),
      onTokens: (tokens) => this.session.applyTokens(tokens),
      onSessionEnded: () => this.session.end('expired'),
      onRateLimited: () => this.connection.markRateLimited(),
    });
    this.session = new SessionStore(this, this.api);
    this.user = new UserStore(this, this.api);
    this.home = new HomeStore(this, this.api);
    this.flags = new FlagsStore(this, this.api);
    this.connection = new ConnectionStore(this, this.api, deps.realtime);
    this.clock = new ClockStore(this, deps.clock);
    this.desktop = new DesktopStore(this, deps.bridge, deps.inPageTray);
  }

  /**
   * Everything that follows the signed-in identity: the socket handshake, the home data and the
   * clock restart for each new identity or role; the tray follows the name. Returns the stop.
   */
  start(): () => void {
    const stopTrayCommands = this.desktop.start();
    const stopIdentity = reaction(
      () =>
        this.consoleUserSignedIn && this.user.user ? `${this.user.user.id}:${this.user.user.role}` : null,
      (identity) => this.followIdentity(identity !== null),
      { fireImmediately: true },
    );
    const stopTray = reaction(
      () => (this.consoleUserSignedIn ? this.user.displayName : null),
      (name) => this.desktop.showSignedIn(name),
      { fireImmediately: true },
    );
    return () => {
      stopTrayCommands();
      stopIdentity();
      stopTray();
      this.connection.disconnect();
      this.clock.stop();
    };
  }

  /** Signed in as someone the console is for; others only see the pointer to the web app. */
  get consoleUserSignedIn(): boolean {
    return this.session.isSignedIn && this.user.consoleRole !== null;
  }

  private followIdentity(signedIn: boolean): void {
    if (!signedIn) {
      this.connection.disconnect();
      this.home.clear();
      this.clock.stop();
      return;
    }
    this.connection.connect();
    this.clock.start();
    void this.flags.load();
    const role = this.user.role;
    // Web-only roles have no console home; the sign-in page sends those people to the web app.
    if (role && isRole(role) && usesConsole(role)) void this.home.load();
    else this.home.clear();
  }
}
