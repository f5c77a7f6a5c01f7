import { ApiError } from '@lantern/shared/client/api-error';
import { type ApiClient, createApiClient } from '@lantern/shared/client/http-client';
import type { SessionTokens } from '@lantern/shared/contracts/auth';

/**
 * A person using the API: the shared typed client plus a cookie jar, as a browser would keep it.
 * Tests talk to the server only through this, over real HTTP.
 */
export class HttpSession {
  readonly cookies = new Map<string, string>();
  accessToken: string | null = null;
  rateLimited = 0;
  sessionEnded = 0;
  readonly api: ApiClient;

  constructor(readonly baseUrl: string) {
    this.api = createApiClient({
      baseUrl,
      getAccessToken: () => this.accessToken,
      onTokens: (tokens: SessionTokens) => {
        this.accessToken = tokens.access_token;
      },
      onSessionEnded: () => {
        this.sessionEnded += 1;
      },
      onRateLimited: () => {
        this.rateLimited += 1;
      },
      fetch: (input, init) => this.fetch(input, init),
    });
  }

  async fetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size)
      headers.set('cookie', [...this.cookies].map(([key, value]) => `${key}=${value}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const key = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(key);
      else this.cookies.set(key, value);
    }
    return response;
  }

  async login(username: string, password = 'Lantern#2026') {
    const result = await this.api.call('login', { body: { username, password } });
    this.accessToken = result.access_token;
    return result;
  }
}

/** The ApiError a promise rejects with, for asserting status and catalogue code. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Expected the call to fail, but it succeeded');
}
