import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, HttpSession } from '../../../test/http-session.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { REFRESH_COOKIE } from '@lantern/shared/contracts/auth';

const CLIENT = 'lantern-extension';
const REDIRECT = 'https://abcdefghijklmnop.chromiumapp.org/callback';
const OTHER = 'lantern-firefox';
const OTHER_REDIRECT = 'https://lantern.example/firefox/callback';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    OAUTH2_CLIENTS: JSON.stringify([
      { client_id: CLIENT, name: 'Lantern for Chrome', redirect_uris: [REDIRECT] },
      { client_id: OTHER, name: 'Lantern for Firefox', redirect_uris: [OTHER_REDIRECT] },
    ]),
  });
});
afterAll(async () => {
  await t.close();
});

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeQuery(challenge: string, overrides: Record<string, string> = {}) {
  return {
    response_type: 'code' as const,
    client_id: CLIENT,
    redirect_uri: REDIRECT,
    code_challenge: challenge,
    code_challenge_method: 'S256' as const,
    state: 'extension-state',
    ...overrides,
  };
}

/** The extension's own token request: a form, no cookies, no Lantern page around it. */
async function token(fields: Record<string, string>) {
  const response = await fetch(`${t.baseUrl}/api/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

async function approvedCode(s: HttpSession, challenge: string) {
  const { redirect_uri } = await s.api.call('oauth2Authorize', { query: authorizeQuery(challenge) });
  const back = new URL(redirect_uri);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  expect(back.searchParams.get('state')).toBe('extension-state');
  return back.searchParams.get('code')!;
}

describe('Lantern authorising the browser extension (OAuth code flow with PKCE)', () => {
  it('should give the approving person a code the extension exchanges once, with its verifier, for a Lantern sign-in', async () => {
    const s = new HttpSession(t.baseUrl);
    await s.login('student');
    const { verifier, challenge } = pkce();
    const code = await approvedCode(s, challenge);

    const exchanged = await token({
      grant_type: 'authorization_code',
      client_id: CLIENT,
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body).toMatchObject({ token_type: 'Bearer', expires_in: t.config.accessTokenTtl });
    const extension = new HttpSession(t.baseUrl);
    extension.accessToken = exchanged.body.access_token!;
    expect((await extension.api.call('me')).username).toBe('student');

    const again = await token({
      grant_type: 'authorization_code',
      client_id: CLIENT,
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    });
    expect([again.status, again.body.error]).toEqual([400, 'invalid_grant']);

    const renewed = await token({
      grant_type: 'refresh_token',
      client_id: CLIENT,
      refresh_token: exchanged.body.refresh_token!,
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.refresh_token).not.toBe(exchanged.body.refresh_token);
  });

  it('should refuse a code without the verifier that made its challenge, and spend the code', async () => {
    const s = new HttpSession(t.baseUrl);
    await s.login('student');
    const { verifier, challenge } = pkce();
    const code = await approvedCode(s, challenge);
    const wrong = await token({
      grant_type: 'authorization_code',
      client_id: CLIENT,
      code,
      redirect_uri: REDIRECT,
      code_verifier: pkce().verifier,
    });
    expect([wrong.status, wrong.body.error]).toEqual([400, 'invalid_grant']);
    const right = await token({
      grant_type: 'authorization_code',
      client_id: CLIENT,
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    });
    expect(right.status).toBe(400);
  });

  it('should accept only the exact registered redirect URI, and no unknown client', async () => {
    const s = new HttpSession(t.baseUrl);
    await s.login('student');
    const { challenge } = pkce();
    for (const redirect_uri of [
      `${REDIRECT}/more`,
      `${REDIRECT}?next=evil`,
      'https://evil.example/callback',
    ]) {
      const refused = await failure(
        s.api.call('oauth2Authorize', { query: authorizeQuery(challenge, { redirect_uri }) }),
      );
      expect([redirect_uri, refused.status]).toEqual([redirect_uri, 400]);
    }
    const unknown = await failure(
      s.api.call('oauth2Authorize', { query: authorizeQuery(challenge, { client_id: 'someone-else' }) }),
    );
    expect(unknown.status).toBe(400);
  });

  it('should require a signed-in person and an S256 challenge', async () => {
    const { challenge } = pkce();
    const anonymous = await failure(
      new HttpSession(t.baseUrl).api.call('oauth2Authorize', { query: authorizeQuery(challenge) }),
    );
    expect(anonymous.status).toBe(401);
    const s = new HttpSession(t.baseUrl);
    await s.login('student');
    const plain = await failure(
      s.api.call('oauth2Authorize', {
        query: { ...authorizeQuery(challenge), code_challenge_method: 'plain' as 'S256' },
      }),
    );
    expect(plain.status).toBe(400);
  });

  describe('refresh tokens', () => {
    async function extensionSignIn() {
      const s = new HttpSession(t.baseUrl);
      await s.login('student');
      const { verifier, challenge } = pkce();
      const code = await approvedCode(s, challenge);
      const exchanged = await token({
        grant_type: 'authorization_code',
        client_id: CLIENT,
        code,
        redirect_uri: REDIRECT,
        code_verifier: verifier,
      });
      expect(exchanged.status).toBe(200);
      return exchanged.body.refresh_token!;
    }
    const renew = (refresh_token: string, client_id = CLIENT) =>
      token({ grant_type: 'refresh_token', client_id, refresh_token });

    it('should refuse a refresh token issued to one client when another client presents it, and leave it usable by its own', async () => {
      const issued = await extensionSignIn();
      const stolen = await renew(issued, OTHER);
      expect([stolen.status, stolen.body.error]).toEqual([400, 'invalid_grant']);
      const own = await renew(issued);
      expect(own.status).toBe(200);
    });

    it("should refuse Lantern's own sign-in cookie at the token endpoint, and the extension's token as a sign-in cookie", async () => {
      const web = new HttpSession(t.baseUrl);
      await web.login('student');
      const cookie = web.cookies.get(REFRESH_COOKIE)!;
      expect(cookie).toBeTruthy();
      const asExtension = await renew(decodeURIComponent(cookie));
      expect([asExtension.status, asExtension.body.error]).toEqual([400, 'invalid_grant']);

      const issued = await extensionSignIn();
      const browser = new HttpSession(t.baseUrl);
      browser.cookies.set(REFRESH_COOKIE, encodeURIComponent(issued));
      const refused = await failure(browser.api.refresh());
      expect(refused.status).toBe(401);
      // Refused untouched: the extension still renews with it.
      expect((await renew(issued)).status).toBe(200);
    });
    // Last: it moves the clock on, past the lifetime of any code made before.
    it('should rotate on every renewal and end the sign-in when a spent token comes back', async () => {
      const first = await extensionSignIn();
      const second = await renew(first);
      expect(second.status).toBe(200);
      const next = second.body.refresh_token!;
      expect(next).not.toBe(first);
      const third = await renew(next);
      expect(third.status).toBe(200);
      // Past the rotation grace a spent token is a leaked one: the whole sign-in ends.
      t.clock.advanceSeconds(120);
      const replayed = await renew(first);
      expect([replayed.status, replayed.body.error]).toEqual([400, 'invalid_grant']);
      const latest = await renew(third.body.refresh_token!);
      expect([latest.status, latest.body.error]).toEqual([400, 'invalid_grant']);
    });
  });
});
