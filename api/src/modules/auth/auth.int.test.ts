import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, HttpSession } from '../../../test/http-session.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_FAILURES: '5' });
});
afterAll(async () => {
  await t.close();
});

const session = () => new HttpSession(t.baseUrl);

/** The server's own answer, without the client's refresh-and-retry in between. */
async function rawMe(token: string | null) {
  const response = await fetch(`${t.baseUrl}/api/me`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { error?: { code: string } };
  return { status: response.status, code: body.error?.code };
}

describe('POST /login', () => {
  it.each([
    ['student', 'student'],
    ['teacher', 'teacher'],
    ['admin', 'administrator'],
    ['district', 'district-manager'],
    ['tutor', 'tutor'],
    ['manager', 'tutor-manager'],
    ['superuser', 'superuser'],
  ])('should sign in %s as %s and answer /me in that role', async (username, role) => {
    const s = session();
    const result = await s.login(username);
    expect(result.token_type).toBe('Bearer');
    expect(result.user.role).toBe(role);
    expect(s.cookies.has('lantern_refresh')).toBe(true);
    const me = await s.api.call('me');
    expect(me.username).toBe(username);
    expect(me.role).toBe(role);
  });

  it('should accept the email address as the login name', async () => {
    const result = await session().login('Ava.Martinez@maplewood.example');
    expect(result.user.username).toBe('student');
  });

  it('should answer a wrong password with 401 and catalogue code 500', async () => {
    const error = await failure(session().login('teacher', 'not-the-password'));
    expect(error.status).toBe(401);
    expect(error.code).toBe(500);
  });

  it('should answer an unknown user exactly like a wrong password', async () => {
    const error = await failure(session().login('nobody-here', 'whatever'));
    expect([error.status, error.code, error.message]).toEqual([
      401,
      500,
      'Your username or password is incorrect.',
    ]);
  });

  it('should refuse a suspended student with 403 and code 144', async () => {
    const error = await failure(session().login('suspended'));
    expect([error.status, error.code]).toEqual([403, 144]);
  });

  it('should refuse an expired account with 403 and code 146', async () => {
    const error = await failure(session().login('expired'));
    expect([error.status, error.code]).toEqual([403, 146]);
  });

  it('should refuse an affiliate account with the affiliate message', async () => {
    const error = await failure(session().login('affiliate'));
    expect(error.status).toBe(403);
    expect(error.message).toBe('Lantern no longer supports affiliate accounts');
  });

  it('should name the field and rule when the body is incomplete', async () => {
    const s = session();
    const response = await s.fetch(`${t.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: '' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: { code: string; details: { issues: { field: string; rule: string }[] } };
    };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'username', rule: 'too_small' }),
        expect.objectContaining({ field: 'password' }),
      ]),
    );
  });

  it('should answer 429 after repeated failures, even with the right password', async () => {
    const s = session();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await failure(s.login('tutor.jordan', 'wrong'))).status).toBe(401);
    }
    const error = await failure(s.login('tutor.jordan'));
    expect(error.status).toBe(429);
    expect(error.code).toBe('rate_limited');
    expect(s.rateLimited).toBe(1);
  });
});

describe('access tokens', () => {
  async function forge(claims: Record<string, unknown>) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('lantern')
      .setIssuedAt(t.clock.now())
      .setExpirationTime(t.clock.now() + 600)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
  }

  it('should require authentication for /me', async () => {
    const error = await failure(session().api.call('me'));
    expect([error.status, error.code]).toEqual([401, 'unauthenticated']);
  });

  it('should treat a token with no role as invalid', async () => {
    const s = session();
    const login = await s.login('student');
    s.accessToken = await forge({ roles: [], fam: '00000000-0000-4000-8000-000000000000' });
    expect(await rawMe(s.accessToken)).toEqual({ status: 401, code: 'invalid_token' });
    expect(login.user.role).toBe('student');
  });

  it('should treat a token carrying the affiliate role as invalid', async () => {
    const token = await forge({
      role: 'affiliate',
      roles: ['affiliate'],
      fam: '00000000-0000-4000-8000-000000000000',
    });
    expect(await rawMe(token)).toEqual({ status: 401, code: 'invalid_token' });
  });

  it('should expire a token at its expiry time and recover by refreshing', async () => {
    const s = session();
    await s.login('teacher');
    const stale = s.accessToken;
    t.clock.advanceSeconds(t.config.accessTokenTtl);
    // The client refreshes on 401 and retries once: the caller never sees the expiry.
    const me = await s.api.call('me');
    expect(me.username).toBe('teacher');
    expect(s.accessToken).not.toBe(stale);
  });
});

describe('GET /refresh-token', () => {
  it('should rotate the refresh cookie and return a working access token', async () => {
    const s = session();
    await s.login('student');
    const first = s.cookies.get('lantern_refresh');
    const tokens = await s.api.refresh();
    expect(tokens.access_token).toBeTruthy();
    expect(s.cookies.get('lantern_refresh')).not.toBe(first);
    expect((await s.api.call('me')).username).toBe('student');
  });

  it('should refuse without a refresh cookie', async () => {
    const error = await failure(session().api.refresh());
    expect([error.status, error.code]).toEqual([401, 'no_refresh_token']);
  });

  it('should revoke the whole family when a rotated token is reused', async () => {
    const victim = session();
    await victim.login('student');
    const stolen = victim.cookies.get('lantern_refresh')!;
    await victim.api.refresh();
    t.clock.advanceSeconds(60);

    const thief = session();
    thief.cookies.set('lantern_refresh', stolen);
    const reuse = await failure(thief.api.refresh());
    expect([reuse.status, reuse.code]).toEqual([401, 'refresh_token_reused']);

    // The victim's newer refresh token and live access token die with the family.
    expect((await failure(victim.api.refresh())).code).toBe('invalid_token');
    const meError = await failure(victim.api.call('me'));
    expect(meError.status).toBe(401);
    expect(victim.sessionEnded).toBe(1);
  });
});

describe('GET /logout', () => {
  it('should revoke the refresh token and the access tokens of this sign-in', async () => {
    const s = session();
    await s.login('teacher');
    const token = s.accessToken;
    const refresh = s.cookies.get('lantern_refresh')!;
    await s.api.call('logout');
    expect(s.cookies.has('lantern_refresh')).toBe(false);

    const again = session();
    again.cookies.set('lantern_refresh', refresh);
    expect((await failure(again.api.refresh())).status).toBe(401);
    again.accessToken = token;
    expect((await failure(again.api.call('me'))).status).toBe(401);
  });

  it('should leave other sign-ins of the same person alive', async () => {
    const laptop = session();
    const phone = session();
    await laptop.login('teacher2');
    await phone.login('teacher2');
    await laptop.api.call('logout');
    expect((await phone.api.call('me')).username).toBe('teacher2');
  });
});

describe('role guard', () => {
  it('should deny a student a superuser endpoint with 403', async () => {
    const s = session();
    await s.login('student');
    const error = await failure(
      s.api.call('setFeatureFlag', { params: { key: 'paperlive' }, body: { enabled: true } }),
    );
    expect([error.status, error.code]).toEqual([403, 'forbidden']);
  });

  it('should allow a superuser and deny the same person once they switch to a teacher role', async () => {
    const s = session();
    await s.login('superuser');
    const flag = await s.api.call('setFeatureFlag', {
      params: { key: 'paperlive' },
      body: { enabled: true },
    });
    expect(flag.enabled).toBe(true);

    const switched = await s.api.call('switchRole', { body: { role: 'teacher' } });
    s.accessToken = switched.access_token;
    expect(switched.user.role).toBe('teacher');
    expect(
      (
        await failure(
          s.api.call('setFeatureFlag', { params: { key: 'paperlive' }, body: { enabled: false } }),
        )
      ).status,
    ).toBe(403);
    // The chosen role stays current for the next sign-in; put it back for the other tests.
    s.accessToken = (await s.api.call('switchRole', { body: { role: 'superuser' } })).access_token;
  });

  it('should refuse switching to a role the user does not hold', async () => {
    const s = session();
    await s.login('teacher');
    const error = await failure(s.api.call('switchRole', { body: { role: 'superuser' } }));
    expect([error.status, error.code]).toEqual([403, 'role_not_held']);
  });
});

describe('view-as', () => {
  it('should let a superuser view as a held role, mark it with a cookie, and stop', async () => {
    const s = session();
    await s.login('superuser');
    const viewing = await s.api.call('impersonate', { body: { role: 'administrator' } });
    s.accessToken = viewing.access_token;
    expect(viewing.user.role).toBe('administrator');
    expect(viewing.user.impersonation?.by_name).toBe('Alex Morgan');
    expect(s.cookies.get('lantern_impersonating')).toBe('1');
    expect((await s.api.call('meHome')).kind).toBe('administrator');

    const back = await s.api.call('stopImpersonation');
    s.accessToken = back.access_token;
    expect(back.user.role).toBe('superuser');
    expect(back.user.impersonation).toBeNull();
    expect(s.cookies.has('lantern_impersonating')).toBe(false);
  });

  it('should let a superuser act as a named student and keep the refresh cookie on that identity', async () => {
    const s = session();
    await s.login('superuser');
    const student = await session().login('student');
    const viewing = await s.api.call('impersonate', { body: { role: 'student', user_id: student.user.id } });
    s.accessToken = viewing.access_token;
    expect(viewing.user.username).toBe('student');
    await s.api.refresh();
    expect((await s.api.call('me')).impersonation?.by_name).toBe('Alex Morgan');
  });

  it('should refuse view-as for a role not held, and for the current role', async () => {
    const s = session();
    await s.login('admin');
    expect((await failure(s.api.call('impersonate', { body: { role: 'tutor' } }))).status).toBe(403);
    expect((await failure(s.api.call('impersonate', { body: { role: 'administrator' } }))).status).toBe(403);
    const teacherView = await s.api.call('impersonate', { body: { role: 'teacher' } });
    expect(teacherView.user.role).toBe('teacher');
  });

  it('should refuse a non-superuser acting as another person', async () => {
    const s = session();
    await s.login('admin');
    const other = await session().login('teacher');
    expect(
      (await failure(s.api.call('impersonate', { body: { role: 'teacher', user_id: other.user.id } })))
        .status,
    ).toBe(403);
  });

  it('should record who acted as whom in the audit log', async () => {
    const s = session();
    const login = await s.login('superuser');
    const viewing = await s.api.call('impersonate', { body: { role: 'teacher' } });
    s.accessToken = viewing.access_token;
    await s.api.call('stopImpersonation');
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    const rows = await client.query(
      "select action, actor_user_id, acting_as_user_id, acting_as_role from audit_events where action like 'auth.impersonation.%' and actor_user_id = $1 order by id",
      [login.user.id],
    );
    await expect(client.query('delete from audit_events')).rejects.toThrow(/append-only/);
    await client.end();
    expect(rows.rows.slice(-2)).toEqual([
      {
        action: 'auth.impersonation.started',
        actor_user_id: login.user.id,
        acting_as_user_id: login.user.id,
        acting_as_role: 'teacher',
      },
      {
        action: 'auth.impersonation.stopped',
        actor_user_id: login.user.id,
        acting_as_user_id: login.user.id,
        acting_as_role: 'teacher',
      },
    ]);
  });
});
