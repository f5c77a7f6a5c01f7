import type { ApiClient } from '@lantern/shared/client/http-client';
import type { SessionTokens } from '@lantern/shared/contracts/auth';

/** What the HTTP client asks of the stores; the root store wires these to its session and ui stores. */
export interface ApiHooks {
  getAccessToken(): string | null;
  onTokens(tokens: SessionTokens): void;
  onSessionEnded(): void;
  onRateLimited(): void;
}

export type ApiFactory = (hooks: ApiHooks) => ApiClient;
