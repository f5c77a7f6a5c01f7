import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { createApiClient } from './http-client.js';

function clientAnswering(status: number, body: string) {
  const requests: string[] = [];
  const api = createApiClient({
    baseUrl: 'http://api.test',
    getAccessToken: () => null,
    onTokens: () => undefined,
    onSessionEnded: () => undefined,
    onRateLimited: () => undefined,
    fetch: async (url) => {
      requests.push(String(url));
      return new Response(body, { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { api, requests };
}

describe('createApiClient', () => {
  it('should read the catalogue error body into an ApiError', async () => {
    const { api } = clientAnswering(403, JSON.stringify({ error: { code: 144, message: 'Suspended' } }));
    const error = await api
      .call('login', { body: { username: 'a', password: 'b' } })
      .catch((thrown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 144, message: 'Suspended' });
  });

  it('should fall back to the status for a body that is not a catalogue error', async () => {
    const { api } = clientAnswering(502, JSON.stringify({ error: { code: true } }));
    await expect(api.call('featureFlags')).rejects.toMatchObject({ status: 502, code: 502 });
  });

  it('should return the envelope data from the endpoint the name stands for', async () => {
    const { api, requests } = clientAnswering(200, JSON.stringify({ data: [] }));
    await expect(api.call('featureFlags')).resolves.toEqual([]);
    expect(requests).toEqual(['http://api.test/api/feature-flags']);
  });
});
