import { describe, expect, it } from 'vitest';
import { makeStores, makeUser, signInAs } from './test-support.js';

const teacherHome = { kind: 'teacher' as const, schools: [], sections: [], total_students: 0 };

describe('HomeStore', () => {
  it('should load the home once for concurrent pages and type it by role', async () => {
    const { stores, api } = makeStores();
    await signInAs(stores, api, makeUser({ role: 'teacher', roles: ['teacher'] }));
    api.handlers.meHome = () => teacherHome;
    await Promise.all([stores.home.load(), stores.home.load()]);
    expect(api.called('meHome')).toBe(1);
    expect(stores.home.of('teacher')?.total_students).toBe(0);
    expect(stores.home.of('student')).toBeNull();
  });

  it('should report an error and load again on retry', async () => {
    const { stores, api } = makeStores();
    await signInAs(stores, api, makeUser({ role: 'teacher', roles: ['teacher'] }));
    api.handlers.meHome = () => {
      throw new Error('down');
    };
    await stores.home.load();
    expect(stores.home.status).toBe('error');
    api.handlers.meHome = () => teacherHome;
    await stores.home.load(true);
    expect(stores.home.status).toBe('loaded');
  });

  it('should drop the home data when the current role changes', async () => {
    const { stores, api } = makeStores();
    await signInAs(stores, api, makeUser({ role: 'administrator', roles: ['administrator', 'teacher'] }));
    api.handlers.meHome = () => ({ kind: 'administrator', schools: [], sections: [] });
    await stores.home.load();
    api.handlers.switchRole = () => ({
      access_token: 'a2',
      token_type: 'Bearer',
      expires_in: 900,
      user: makeUser({ role: 'teacher', roles: ['administrator', 'teacher'] }),
    });
    expect(await stores.user.switchRole('teacher')).toBe(true);
    expect(stores.home.data).toBeNull();
  });
});
