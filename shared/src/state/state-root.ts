import type { ApiClient } from '../client/http-client.js';
import type { BrowserEnv } from './browser-env.js';
import type { ConnectionStore } from './connection-store.js';
import type { FlagsStore } from './flags-store.js';
import type { SessionStore } from './session-store.js';
import type { UserStore } from './user-store.js';

/** What the shared stores reach through their root: each other, the API client and the browser. */
export interface StateRoot {
  readonly api: ApiClient;
  readonly env: BrowserEnv;
  readonly session: SessionStore;
  readonly user: UserStore;
  readonly flags: FlagsStore;
  readonly connection: ConnectionStore;
}
