import type { ApiClient, ApiClientOptions } from '../client/http-client.js';

/** What the HTTP client asks of the stores; the root store wires these to its own stores. */
export type ApiHooks = Pick<
  ApiClientOptions,
  'getAccessToken' | 'onTokens' | 'onSessionEnded' | 'onRateLimited' | 'onRetrying'
>;

export type ApiFactory = (hooks: ApiHooks) => ApiClient;
