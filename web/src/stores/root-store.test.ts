import { describe, expect, it } from 'vitest';
import { loginResponse, makeStores, makeUser, settle, signInAs } from './test-support.js';

const superuser = makeUser({ role: 'superuser', roles: ['superuser', 'teacher'], student: null });
const viewingAsTeacher = {
  ...superuser,
  role: 'teacher' as const,
  impersonation: { by_user_id: 1, by_name: 'Sam' },
};

async function signedInWithSocket() {
  const context = makeStores();
  context.api.handlers.impersonate = () => loginResponse(viewingAsTeacher);
  context.api.handlers.stopImpersonation = () => loginResponse(superuser);
  await signInAs(context.stores, context.api, superuser);
  await settle();
  return context;
}

describe('web RootStore', () => {
  it('should open the socket after sign-in and re-open it with the new token on view-as and its end', async () => {
    const { stores, realtime } = await signedInWithSocket();
    expect(realtime.sockets.map((socket) => socket.openedWith)).toEqual(['token-1-superuser']);
    await stores.user.viewAs('teacher');
    await settle();
    await stores.user.stopViewAs();
    await settle();
    expect(realtime.sockets.map((socket) => socket.openedWith)).toEqual([
      'token-1-superuser',
      'token-1-teacher',
      'token-1-superuser',
    ]);
    expect(realtime.sockets.filter((socket) => !socket.closed)).toHaveLength(1);
  });

  it('should send the browser to the sign-in page when the server revokes the session', async () => {
    const { stores, realtime } = await signedInWithSocket();
    const visited: string[] = [];
    stores.ui.attachNavigator((path) => visited.push(path));
    realtime.last.emitFromServer('auth.session.revoked', { reason: 'logout' });
    expect(stores.session.signedIn).toBe(false);
    expect(visited).toEqual(['/login']);
  });

  it('should send the browser to the 429 page when the API is rate limited', () => {
    const { stores, api } = makeStores();
    const visited: string[] = [];
    stores.ui.attachNavigator((path) => visited.push(path));
    api.hooks?.onRateLimited();
    expect(visited).toEqual(['/error/429']);
  });

  it('should drop the home data on sign-out', async () => {
    const { stores, api } = await signedInWithSocket();
    api.handlers.meHome = () => ({
      kind: 'superuser',
      districts: 0,
      schools: 0,
      users_by_role: [],
      tutors_total: 0,
      tutors_active: 0,
      essay_reviewers: 0,
      tutors: [],
    });
    api.handlers.logout = () => ({ ok: true });
    await stores.home.load();
    await stores.session.signOut();
    expect(stores.home.data).toBeNull();
  });
});
