import { describe, expect, it } from 'vitest';
import { loginResponse, makeRoot, makeUser, settle } from './test-support.js';

async function connected() {
  const harness = makeRoot({
    login: () => loginResponse(makeUser()),
    meHome: () => ({ kind: 'superuser', districts: 0, schools: 0, users_by_role: [] }),
  });
  const stop = harness.root.start();
  await harness.root.session.signIn('tutor', 'x');
  await settle();
  return { ...harness, stop };
}

describe('ConnectionStore', () => {
  it('should be offline before anyone signs in', () => {
    const { root } = makeRoot();
    expect(root.connection.status).toBe('offline');
  });

  it('should follow the socket through connecting, connected and reconnecting', async () => {
    const { root, realtime, stop } = await connected();
    expect(root.connection.status).toBe('connecting');
    realtime.last.report('connected');
    expect(root.connection.status).toBe('connected');
    realtime.last.report('reconnecting');
    expect(root.connection.status).toBe('reconnecting');
    realtime.last.report('offline');
    expect(root.connection.status).toBe('offline');
    stop();
  });

  it('should hand the socket the current access token', async () => {
    const { root, realtime, stop } = await connected();
    expect(realtime.last.options.getAccessToken()).toBe(root.session.getAccessToken());
    stop();
  });

  it('should ignore what a replaced socket reports', async () => {
    const { root, realtime, stop } = await connected();
    const old = realtime.last;
    root.connection.connect();
    realtime.last.report('connected');
    old.report('offline');
    expect(old.closed).toBe(true);
    expect(root.connection.status).toBe('connected');
    stop();
  });

  it('should learn the server clock offset when the connection is established', async () => {
    const { root, realtime, clock, stop } = await connected();
    const serverSeconds = Math.floor(clock.nowMs() / 1000) + 30;
    realtime.last.emitFromServer('system.connection.established', {
      user_id: 7,
      role: 'tutor',
      server_time: serverSeconds,
    });
    expect(Math.round(root.connection.serverOffsetMs / 1000)).toBe(30);
    expect(Math.round((root.clock.nowMs - clock.nowMs()) / 1000)).toBe(30);
    stop();
  });

  it('should sign out when the server revokes the session', async () => {
    const { root, realtime, stop } = await connected();
    const socket = realtime.last;
    socket.emitFromServer('auth.session.revoked', { reason: 'logout' });
    expect(root.session.status).toBe('signed-out');
    expect(root.session.endReason).toBe('revoked');
    expect(socket.closed).toBe(true);
    expect(socket.listeners.get('auth.session.revoked')?.size ?? 0).toBe(0);
    stop();
  });

  it('should say so when the session was revoked because the account was suspended', async () => {
    const { root, realtime, stop } = await connected();
    realtime.last.emitFromServer('auth.session.revoked', { reason: 'suspended' });
    expect(root.session.endReason).toBe('suspended');
    stop();
  });

  it('should raise the rate-limit page when the API answers 429 and let the user dismiss it', () => {
    const { root, hooks } = makeRoot();
    hooks.onRateLimited();
    expect(root.connection.rateLimited).toBe(true);
    root.connection.dismissRateLimited();
    expect(root.connection.rateLimited).toBe(false);
  });
});
