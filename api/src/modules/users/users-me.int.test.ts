import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpSession } from '../../../test/http-session.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { AuthGuard } from '../auth/auth.guard.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function signedIn(username: string) {
  const session = new HttpSession(t.baseUrl);
  await session.login(username);
  return session;
}

describe('GET /api/me', () => {
  it('should answer a student with their school, its district, their grade and no tutor profile', async () => {
    const me = await (await signedIn('student')).api.call('me');
    expect(me).toMatchObject({
      username: 'student',
      first_name: 'Ava',
      last_name: 'Martinez',
      email: 'ava.martinez@maplewood.example',
      role: 'student',
      roles: ['student'],
      school_id: 1,
      district_id: 1,
      school: {
        id: 1,
        name: 'Maplewood High School',
        district: { id: 1, name: 'Riverside Unified School District' },
      },
      student: { grade: { id: 9, name: 'Grade 9', group: 'middleAndHigh' } },
      tutor: null,
      impersonation: null,
    });
  });

  it('should answer a tutor with their tutor profile and no school or student profile', async () => {
    const me = await (await signedIn('tutor')).api.call('me');
    expect(me).toMatchObject({
      username: 'tutor',
      school: null,
      school_id: null,
      school_ids: [],
      student: null,
      tutor: { essay_review: true, high_impact_tutoring: false, max_weekly_hours: 25 },
    });
  });

  it('should list every school of a teacher on two school lists', async () => {
    const me = await (await signedIn('teacher2')).api.call('me');
    expect(me.school_ids).toEqual([1, 2]);
    expect(me.student).toBeNull();
  });

  it('should read the current user in one query after the sign-in check', async () => {
    const session = await signedIn('student');
    const queries = vi.spyOn(pg.Client.prototype, 'query');
    await session.api.call('me');
    // The guard's live-sign-in check, then the joined current-user read: no populate round trips.
    expect(queries).toHaveBeenCalledTimes(2);
  });
});

describe('GET /api/me on the hot lane (platform/http/hot-lane.ts)', () => {
  /** The answer to `path` with this token: the lane serves `/api/me`, Nest's pipeline `/api/me/`. */
  async function answer(path: string, token: string | null) {
    const response = await fetch(`${t.baseUrl}${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const headers = Object.fromEntries(
      [...response.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)),
    );
    return { status: response.status, headers, body: (await response.json()) as unknown };
  }

  it('should answer exactly as Nest answers the same handler, headers included', async () => {
    const session = await signedIn('student');
    const nestGuard = vi.spyOn(AuthGuard.prototype, 'canActivate');
    const lane = await answer('/api/me', session.accessToken);
    expect(nestGuard).not.toHaveBeenCalled();
    expect(lane.status).toBe(200);
    expect(lane.headers['content-security-policy']).toMatch(/frame-ancestors 'self'$/);
    expect(lane.headers['cache-control']).toBe('no-store');
    expect(lane).toEqual(await answer('/api/me/', session.accessToken));
    expect(nestGuard).toHaveBeenCalledOnce();
  });

  it('should refuse a missing token, a bad one and an ended sign-in as the guard does', async () => {
    const session = await signedIn('student');
    const token = session.accessToken!;
    for (const sent of [null, `${token}x`]) {
      const lane = await answer('/api/me', sent);
      expect(lane.status).toBe(401);
      expect(lane).toEqual(await answer('/api/me/', sent));
    }
    await session.api.call('logout');
    const ended = await answer('/api/me', token);
    expect(ended).toMatchObject({ status: 401, body: { error: { message: 'This sign-in has ended' } } });
    expect(ended).toEqual(await answer('/api/me/', token));
  });
});
