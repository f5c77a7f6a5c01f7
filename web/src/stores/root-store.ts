import type { ApiClient } from '@lantern/shared/client/http-client';
import { reaction } from 'mobx';
import type { ApiFactory } from './api-hooks.js';
import type { BrowserEnv } from './browser-env.js';
import { FlagsStore } from './flags-store.js';
import { HomeStore } from './home-store.js';
import { type RealtimeConnector, RealtimeStore } from './realtime-store.js';
import { SessionStore } from './session-store.js';
import { UiStore } from './ui-store.js';
import { UserStore } from './user-store.js';

/** One store per domain, composed here; each gets the root (to reach its siblings) and the API client. */
export class RootStore {
  readonly api: ApiClient;
  readonly session: SessionStore;
  readonly user: UserStore;
  readonly home: HomeStore;
  readonly flags: FlagsStore;
  readonly ui: UiStore;
  readonly realtime: RealtimeStore;

  constructor(
    createApi: ApiFactory,
    readonly env: BrowserEnv,
    connector: RealtimeConnector,
  ) {
    this.api = createApi({
      getAccessToken: () => this.session.accessToken,
      onTokens: (tokens) => this.session.setTokens(tokens),
      onSessionEnded: () => this.session.clear(),
      onRateLimited: () => this.ui.rateLimited(),
    });
    this.ui = new UiStore();
    this.user = new UserStore(this, this.api);
    this.home = new HomeStore(this, this.api);
    this.flags = new FlagsStore(this, this.api);
    this.realtime = new RealtimeStore(this, connector);
    this.session = new SessionStore(this, this.api);
    reaction(
      () => this.session.signedIn,
      (signedIn) => {
        if (signedIn) void this.realtime.connect();
      },
    );
  }
}
