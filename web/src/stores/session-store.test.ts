import { ApiError, NetworkError } from '@lantern/shared/client/api-error';
import { describe, expect, it } from 'vitest';
import { POST_LOGIN_REDIRECT_KEY } from './session-store.js';
import { makeStores, makeUser, signInAs, TOKENS } from './test-support.js';

describe('SessionStore', () => {
  it('should restore a session from the refresh cookie on page load', async () => {
    const { stores, api } = makeStores();
    api.refreshHandler = () => TOKENS;
    api.handlers.me = () => makeUser();
    await stores.session.restore();
    expect(stores.session.signedIn).toBe(true);
    expect(stores.session.accessToken).toBe('access-1');
    expect(stores.user.displayName).toBe('Ava Martinez');
  });

  it('should treat a refused refresh as signed out, and restore only once', async () => {
    const { stores, api } = makeStores();
    let refreshes = 0;
    api.refreshHandler = () => {
      refreshes += 1;
      throw new ApiError(401, 'no_refresh_token', 'No refresh token');
    };
    await Promise.all([stores.session.restore(), stores.session.restore()]);
    expect(stores.session.status).toBe('signed-out');
    expect(refreshes).toBe(1);
  });

  it('should send a student to the student dashboard after login', async () => {
    const { stores, api } = makeStores();
    expect(await signInAs(stores, api, makeUser())).toEqual({ kind: 'app', path: '/student/dashboard' });
    expect(api.calls[0]?.options.timeoutMs).toBe(25_000);
  });

  it('should send other web roles to /{role} and console roles to the console', async () => {
    const teacher = makeStores();
    expect(
      await signInAs(teacher.stores, teacher.api, makeUser({ role: 'teacher', roles: ['teacher'] })),
    ).toEqual({
      kind: 'app',
      path: '/teacher',
    });
    const tutor = makeStores();
    expect(await signInAs(tutor.stores, tutor.api, makeUser({ role: 'tutor', roles: ['tutor'] }))).toEqual({
      kind: 'console',
      url: '/console/',
    });
  });

  it('should return to the page a guard remembered, once', async () => {
    const { stores, api, env } = makeStores();
    stores.session.rememberRedirect('/teacher/dashboard?tab=2');
    const user = makeUser({ role: 'teacher', roles: ['teacher'] });
    expect(await signInAs(stores, api, user)).toEqual({ kind: 'app', path: '/teacher/dashboard?tab=2' });
    expect(env.storage.has(POST_LOGIN_REDIRECT_KEY)).toBe(false);
  });

  it('should ignore an absolute or protocol-relative redirect', async () => {
    const { stores, api, env } = makeStores();
    stores.session.rememberRedirect('https://evil.example/');
    expect(env.storage.has(POST_LOGIN_REDIRECT_KEY)).toBe(false);
    env.storage.set(POST_LOGIN_REDIRECT_KEY, '//evil.example/phish');
    expect(await signInAs(stores, api, makeUser())).toEqual({ kind: 'app', path: '/student/dashboard' });
  });

  it('should ask for the code of conduct before anything else when it is not accepted', async () => {
    const { stores, api } = makeStores();
    const user = makeUser({ role: 'teacher', roles: ['teacher'], accepted_agreement: false, student: null });
    expect(await signInAs(stores, api, user)).toEqual({ kind: 'app', path: '/code-of-conduct' });
  });

  it.each([
    [new ApiError(401, 500, 'wrong'), 'wrong_credentials', true],
    [new ApiError(403, 144, 'suspended'), 'suspended', false],
    [new ApiError(403, 146, 'expired'), 'expired', false],
    [new ApiError(400, 106, 'generic'), 'generic', false],
    [new ApiError(403, 'affiliate_unsupported', 'affiliate'), 'affiliate', false],
    [new ApiError(429, 'rate_limited', 'slow down'), 'rate_limited', false],
    [new NetworkError('The request timed out', true), 'timeout', false],
  ])('should explain a failed login (%s)', async (error, kind, forgotLink) => {
    const { stores, api } = makeStores();
    api.handlers.login = () => {
      throw error;
    };
    expect(await stores.session.login({ username: 'ava', password: 'x' })).toBeNull();
    expect(stores.session.loginFailure).toEqual({ kind, showForgotPasswordLink: forgotLink });
    expect(stores.session.loginPending).toBe(false);
    expect(stores.session.signedIn).toBe(false);
  });

  it('should refuse a token whose roles are only the retired affiliate role', async () => {
    const { stores, api } = makeStores();
    api.handlers.logout = () => ({ ok: true });
    const destination = await signInAs(stores, api, makeUser({ role: 'affiliate', roles: ['affiliate'] }));
    expect(destination).toBeNull();
    expect(stores.session.loginFailure?.kind).toBe('affiliate');
    expect(stores.session.signedIn).toBe(false);
  });

  it('should forget the person, their token and their home data on logout', async () => {
    const { stores, api } = makeStores();
    await signInAs(stores, api, makeUser());
    api.handlers.meHome = () => ({ kind: 'student', school: null, grade: null, sections: [] });
    await stores.home.load();
    api.handlers.logout = () => ({ ok: true });
    await stores.session.logout();
    expect(stores.session.accessToken).toBeNull();
    expect(stores.user.current).toBeNull();
    expect(stores.home.data).toBeNull();
  });

  it('should sign out when the HTTP client reports the session ended', async () => {
    const { stores, api } = makeStores();
    await signInAs(stores, api, makeUser());
    api.hooks?.onSessionEnded();
    expect(stores.session.signedIn).toBe(false);
  });
});
