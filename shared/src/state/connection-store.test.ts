import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../contracts/users.js';
import { loginResponse, makeSharedRoot, makeUser, settle, signInAs } from './test-support.js';

const superuser = makeUser({ id: 1, role: 'superuser', roles: ['superuser', 'teacher', 'tutor-manager'] });
const viewedAsTeacher: CurrentUser = {
  ...superuser,
  role: 'teacher',
  impersonation: { by_user_id: 1, by_name: 'Sam Super' },
};

async function connected(user: CurrentUser = superuser) {
  const harness = makeSharedRoot({
    switchRole: (options) => loginResponse({ ...user, role: options.body?.role ?? user.role }),
    impersonate: () => loginResponse(viewedAsTeacher),
    stopImpersonation: () => loginResponse(superuser),
    logout: () => ({ ok: true }),
  });
  await signInAs(harness.root, harness.api, user);
  await settle();
  return harness;
}

describe('ConnectionStore', () => {
  it('should be offline before anyone signs in, and open no socket', async () => {
    const { root, realtime } = makeSharedRoot();
    await settle();
    expect(root.connection.status).toBe('offline');
    expect(realtime.sockets).toHaveLength(0);
  });

  it('should open one socket at sign-in with the access token of that sign-in', async () => {
    const { root, realtime } = await connected();
    expect(realtime.sockets).toHaveLength(1);
    expect(realtime.last.openedWith).toBe('token-1-superuser');
    expect(realtime.last.token).toBe(root.session.accessToken);
  });

  it('should follow the socket through connecting, connected and reconnecting', async () => {
    const { root, realtime } = await connected();
    expect(root.connection.status).toBe('connecting');
    realtime.last.report('connected');
    expect(root.connection.status).toBe('connected');
    realtime.last.report('reconnecting');
    expect(root.connection.status).toBe('reconnecting');
    realtime.last.report('offline');
    expect(root.connection.status).toBe('offline');
  });

  it.each([
    [
      'a role switch',
      (root: Awaited<ReturnType<typeof connected>>['root']) => root.user.switchRole('tutor-manager'),
      'token-1-tutor-manager',
    ],
    [
      'a view-as',
      (root: Awaited<ReturnType<typeof connected>>['root']) => root.user.viewAs('teacher'),
      'token-1-teacher',
    ],
  ])(
    'should reconnect with the new token after %s, so the socket joins the new rooms',
    async (_, change, token) => {
      const { root, realtime } = await connected();
      const old = realtime.last;
      expect(await change(root)).toBe(true);
      await settle();
      expect(old.closed).toBe(true);
      expect(realtime.sockets).toHaveLength(2);
      expect(realtime.last.openedWith).toBe(token);
      expect(realtime.last.closed).toBe(false);
    },
  );

  it('should reconnect as the viewer again when the view-as stops', async () => {
    const { root, realtime } = await connected();
    await root.user.viewAs('teacher');
    await settle();
    await root.user.stopViewAs();
    await settle();
    expect(realtime.sockets).toHaveLength(3);
    expect(realtime.last.openedWith).toBe('token-1-superuser');
    expect(realtime.sockets.slice(0, 2).every((socket) => socket.closed)).toBe(true);
  });

  it('should keep the socket when only the profile changes', async () => {
    const { root, realtime } = await connected();
    root.user.set({ ...superuser, first_name: 'Samantha' });
    await settle();
    expect(realtime.sockets).toHaveLength(1);
  });

  it('should ignore what a replaced socket reports', async () => {
    const { root, realtime } = await connected();
    const old = realtime.last;
    root.connection.connect();
    await settle();
    realtime.last.report('connected');
    old.report('offline');
    expect(old.closed).toBe(true);
    expect(root.connection.status).toBe('connected');
  });

  it('should close a socket that finishes opening after sign-out', async () => {
    const { root, api, realtime } = makeSharedRoot({ logout: () => ({ ok: true }) });
    await signInAs(root, api, superuser);
    await root.session.signOut();
    await settle();
    expect(realtime.sockets.every((socket) => socket.closed)).toBe(true);
    expect(root.connection.status).toBe('offline');
  });

  it('should go offline and log when the socket client cannot be loaded', async () => {
    const { root, api, realtime } = makeSharedRoot();
    realtime.ports.open = () => Promise.reject(new Error('chunk failed to load'));
    await signInAs(root, api, superuser);
    await settle();
    expect(root.connection.status).toBe('offline');
    expect(realtime.logged.map((entry) => entry.message)).toEqual([
      'The live connection could not be opened',
    ]);
  });

  it('should close the socket on sign-out and stop listening to it', async () => {
    const { root, realtime } = await connected();
    const socket = realtime.last;
    await root.session.signOut();
    expect(socket.closed).toBe(true);
    expect([...socket.listeners.values()].every((set) => set.size === 0)).toBe(true);
    expect(root.connection.status).toBe('offline');
  });

  it('should learn the server clock offset when the connection is established', async () => {
    const { root, realtime, env } = await connected();
    realtime.last.emitFromServer('system.connection.established', {
      user_id: 1,
      role: 'superuser',
      server_time: Math.floor(env.now / 1000) + 30,
    });
    expect(Math.round(root.connection.serverOffsetMs / 1000)).toBe(30);
  });

  it('should sign out when the server revokes the session', async () => {
    const { root, realtime } = await connected();
    const socket = realtime.last;
    socket.emitFromServer('auth.session.revoked', { reason: 'logout' });
    expect(root.session.status).toBe('signed-out');
    expect(root.session.endReason).toBe('revoked');
    expect(socket.closed).toBe(true);
  });

  it('should say so when the session was revoked because the account was suspended', async () => {
    const { root, realtime } = await connected();
    realtime.last.emitFromServer('auth.session.revoked', { reason: 'suspended' });
    expect(root.session.endReason).toBe('suspended');
  });

  it('should follow flag switches and drop (and log) a malformed one', async () => {
    const { root, realtime } = await connected();
    realtime.last.emitFromServer('feature-flags.flag.updated', { key: 'paperlive', enabled: true });
    realtime.last.emitFromServer('feature-flags.flag.updated', { key: 'paperlive', enabled: 'off' });
    expect(root.flags.isOn('paperlive')).toBe(true);
    expect(realtime.logged.map((entry) => entry.message)).toEqual([
      'Dropped an invalid feature-flags.flag.updated payload',
    ]);
  });

  it('should not sign out on a malformed revocation', async () => {
    const { root, realtime } = await connected();
    realtime.last.emitFromServer('auth.session.revoked', { reason: 42 });
    expect(root.session.signedIn).toBe(true);
  });

  it('should keep subscribers across reconnections and let them unsubscribe', async () => {
    const { root, realtime } = await connected();
    const seen: string[] = [];
    const off = root.connection.on('feature-flags.flag.updated', ({ key }) => seen.push(key));
    await root.user.switchRole('teacher');
    await settle();
    realtime.last.emitFromServer('feature-flags.flag.updated', { key: 'paperlive', enabled: true });
    off();
    realtime.last.emitFromServer('feature-flags.flag.updated', { key: 'tutor-practice', enabled: true });
    expect(seen).toEqual(['paperlive']);
  });

  it('should tell people the line came back, once it has been lost, until it has been shown', async () => {
    const { root, realtime } = await connected();
    realtime.last.report('connected');
    // The first connection is no news.
    expect(root.connection.notice).toBe('connected');
    realtime.last.report('reconnecting');
    expect(root.connection.notice).toBe('reconnecting');
    realtime.last.report('connected');
    expect(root.connection.notice).toBe('back');
    root.connection.dismissRecovered();
    expect(root.connection.notice).toBe('connected');
    realtime.last.report('offline');
    realtime.last.report('connected');
    expect(root.connection.notice).toBe('back');
    realtime.last.report('reconnecting');
    expect(root.connection.notice).toBe('reconnecting');
  });

  it('should say reads are being retried while the API retries them, over a connected socket', async () => {
    const { root, api, realtime } = await connected();
    realtime.last.report('connected');
    api.hooks?.onRetrying?.(true);
    api.hooks?.onRetrying?.(true);
    expect(root.connection.notice).toBe('retrying');
    api.hooks?.onRetrying?.(false);
    expect(root.connection.notice).toBe('retrying');
    api.hooks?.onRetrying?.(false);
    expect(root.connection.notice).toBe('connected');
    // A socket that is down says so first: that is the bigger news.
    api.hooks?.onRetrying?.(true);
    realtime.last.report('reconnecting');
    expect(root.connection.notice).toBe('reconnecting');
  });

  it('should raise the rate-limit notice when the API answers 429 and let the user dismiss it', () => {
    const { root, api } = makeSharedRoot();
    api.hooks?.onRateLimited();
    expect(root.connection.rateLimited).toBe(true);
    root.connection.dismissRateLimited();
    expect(root.connection.rateLimited).toBe(false);
  });

  it('should hand the socket a refresh that stores the new token', async () => {
    const { root, api, realtime } = await connected();
    api.refreshHandler = () => ({ access_token: 'refreshed', token_type: 'Bearer', expires_in: 900 });
    await realtime.last.options.refreshAccessToken();
    expect(root.session.accessToken).toBe('refreshed');
    expect(realtime.last.token).toBe('refreshed');
  });
});
