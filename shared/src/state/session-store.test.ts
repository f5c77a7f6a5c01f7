import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../client/api-error.js';
import { LOGIN_TIMEOUT_MS } from '../domain/auth/login-errors.js';
import { loginResponse, makeSharedRoot, makeUser, settle, signInAs, TOKENS } from './test-support.js';

function rejectLogin(error: Error) {
  return makeSharedRoot({
    login: () => {
      throw error;
    },
  });
}

describe('SessionStore.restore', () => {
  it('should bring a session back from the refresh cookie without asking for the password', async () => {
    const { root, api } = makeSharedRoot({ me: () => makeUser() });
    api.refreshHandler = () => TOKENS;
    expect(root.session.status).toBe('restoring');
    await root.session.restore();
    expect(root.session.signedIn).toBe(true);
    expect(root.session.accessToken).toBe('access-1');
    expect(root.user.displayName).toBe('Ava Martinez');
  });

  it('should treat a refused refresh as signed out, and restore only once', async () => {
    const { root, api } = makeSharedRoot();
    let refreshes = 0;
    api.refreshHandler = () => {
      refreshes += 1;
      throw new ApiError(401, 'no_refresh_token', 'No refresh token');
    };
    await Promise.all([root.session.restore(), root.session.restore()]);
    expect(root.session.status).toBe('signed-out');
    expect(root.session.accessToken).toBeNull();
    expect(refreshes).toBe(1);
  });

  it('should refuse to restore an affiliate account', async () => {
    const { root, api } = makeSharedRoot({ me: () => makeUser({ role: 'affiliate', roles: ['affiliate'] }) });
    api.refreshHandler = () => TOKENS;
    await root.session.restore();
    expect(root.session.status).toBe('signed-out');
  });
});

describe('SessionStore.signIn', () => {
  it('should sign in, keep the token in memory and give up waiting after 25 seconds', async () => {
    const { root, api } = makeSharedRoot({ login: () => loginResponse(makeUser()) });
    expect(await root.session.signIn({ username: 'ava', password: 'Lantern#2026' })).toBe(true);
    expect(root.session.status).toBe('signed-in');
    expect(root.session.accessToken).toBe('token-1-student');
    expect(api.calls[0]?.options).toEqual({
      body: { username: 'ava', password: 'Lantern#2026' },
      timeoutMs: LOGIN_TIMEOUT_MS,
    });
  });

  it('should not send a second login while the first is still pending', async () => {
    const { root, api } = makeSharedRoot({ login: () => loginResponse(makeUser()) });
    const first = root.session.signIn({ username: 'ava', password: 'x' });
    const second = root.session.signIn({ username: 'ava', password: 'x' });
    expect(root.session.signingIn).toBe(true);
    expect(await Promise.all([first, second])).toEqual([true, false]);
    expect(api.called('login')).toBe(1);
    expect(root.session.signingIn).toBe(false);
  });

  it.each([
    new ApiError(401, 500, 'wrong'),
    new ApiError(403, 144, 'suspended'),
    new ApiError(403, 146, 'expired'),
    new ApiError(400, 106, 'generic'),
    new ApiError(403, 'affiliate_unsupported', 'affiliate'),
    new ApiError(429, 'rate_limited', 'slow down'),
    new NetworkError('The request timed out', true),
    new NetworkError('offline'),
  ])('should keep the failure (%s) for the sign-in form to word, and stay signed out', async (error) => {
    const { root } = rejectLogin(error);
    expect(await root.session.signIn({ username: 'ava', password: 'x' })).toBe(false);
    expect(root.session.signInError).toBe(error);
    expect(root.session.signingIn).toBe(false);
    expect(root.session.signedIn).toBe(false);
  });

  it('should refuse an affiliate account even if the server let it through, and end that sign-in', async () => {
    const { root, api } = makeSharedRoot({ logout: () => ({ ok: true }) });
    expect(await signInAs(root, api, makeUser({ role: 'affiliate', roles: ['affiliate'] }))).toBe(false);
    expect(root.session.signedIn).toBe(false);
    expect(root.session.accessToken).toBeNull();
    expect(root.session.signInError).toMatchObject({ code: 'affiliate_unsupported' });
    expect(api.called('logout')).toBe(1);
  });

  it('should refuse an account without any role', async () => {
    const { root, api } = makeSharedRoot({ logout: () => ({ ok: true }) });
    await signInAs(root, api, makeUser({ roles: [] }));
    expect(root.session.signedIn).toBe(false);
    expect(root.session.signInError).toMatchObject({ code: 106 });
  });

  it('should clear the previous failure when the next attempt starts', async () => {
    const { root, api } = rejectLogin(new ApiError(401, 500, 'wrong'));
    await root.session.signIn({ username: 'ava', password: 'wrong' });
    api.handlers.login = () => loginResponse(makeUser());
    const pending = root.session.signIn({ username: 'ava', password: 'right' });
    expect(root.session.signInError).toBeNull();
    await pending;
    expect(root.session.status).toBe('signed-in');
  });

  it('should forget a failure when asked', async () => {
    const { root } = rejectLogin(new ApiError(401, 500, 'wrong'));
    await root.session.signIn({ username: 'ava', password: 'wrong' });
    root.session.clearSignInError();
    expect(root.session.signInError).toBeNull();
  });
});

describe('SessionStore sign-out and session end', () => {
  it('should sign out locally at once even when the server cannot be reached', async () => {
    const { root, api } = makeSharedRoot({
      logout: () => {
        throw new NetworkError('offline');
      },
    });
    await signInAs(root, api, makeUser());
    const leaving = root.session.signOut();
    expect(root.session.status).toBe('signed-out');
    expect(root.session.accessToken).toBeNull();
    expect(root.user.current).toBeNull();
    await leaving;
    expect(api.called('logout')).toBe(1);
  });

  it('should end the session when the HTTP client can no longer refresh it', async () => {
    const { root, api } = makeSharedRoot();
    await signInAs(root, api, makeUser());
    api.hooks?.onSessionEnded();
    await settle();
    expect(root.session.status).toBe('signed-out');
    expect(root.session.endReason).toBe('expired');
  });

  it('should forget why the last session ended once the user signs in again', async () => {
    const { root, api } = makeSharedRoot();
    await signInAs(root, api, makeUser());
    root.session.end('revoked');
    await signInAs(root, api, makeUser());
    expect(root.session.endReason).toBeNull();
  });

  it('should keep the rotated access token the HTTP client hands over', async () => {
    const { root, api } = makeSharedRoot();
    await signInAs(root, api, makeUser());
    api.hooks?.onTokens({ ...TOKENS, access_token: 'rotated' });
    expect(root.session.accessToken).toBe('rotated');
  });
});
