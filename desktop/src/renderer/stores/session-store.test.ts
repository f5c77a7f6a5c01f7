import { ApiError, NetworkError } from '@lantern/shared/client/api-error';
import { LOGIN_TIMEOUT_MS } from '@lantern/shared/domain/auth/login-errors';
import { describe, expect, it } from 'vitest';
import { loginResponse, makeRoot, makeUser, settle } from './test-support.js';

const tokens = { access_token: 'restored', token_type: 'Bearer' as const, expires_in: 900 };

function rejectLogin(error: Error) {
  return makeRoot({
    login: () => {
      throw error;
    },
  });
}

describe('SessionStore.restore', () => {
  it('should bring a session back from the refresh cookie without asking for the password', async () => {
    const { root, api } = makeRoot({ me: () => makeUser() });
    api.refreshWith = async () => tokens;
    await root.session.restore();
    expect(root.session.status).toBe('signed-in');
    expect(root.session.getAccessToken()).toBe('restored');
    expect(root.user.displayName).toBe('Tess Tutor');
  });

  it('should show the sign-in form when there is no refresh cookie', async () => {
    const { root } = makeRoot();
    expect(root.session.status).toBe('restoring');
    await root.session.restore();
    expect(root.session.status).toBe('signed-out');
    expect(root.session.getAccessToken()).toBeNull();
  });

  it('should refuse to restore an affiliate account', async () => {
    const { root, api } = makeRoot({ me: () => makeUser({ role: 'affiliate', roles: ['affiliate'] }) });
    api.refreshWith = async () => tokens;
    await root.session.restore();
    expect(root.session.status).toBe('signed-out');
  });
});

describe('SessionStore.signIn', () => {
  it('should sign in, keep the token in memory and give up waiting after 25 seconds', async () => {
    const { root, api } = makeRoot({ login: () => loginResponse(makeUser()) });
    await root.session.signIn('tutor', 'Lantern#2026');
    expect(root.session.status).toBe('signed-in');
    expect(root.session.getAccessToken()).toBe('token-7-tutor');
    expect(api.calls[0]?.options).toEqual({
      body: { username: 'tutor', password: 'Lantern#2026' },
      timeoutMs: LOGIN_TIMEOUT_MS,
    });
  });

  it('should not send a second login while the first is still pending', async () => {
    const { root, api } = makeRoot({ login: () => loginResponse(makeUser()) });
    const first = root.session.signIn('tutor', 'x');
    const second = root.session.signIn('tutor', 'x');
    expect(root.session.signingIn).toBe(true);
    await Promise.all([first, second]);
    expect(api.calls).toHaveLength(1);
    expect(root.session.signingIn).toBe(false);
  });

  it.each([500, 144, 146, 401, 400, 106])(
    'should keep login code %s for the sign-in form to word, and stay signed out',
    async (code) => {
      const { root } = rejectLogin(new ApiError(code === 500 ? 401 : 400, code, 'refused'));
      await root.session.signIn('tutor', 'wrong');
      expect(root.session.isSignedIn).toBe(false);
      expect(root.session.signInError).toMatchObject({ name: 'ApiError', code });
    },
  );

  it('should say affiliate accounts are no longer supported', async () => {
    const { root } = rejectLogin(new ApiError(403, 'affiliate_unsupported', 'no'));
    await root.session.signIn('old', 'x');
    expect(root.session.signInError).toMatchObject({ code: 'affiliate_unsupported' });
  });

  it('should refuse an affiliate account even if the server let it through', async () => {
    const { root } = makeRoot({
      login: () => loginResponse(makeUser({ role: 'affiliate', roles: ['affiliate'] })),
    });
    await root.session.signIn('old', 'x');
    expect(root.session.isSignedIn).toBe(false);
    expect(root.session.getAccessToken()).toBeNull();
    expect(root.session.signInError).toMatchObject({ code: 'affiliate_unsupported' });
  });

  it('should refuse an account without any role', async () => {
    const { root } = makeRoot({ login: () => loginResponse(makeUser({ roles: [] })) });
    await root.session.signIn('ghost', 'x');
    expect(root.session.isSignedIn).toBe(false);
    expect(root.session.signInError).toMatchObject({ code: 106 });
  });

  it('should keep a timed-out login apart from an unreachable server and from throttling', async () => {
    const timedOut = rejectLogin(new NetworkError('timeout', true));
    await timedOut.root.session.signIn('tutor', 'x');
    expect(timedOut.root.session.signInError).toMatchObject({ name: 'NetworkError', timedOut: true });

    const offline = rejectLogin(new NetworkError('offline'));
    await offline.root.session.signIn('tutor', 'x');
    expect(offline.root.session.signInError).toMatchObject({ name: 'NetworkError', timedOut: false });

    const throttled = rejectLogin(new ApiError(429, 'rate_limited', 'slow down'));
    await throttled.root.session.signIn('tutor', 'x');
    expect(throttled.root.session.signInError).toMatchObject({ status: 429 });
  });

  it('should clear the previous failure when the next attempt starts', async () => {
    const { root, api } = rejectLogin(new ApiError(401, 500, 'wrong'));
    await root.session.signIn('tutor', 'wrong');
    api.script.login = () => loginResponse(makeUser());
    const pending = root.session.signIn('tutor', 'right');
    expect(root.session.signInError).toBeNull();
    await pending;
    expect(root.session.status).toBe('signed-in');
  });
});

describe('SessionStore sign-out and session end', () => {
  it('should sign out locally at once even when the server cannot be reached', async () => {
    const { root, api } = makeRoot({
      login: () => loginResponse(makeUser()),
      logout: () => {
        throw new NetworkError('offline');
      },
    });
    await root.session.signIn('tutor', 'x');
    const leaving = root.session.signOut();
    expect(root.session.status).toBe('signed-out');
    expect(root.session.getAccessToken()).toBeNull();
    expect(root.user.user).toBeNull();
    await leaving;
    expect(api.calls.map((call) => call.name)).toEqual(['login', 'logout']);
  });

  it('should end the session when the HTTP client can no longer refresh it', async () => {
    const { root, hooks } = makeRoot({ login: () => loginResponse(makeUser()) });
    await root.session.signIn('tutor', 'x');
    hooks.onSessionEnded();
    await settle();
    expect(root.session.status).toBe('signed-out');
    expect(root.session.endReason).toBe('expired');
  });

  it('should forget why the last session ended once the user signs in again', async () => {
    const { root } = makeRoot({ login: () => loginResponse(makeUser()) });
    await root.session.signIn('tutor', 'x');
    root.session.end('revoked');
    await root.session.signIn('tutor', 'x');
    expect(root.session.endReason).toBeNull();
  });
});
