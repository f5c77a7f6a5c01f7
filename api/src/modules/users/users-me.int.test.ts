import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpSession } from '../../../test/http-session.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

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
