import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOidcProvider, type FakeOidcProvider } from '../../../test/fake-oidc-provider.js';
import { failure, HttpSession } from '../../../test/http-session.js';
import { SsoBrowser } from '../../../test/sso-browser.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

const PUBLIC_URL = 'http://lantern.test';

let idp: FakeOidcProvider;
let t: TestApp;
const browser = () => new SsoBrowser(t.baseUrl, PUBLIC_URL);

beforeAll(async () => {
  idp = await startFakeOidcProvider({ publicUrl: PUBLIC_URL });
  t = await startTestApp({ PUBLIC_URL, ...idp.env });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

function refusal(location: string): Record<string, string> {
  const url = new URL(location, PUBLIC_URL);
  return { page: url.pathname, ...Object.fromEntries(url.searchParams) };
}

async function sql<Row = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<Row[]> {
  return t.app.get(MikroORM).em.getConnection().execute<Row[]>(query, params);
}

describe('single sign-on through OpenID Connect', () => {
  it('should offer every configured provider, and only the ones the school in the link allows', async () => {
    const s = new HttpSession(t.baseUrl);
    expect(await s.api.call('ssoProviders')).toEqual({
      providers: ['google', 'clever', 'classlink', 'auth0'],
    });
    expect(
      await s.api.call('ssoProviders', {
        query: { district: 'riverside-unified-school-district', school: 'cedar-grove-elementary' },
      }),
    ).toEqual({ providers: ['clever'] });
    expect(await s.api.call('ssoProviders', { query: { school: 'maplewood-high-school' } })).toEqual({
      providers: ['google', 'clever', 'classlink'],
    });
    // A school in another district, or no such school: the link cannot say, so every provider.
    expect(
      await s.api.call('ssoProviders', { query: { district: 'elsewhere', school: 'maplewood-high-school' } }),
    ).toEqual({ providers: ['google', 'clever', 'classlink', 'auth0'] });
  });

  it('should sign in the account whose verified e-mail the provider gives, with the same kind of session as a password', async () => {
    const b = browser();
    const landing = await b.signIn('classlink', 'ethan.brooks@northfield.example');
    expect(landing).toEqual({ status: 302, location: '/' });
    const me = await b.whoAmI();
    expect(me.username).toBe('northfieldstudent');
    // The refresh cookie is the sign-in's: logging out ends it like any other.
    await b.lantern.api.call('logout');
    await expect(b.lantern.api.refresh()).rejects.toMatchObject({ status: 401 });
    const [audit] = await sql<{ details: unknown }>(
      `select details from audit_events where action = 'auth.login.succeeded' and actor_user_id = (select id from users where username = 'northfieldstudent') order by id desc limit 1`,
    );
    expect(audit?.details).toMatchObject({ method: 'sso', provider: 'classlink', matched_by: 'email' });
  });

  it("should find a linked person by the provider's subject, whatever e-mail it gives later", async () => {
    idp.accounts.set('liam', { sub: 'google-liam', email: 'liam.chen@harbor.example', email_verified: true });
    expect((await browser().signIn('google', 'liam')).location).toBe('/');
    idp.accounts.set('liam', { sub: 'google-liam', email: 'liam.c@personal.example', email_verified: false });
    const b = browser();
    expect((await b.signIn('google', 'liam')).location).toBe('/');
    expect((await b.whoAmI()).username).toBe('student134');
  });

  it('should sign in through a provider that takes its secret as HTTP Basic (Clever)', async () => {
    const b = browser();
    expect((await b.signIn('clever', 'noah.kim@maplewood.example')).location).toBe('/');
    expect((await b.whoAmI()).username).toBe('newstudent');
  });

  it('should refuse someone no account matches with the forbidden page (432), creating nobody', async () => {
    const before = await sql(`select count(*)::int as n from users`);
    const landing = await browser().signIn('google', 'stranger@nowhere.example');
    expect(refusal(landing.location)).toEqual({
      page: '/error/google',
      error: 'forbidden',
      provider: 'google',
      code: 'sso_no_account',
    });
    expect(await sql(`select count(*)::int as n from users`)).toEqual(before);
  });

  it('should not match an e-mail the provider has not verified, nor one of a school that does not allow the provider', async () => {
    idp.accounts.set('olivia', {
      sub: 'g-olivia',
      email: 'olivia.tremblay@lakeshore.example',
      email_verified: false,
    });
    expect(refusal((await browser().signIn('google', 'olivia')).location).error).toBe('forbidden');
    // Maplewood High allows Google, Clever and ClassLink, not Auth0.
    expect(
      refusal((await browser().signIn('auth0', 'ava.martinez@maplewood.example')).location),
    ).toMatchObject({
      error: 'forbidden',
      code: 'sso_no_account',
    });
  });

  it('should refuse a suspended or expired account with its own code, as the sign-in form does', async () => {
    expect(
      refusal((await browser().signIn('google', 'jake.wilson@maplewood.example')).location),
    ).toMatchObject({
      error: 'forbidden',
      code: '144',
    });
    expect(refusal((await browser().signIn('google', 'zoe.adams@maplewood.example')).location)).toMatchObject(
      {
        error: 'forbidden',
        code: '146',
      },
    );
  });

  it('should refuse a callback whose state is not the one this browser sent', async () => {
    const b = browser();
    const back = await b.atProvider(await b.start('google'), 'ava.martinez@maplewood.example');
    back.searchParams.set('state', 'forged-state');
    const landing = await b.callback(back);
    expect(refusal(landing.location)).toMatchObject({ error: 'identity_provider', code: 'sso_failed' });
    await expect(b.lantern.api.refresh()).rejects.toMatchObject({ status: 401 });
  });

  it('should refuse a callback in a browser that did not start the sign-in (no flow cookie)', async () => {
    const starter = browser();
    const back = await starter.atProvider(await starter.start('google'), 'ava.martinez@maplewood.example');
    const victim = browser();
    expect(refusal((await victim.callback(back)).location).error).toBe('identity_provider');
    await expect(victim.lantern.api.refresh()).rejects.toMatchObject({ status: 401 });
  });

  it('should refuse an ID token whose nonce is not the one this sign-in sent', async () => {
    const b = browser();
    const authorization = await b.start('google');
    authorization.searchParams.set('nonce', 'someone-elses-nonce');
    const landing = await b.callback(await b.atProvider(authorization, 'ava.martinez@maplewood.example'));
    expect(refusal(landing.location)).toMatchObject({ error: 'identity_provider', code: 'sso_failed' });
  });

  it("should turn the provider's own refusal into the identity-provider error", async () => {
    const b = browser();
    const authorization = await b.start('google');
    const back = new URL(`${PUBLIC_URL}/api/auth/sso/google/callback`);
    back.searchParams.set('error', 'access_denied');
    back.searchParams.set('state', authorization.searchParams.get('state')!);
    expect(refusal((await b.callback(back)).location).error).toBe('identity_provider');
  });

  it('should restart a sign-in the provider began with a bare code (instant login) instead of using it', async () => {
    const b = browser();
    const landing = await b.callback(
      new URL(`${PUBLIC_URL}/api/auth/sso/clever/callback?code=from-the-portal`),
    );
    expect(landing).toEqual({ status: 302, location: '/api/auth/sso/clever/start' });
  });

  it("should answer the spec's provider entry pages with the provider's sign-in", async () => {
    const b = browser();
    for (const [path, provider] of [
      ['/login/google', 'google'],
      ['/google/instant-login', 'google'],
      ['/clever/instant-login', 'clever'],
      ['/classlink/launchpad-login', 'classlink'],
      ['/login/initiate-auth0', 'auth0'],
    ]) {
      const response = await b.lanternGet(path!);
      expect([path, response.status, response.headers.get('location')]).toEqual([
        path,
        302,
        `/api/auth/sso/${provider}/start`,
      ]);
    }
  });

  it('should exchange an Auth0 access token, sent as a form field, for a session (POST /auth0)', async () => {
    await sql(`update users set email = 'reader@fulton.example' where username = 'student285'`);
    const token = await idp.accessTokenFor('reader@fulton.example', 'auth0');
    const s = new HttpSession(t.baseUrl);
    const response = await s.fetch(`${t.baseUrl}/api/auth0`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ access_token: token }).toString(),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { user: { username: string } } };
    expect(body.data.user.username).toBe('student285');
    expect(s.cookies.has('lantern_refresh')).toBe(true);

    const forged = await s.fetch(`${t.baseUrl}/api/auth0`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'access_token=not-a-token-auth0-issued',
    });
    expect(forged.status).toBe(400);
    // Another site's form cannot sign this browser in as someone else.
    const crossSite = await s.fetch(`${t.baseUrl}/api/auth0`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      body: new URLSearchParams({ access_token: token }).toString(),
    });
    expect(crossSite.status).toBe(403);
  });

  it("should end the sign-in at /auth0/logout and send the browser to Auth0's sign-out", async () => {
    await sql(`update users set email = 'reader@fulton.example' where username = 'student285'`);
    const b = browser();
    expect((await b.signIn('auth0', 'reader@fulton.example')).location).toBe('/');
    const entry = await b.lanternGet('/auth0/logout');
    expect(entry.headers.get('location')).toBe('/api/auth/sso/auth0/logout');
    const response = await b.lanternGet('/api/auth/sso/auth0/logout');
    const target = new URL(response.headers.get('location')!);
    expect(`${target.origin}`).toBe(idp.issuer);
    expect(target.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_URL}/login/student`);
    await expect(b.lantern.api.refresh()).rejects.toMatchObject({ status: 401 });
  });

  it('should let a signed-in person link their provider account, then sign in by it', async () => {
    const b = browser();
    await b.lantern.login('teacher');
    expect(await b.lantern.api.call('socialLogin', { params: { provider: 'google' } })).toMatchObject({
      linked: false,
    });
    const { url } = await b.lantern.api.call('socialLoginLink', { params: { provider: 'google' } });
    const landing = await b.callback(await b.atProvider(new URL(url), 'mr-rivera-personal'));
    expect(landing.location).toBe('/settings?sso_linked=google');
    expect(await b.lantern.api.call('socialLogin', { params: { provider: 'google' } })).toMatchObject({
      linked: true,
    });

    const later = browser();
    expect((await later.signIn('google', 'mr-rivera-personal')).location).toBe('/');
    expect((await later.whoAmI()).username).toBe('teacher');
  });

  it('should let a person unlink their own provider account, and not while viewing as them', async () => {
    const b = browser();
    await b.lantern.login('teacher2');
    const { url } = await b.lantern.api.call('socialLoginLink', { params: { provider: 'google' } });
    await b.callback(await b.atProvider(new URL(url), 'admin-unlinks'));
    const viewer = browser();
    await viewer.lantern.login('superuser');
    const { id } = await b.lantern.api.call('me');
    const viewing = await viewer.lantern.api.call('impersonate', { body: { role: 'teacher', user_id: id } });
    viewer.lantern.accessToken = viewing.access_token;
    const refused = await failure(
      viewer.lantern.api.call('unlinkSocialLogin', { params: { provider: 'google' } }),
    );
    expect(refused.status).toBe(409);

    expect(await b.lantern.api.call('unlinkSocialLogin', { params: { provider: 'google' } })).toMatchObject({
      provider: 'google',
      linked: false,
      email: null,
    });
    expect(await b.lantern.api.call('socialLogin', { params: { provider: 'google' } })).toMatchObject({
      linked: false,
    });
    expect((await browser().signIn('google', 'admin-unlinks')).location).not.toBe('/');
  });

  it('should refuse to unlink the only way in of a person without a password, and allow it while another remains', async () => {
    const b = browser();
    await b.lantern.login('admin');
    for (const [provider, login] of [
      ['google', 'admin-google-only'],
      ['clever', 'admin-clever-only'],
    ] as const) {
      const { url } = await b.lantern.api.call('socialLoginLink', { params: { provider } });
      expect((await b.callback(await b.atProvider(new URL(url), login))).location).toBe(
        `/settings?sso_linked=${provider}`,
      );
    }
    // As an account made without a password (by rostering or a set-password link not yet used).
    await sql(`update users set password_hash = '!never-chosen' where username = 'admin'`);

    expect(await b.lantern.api.call('unlinkSocialLogin', { params: { provider: 'google' } })).toMatchObject({
      linked: false,
    });
    const refused = await failure(
      b.lantern.api.call('unlinkSocialLogin', { params: { provider: 'clever' } }),
    );
    expect([refused.status, refused.code]).toEqual([409, 'sso_last_way_in']);
    expect(await b.lantern.api.call('socialLogin', { params: { provider: 'clever' } })).toMatchObject({
      linked: true,
    });
  });
});

describe('single sign-on with no provider configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await startTestApp();
  });
  afterAll(async () => {
    await bare.close();
  });

  it('should offer no provider and say plainly, on every path, that it is not set up', async () => {
    const s = new HttpSession(bare.baseUrl);
    expect(await s.api.call('ssoProviders')).toEqual({ providers: [] });
    const start = await s.fetch(`${bare.baseUrl}/api/auth/sso/clever/start`, { redirect: 'manual' });
    expect(refusal(start.headers.get('location')!)).toEqual({
      page: '/error/google',
      error: 'not_configured',
      provider: 'clever',
      code: 'sso_not_configured',
    });
    const exchange = await s.fetch(`${bare.baseUrl}/api/auth0`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'access_token=anything',
    });
    const body = (await exchange.json()) as { error: { code: string } };
    expect([exchange.status, body.error.code]).toEqual([404, 'sso_not_configured']);
  });
});
