import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-error.js';
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

/** A signed-in client whose first answer is a 401 (when asked), over a scripted fetch and upload. */
function signedInClient(answer: () => Response, { expireFirst = false } = {}) {
  let token = 'token-1';
  let expired = expireFirst;
  const sent: { url: string; authorization: string | undefined }[] = [];
  const rateLimited: number[] = [];
  const reply = () => {
    if (!expired) return answer();
    expired = false;
    return new Response(JSON.stringify({ error: { code: 'token_expired', message: 'Expired' } }), {
      status: 401,
    });
  };
  const api = createApiClient({
    baseUrl: '',
    getAccessToken: () => token,
    onTokens: (tokens) => {
      token = tokens.access_token;
    },
    onSessionEnded: () => undefined,
    onRateLimited: () => void rateLimited.push(1),
    fetch: async (url, init) => {
      const authorization = (init?.headers as Record<string, string>).authorization;
      if (String(url).endsWith('/refresh-token'))
        return new Response(
          JSON.stringify({ data: { access_token: 'token-2', token_type: 'Bearer', expires_in: 900 } }),
        );
      sent.push({ url: String(url), authorization });
      return reply();
    },
    upload: async (request) => {
      sent.push({ url: request.url, authorization: request.headers.authorization });
      request.onProgress(0.5);
      return reply();
    },
  });
  return { api, sent, rateLimited };
}

describe('downloads and uploads', () => {
  it('should download a file from its route with the token, refreshed once, and its given name', async () => {
    const { api, sent } = signedInClient(
      () =>
        new Response(new Blob(['%PDF-1.7']), {
          headers: { 'content-disposition': `attachment; filename*=UTF-8''Revolution%20(reviewed).pdf` },
        }),
      { expireFirst: true },
    );
    const file = await api.download('downloadEssay', { params: { id: 4 } });
    expect(await file.blob.text()).toBe('%PDF-1.7');
    expect(file.name).toBe('Revolution (reviewed).pdf');
    expect(sent).toEqual([
      { url: '/api/essays/4/download', authorization: 'Bearer token-1' },
      { url: '/api/essays/4/download', authorization: 'Bearer token-2' },
    ]);
  });

  it('should refuse a download with the catalogue error, as a JSON call is refused', async () => {
    const { api } = signedInClient(
      () =>
        new Response(JSON.stringify({ error: { code: 'not_found', message: 'No such file' } }), {
          status: 404,
        }),
    );
    await expect(api.download('essayPdf', { params: { id: 4 } })).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'No such file',
    });
  });

  it('should upload a form to its route with the token, refreshed once, and answer with the data', async () => {
    const { api, sent } = signedInClient(
      () => new Response(JSON.stringify({ data: { id: 5 } }), { status: 201 }),
      {
        expireFirst: true,
      },
    );
    const progress: number[] = [];
    const answer = await api.upload('sendAttachment', new FormData(), {
      params: { id: 1 },
      onProgress: (fraction) => void progress.push(fraction),
    });
    expect(answer).toEqual({ id: 5 });
    expect(sent).toEqual([
      { url: '/api/sessions/1/attachments', authorization: 'Bearer token-1' },
      { url: '/api/sessions/1/attachments', authorization: 'Bearer token-2' },
    ]);
    expect(progress).toEqual([0.5, 0.5]);
  });

  it('should report a 429 and a lost connection as JSON calls do', async () => {
    const { api, rateLimited } = signedInClient(
      () =>
        new Response(JSON.stringify({ error: { code: 'too_many_requests', message: 'Slow down' } }), {
          status: 429,
        }),
    );
    await expect(api.upload('uploadEssay', new FormData())).rejects.toBeInstanceOf(ApiError);
    expect(rateLimited).toHaveLength(1);

    const offline = createApiClient({
      baseUrl: '',
      getAccessToken: () => 'token-1',
      onTokens: () => undefined,
      onSessionEnded: () => undefined,
      onRateLimited: () => undefined,
      upload: () => Promise.reject(new Error('The upload got no answer')),
    });
    await expect(offline.upload('uploadEssay', new FormData())).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('reads while the server is briefly away', () => {
  function flakyClient(answers: (number | 'no answer')[]) {
    const requests: string[] = [];
    const retrying: boolean[] = [];
    const api = createApiClient({
      baseUrl: '',
      getAccessToken: () => 'token-1',
      onTokens: () => undefined,
      onSessionEnded: () => undefined,
      onRateLimited: () => undefined,
      onRetrying: (active) => void retrying.push(active),
      readRetryDelaysMs: [1, 1, 1],
      fetch: async (url, init) => {
        requests.push(`${init?.method} ${String(url)}`);
        const answer = answers.shift() ?? 200;
        if (answer === 'no answer') throw new TypeError('fetch failed');
        if (answer === 200) return new Response(JSON.stringify({ data: [] }));
        return new Response(JSON.stringify({ error: { code: 'service_unavailable', message: 'Away' } }), {
          status: answer,
        });
      },
    });
    return { api, requests, retrying };
  }

  it('should ask a read again after a 503 or no answer, saying so while it does', async () => {
    const { api, requests, retrying } = flakyClient([503, 'no answer', 200]);
    await expect(api.call('featureFlags')).resolves.toEqual([]);
    expect(requests).toHaveLength(3);
    expect(retrying).toEqual([true, false]);
  });

  it('should give up after the last wait with the last failure', async () => {
    const { api, requests, retrying } = flakyClient([503, 503, 503, 503, 503]);
    await expect(api.call('featureFlags')).rejects.toMatchObject({
      status: 503,
      code: 'service_unavailable',
    });
    expect(requests).toHaveLength(4);
    expect(retrying).toEqual([true, false]);
  });

  it('should not send a write again, nor a read that failed for another reason', async () => {
    const { api, requests, retrying } = flakyClient([503, 500]);
    await expect(
      api.call('setFeatureFlag', { params: { key: 'paperlive' }, body: { enabled: true } }),
    ).rejects.toMatchObject({ status: 503 });
    await expect(api.call('featureFlags')).rejects.toMatchObject({ status: 500 });
    expect(requests.map((request) => request.split(' ')[0])).toEqual(['PUT', 'GET']);
    expect(retrying).toEqual([]);
  });
});
