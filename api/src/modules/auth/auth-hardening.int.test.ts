import { decodeJwt, SignJWT } from 'jose';
import pg from 'pg';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession } from '../../../test/http-session.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

const HOUR = 60 * 60;

let t: TestApp;
let db: pg.Client;
beforeAll(async () => {
  t = await startTestApp({ SESSION_MAX_AGE_SECONDS: String(4 * HOUR) });
  db = new pg.Client({ connectionString: t.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db.end();
  await t.close();
});

async function signedIn(username: string) {
  const session = new HttpSession(t.baseUrl);
  const login = await session.login(username);
  return { session, login };
}

interface Raw {
  status: number;
  code: string | number | undefined;
  field: string | undefined;
  headers: Headers;
}

/** The server's own answer: no cookie jar, no refresh-and-retry. */
async function raw(
  method: string,
  path: string,
  options: { token?: string | null; cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Raw> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = `lantern_refresh=${options.cookie}`;
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(`${t.baseUrl}/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body = (await response.json()) as {
    error?: { code: string | number; details?: { issues?: { field: string }[] } };
  };
  return {
    status: response.status,
    code: body.error?.code,
    field: body.error?.details?.issues?.[0]?.field,
    headers: response.headers,
  };
}

function forge(claims: Record<string, unknown>, sub: string) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuer('lantern')
    .setIssuedAt(t.clock.now())
    .setExpirationTime(t.clock.now() + 600)
    .sign(new TextEncoder().encode(t.config.jwtSecret));
}

describe('identity changes need the refresh cookie of the same sign-in', () => {
  it('should refuse role switch and view-as with a stolen access token alone, and set no cookie', async () => {
    const { session } = await signedIn('superuser');
    const stolen = session.accessToken;
    for (const [method, path, body] of [
      ['POST', '/me/current-role', { role: 'teacher' }],
      ['POST', '/impersonate', { role: 'teacher' }],
    ] as const) {
      const answer = await raw(method, path, { token: stolen, body });
      expect([answer.status, answer.code], path).toEqual([401, 'no_refresh_token']);
      expect(answer.headers.getSetCookie(), path).toEqual([]);
    }
  });

  it('should refuse stop view-as with the view-as access token alone', async () => {
    const { session } = await signedIn('superuser');
    const viewing = await session.api.call('impersonate', { body: { role: 'administrator' } });
    const answer = await raw('GET', '/stop-impersonation', { token: viewing.access_token });
    expect([answer.status, answer.code]).toEqual([401, 'no_refresh_token']);
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it("should refuse a refresh cookie from another sign-in, even the same person's", async () => {
    const { session } = await signedIn('superuser');
    const { session: other } = await signedIn('superuser');
    const answer = await raw('POST', '/me/current-role', {
      token: session.accessToken,
      cookie: other.cookies.get('lantern_refresh'),
      body: { role: 'teacher' },
    });
    expect([answer.status, answer.code]).toEqual([401, 'invalid_token']);
  });
});

describe('superseded access tokens', () => {
  it('should stop the view-as token and drop its socket when view-as stops', async () => {
    const { session } = await signedIn('superuser');
    const student = (await signedIn('student')).login.user;
    const viewing = await session.api.call('impersonate', { body: { role: 'student', user_id: student.id } });
    session.accessToken = viewing.access_token;
    const socket = io(t.baseUrl, {
      path: '/v4',
      transports: ['websocket'],
      auth: { token: viewing.access_token },
      reconnection: false,
      forceNew: true,
    });
    try {
      await new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(undefined));
        socket.once('connect_error', reject);
      });
      const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      await session.api.call('stopImpersonation');
      expect(await dropped).toBe('io server disconnect');
      expect(await raw('GET', '/me', { token: viewing.access_token })).toMatchObject({
        status: 401,
        code: 'invalid_token',
      });
    } finally {
      socket.disconnect();
    }
  });

  it('should stop the old token after a role switch, even when switching back', async () => {
    const { session } = await signedIn('admin');
    const asAdministrator = session.accessToken;
    const asTeacher = (await session.api.call('switchRole', { body: { role: 'teacher' } })).access_token;
    expect((await raw('GET', '/me', { token: asAdministrator })).status).toBe(401);
    expect((await raw('GET', '/me', { token: asTeacher })).status).toBe(200);
    session.accessToken = asTeacher;
    const back = (await session.api.call('switchRole', { body: { role: 'administrator' } })).access_token;
    expect((await raw('GET', '/me', { token: asAdministrator })).status).toBe(401);
    expect((await raw('GET', '/me', { token: asTeacher })).status).toBe(401);
    expect((await raw('GET', '/me', { token: back })).status).toBe(200);
  });
});

describe('forged tokens signed with the real key', () => {
  it('should refuse a token whose role is not among its roles', async () => {
    const { session, login } = await signedIn('teacher');
    const claims = decodeJwt(session.accessToken!);
    const token = await forge({ ...claims, role: 'superuser', roles: ['teacher'] }, String(login.user.id));
    expect(await raw('GET', '/me', { token })).toMatchObject({ status: 401, code: 'invalid_token' });
  });

  it("should refuse a token naming someone else's live sign-in", async () => {
    const { session } = await signedIn('teacher');
    const superuser = (await signedIn('superuser')).login.user;
    const claims = decodeJwt(session.accessToken!);
    const asOwner = await forge({ ...claims }, String(claims.sub));
    expect((await raw('GET', '/me', { token: asOwner })).status).toBe(200);
    const stolenFamily = await forge(
      { ...claims, role: 'superuser', roles: ['superuser'] },
      String(superuser.id),
    );
    expect(await raw('GET', '/me', { token: stolenFamily })).toMatchObject({
      status: 401,
      code: 'invalid_token',
    });
  });

  it('should refuse a view-as token claiming an impersonator the sign-in does not have', async () => {
    const { session } = await signedIn('teacher');
    const superuser = (await signedIn('superuser')).login.user;
    const claims = decodeJwt(session.accessToken!);
    const token = await forge(
      { ...claims, imp: { uid: superuser.id, role: 'superuser' } },
      String(claims.sub),
    );
    expect((await raw('GET', '/me', { token })).status).toBe(401);
  });
});

describe('request hygiene', () => {
  it('should answer a username with NUL, a control character or a lone surrogate with 400 naming the field', async () => {
    for (const username of ['stu\u0000dent', 'stu\u001bdent', 'stu\ud800dent', '\udc00']) {
      const answer = await raw('POST', '/login', { body: { username, password: 'whatever' } });
      expect([answer.status, answer.code, answer.field], JSON.stringify(username)).toEqual([
        400,
        'validation_failed',
        'username',
      ]);
    }
  });

  it('should refuse a form post to /login with 415', async () => {
    const answer = await raw('POST', '/login', {
      body: 'username=student&password=Lantern%232026',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect([answer.status, answer.code]).toEqual([415, 'unsupported_media_type']);
  });

  it('should mark every API answer, success or error, as not to be stored', async () => {
    expect((await raw('GET', '/health')).headers.get('cache-control')).toBe('no-store');
    expect((await raw('GET', '/me')).headers.get('cache-control')).toBe('no-store');
  });

  it('should answer a malformed path parameter with 400 naming it', async () => {
    const { session } = await signedIn('superuser');
    for (const key of ['x'.repeat(300), 'two words']) {
      const answer = await raw('PUT', `/feature-flags/${encodeURIComponent(key)}`, {
        token: session.accessToken,
        body: { enabled: true },
      });
      expect([answer.status, answer.code, answer.field]).toEqual([400, 'validation_failed', 'key']);
    }
  });
});

describe('cookie-authenticated GETs refuse cross-site requests', () => {
  const crossSite: Record<string, string>[] = [
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
    { origin: 'http://evil.example' },
  ];

  it('should refuse /refresh-token, /logout and /stop-impersonation from another site with 403', async () => {
    const { session } = await signedIn('superuser');
    const viewing = await session.api.call('impersonate', { body: { role: 'teacher' } });
    const cookie = session.cookies.get('lantern_refresh');
    for (const path of ['/refresh-token', '/logout', '/stop-impersonation'])
      for (const headers of crossSite) {
        const answer = await raw('GET', path, { token: viewing.access_token, cookie, headers });
        expect([answer.status, answer.code], `${path} ${JSON.stringify(headers)}`).toEqual([
          403,
          'cross_site_request',
        ]);
      }
    // None of them acted: the sign-in still refreshes.
    expect((await session.api.refresh()).access_token).toBeTruthy();
  });

  it('should serve the same origin and clients that send neither header', async () => {
    const { session } = await signedIn('teacher');
    const sameOrigin = { origin: t.baseUrl, 'sec-fetch-site': 'same-origin' };
    let answer = await raw('GET', '/refresh-token', {
      cookie: session.cookies.get('lantern_refresh'),
      headers: sameOrigin,
    });
    expect(answer.status).toBe(200);
    const rotated = /lantern_refresh=([^;]+)/.exec(answer.headers.getSetCookie().join(';'))?.[1];
    answer = await raw('GET', '/refresh-token', { cookie: rotated });
    expect(answer.status).toBe(200);
  });
});

describe('refresh re-checks what the sign-in stored', () => {
  it('should end a sign-in whose acting role was taken away', async () => {
    const { session } = await signedIn('admin');
    await db.query(`update users set roles = '{teacher}' where username = 'admin'`);
    try {
      expect(
        await raw('GET', '/refresh-token', { cookie: session.cookies.get('lantern_refresh') }),
      ).toMatchObject({
        status: 401,
        code: 'invalid_token',
      });
      expect((await raw('GET', '/me', { token: session.accessToken })).status).toBe(401);
    } finally {
      await db.query(`update users set roles = '{administrator,teacher}' where username = 'admin'`);
    }
  });

  it('should end a view-as when the superuser behind it is no longer one', async () => {
    const { session } = await signedIn('superuser');
    const student = (await signedIn('student')).login.user;
    await session.api.call('impersonate', { body: { role: 'student', user_id: student.id } });
    await db.query(`update users set roles = '{tutor-manager}' where username = 'superuser'`);
    try {
      expect(
        await raw('GET', '/refresh-token', { cookie: session.cookies.get('lantern_refresh') }),
      ).toMatchObject({
        status: 401,
        code: 'invalid_token',
      });
    } finally {
      await db.query(
        `update users set roles = '{superuser,tutor-manager,teacher,administrator}' where username = 'superuser'`,
      );
    }
  });

  it('should end a sign-in at SESSION_MAX_AGE_SECONDS however often it was renewed', async () => {
    const { session } = await signedIn('teacher2');
    t.clock.advanceSeconds(2 * HOUR);
    await session.api.refresh();
    t.clock.advanceSeconds(2 * HOUR - 1);
    await session.api.refresh();
    t.clock.advanceSeconds(1);
    const answer = await raw('GET', '/refresh-token', { cookie: session.cookies.get('lantern_refresh') });
    expect([answer.status, answer.code]).toEqual([401, 'invalid_token']);
  });
});
