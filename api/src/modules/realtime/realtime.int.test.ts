import type { ClientToServerEvents, ServerToClientEvents } from '@lantern/shared/realtime/events';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession } from '../../../test/http-session.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let t: TestApp;
const open: ClientSocket[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await t.close();
});

function connect(token: string | null): ClientSocket {
  const socket: ClientSocket = io(t.baseUrl, {
    path: '/v4',
    transports: ['websocket'],
    auth: token === null ? {} : { token },
    reconnection: false,
    forceNew: true,
  });
  open.push(socket);
  return socket;
}

function refusal(socket: ClientSocket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected, but should have been refused')));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

async function signedIn(username: string) {
  const session = new HttpSession(t.baseUrl);
  const login = await session.login(username);
  return { session, login };
}

describe('socket.io gateway on /v4', () => {
  it('should accept a good token and greet the user in their own room', async () => {
    const { session, login } = await signedIn('tutor');
    const socket = connect(session.accessToken);
    const greeting = await new Promise<{ user_id: number; role: string }>((resolve) =>
      socket.once('system.connection.established', resolve),
    );
    expect(greeting).toMatchObject({ user_id: login.user.id, role: 'tutor' });
  });

  it('should refuse a connection without a token with invalid_token', async () => {
    expect(await refusal(connect(null))).toBe('invalid_token');
  });

  it('should refuse a forged token with invalid_token', async () => {
    expect(await refusal(connect('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'))).toBe('invalid_token');
  });

  it('should refuse an expired token with invalid_token', async () => {
    const { session } = await signedIn('tutor.lucia');
    t.clock.advanceSeconds(t.config.accessTokenTtl + 1);
    expect(await refusal(connect(session.accessToken))).toBe('invalid_token');
  });

  it('should validate command payloads and answer through the acknowledgement', async () => {
    const { session } = await signedIn('manager');
    const socket = connect(session.accessToken);
    await new Promise((resolve) => socket.once('system.connection.established', resolve));
    const good = await socket.timeout(2000).emitWithAck('system.clock.ping', { client_time: 42 });
    expect(good).toEqual({ ok: true, data: { server_time: t.clock.now(), client_time: 42 } });
    const bad = await socket.timeout(2000).emitWithAck('system.clock.ping', { client_time: 'soon' } as never);
    expect(bad).toMatchObject({ ok: false, error: { code: 'validation_failed' } });
    if (bad.ok) throw new Error('accepted a bad payload');
    expect(bad.error.message).toMatch(/^client_time: .*\(invalid_type\)$/);
  });

  it('should refuse an undeclared command through the acknowledgement, naming it', async () => {
    const { session } = await signedIn('tutor.jordan');
    const socket = connect(session.accessToken);
    await new Promise((resolve) => socket.once('system.connection.established', resolve));
    const untyped = socket as unknown as Socket;
    const answer: unknown = await untyped
      .timeout(2000)
      .emitWithAck('classroom.message.shout', { text: 'hi' });
    expect(answer).toEqual({
      ok: false,
      error: { code: 'not_found', message: 'No such command: "classroom.message.shout"' },
    });
    // The socket stays usable: a refusal is an answer, not a disconnect.
    const pong = await socket.timeout(2000).emitWithAck('system.clock.ping', { client_time: 1 });
    expect(pong.ok).toBe(true);
  });

  it('should refuse a token whose sign-in has ended, though the token has not expired', async () => {
    const { session } = await signedIn('tutor.amira');
    const token = session.accessToken;
    await session.api.call('logout');
    expect(await refusal(connect(token))).toBe('invalid_token');
  });

  it('should drop a socket when its access token expires, by the server clock', async () => {
    const { session } = await signedIn('teacher2');
    // One second of the token's life is left when the socket connects.
    t.clock.advanceSeconds(t.config.accessTokenTtl - 1);
    const socket = connect(session.accessToken);
    await new Promise((resolve) => socket.once('system.connection.established', resolve));
    const reason = await Promise.race([
      new Promise((resolve) => socket.once('disconnect', resolve)),
      new Promise((resolve) => setTimeout(() => resolve('still connected after 5 s'), 5000)),
    ]);
    expect(reason).toBe('io server disconnect');
    t.clock.advanceSeconds(1);
    expect(await refusal(connect(session.accessToken))).toBe('invalid_token');
  });

  it('should tell the sockets of a sign-in that it ended, then drop them', async () => {
    const { session } = await signedIn('teacher');
    const socket = connect(session.accessToken);
    await new Promise((resolve) => socket.once('system.connection.established', resolve));
    const revoked = new Promise((resolve) => socket.once('auth.session.revoked', resolve));
    const dropped = new Promise((resolve) => socket.once('disconnect', resolve));
    await session.api.call('logout');
    expect(await revoked).toEqual({ reason: 'logout' });
    expect(await dropped).toBe('io server disconnect');
  });

  it('should push a feature flag change to every connected app at once', async () => {
    const { session: student } = await signedIn('student');
    const listener = connect(student.accessToken);
    await new Promise((resolve) => listener.once('system.connection.established', resolve));
    const heard = new Promise((resolve) => listener.once('feature-flags.flag.updated', resolve));
    const { session: superuser } = await signedIn('superuser');
    await superuser.api.call('setFeatureFlag', {
      params: { key: 'maintenance-mode' },
      body: { enabled: true },
    });
    expect(await heard).toEqual({ key: 'maintenance-mode', enabled: true });
    const flags = await student.api.call('featureFlags');
    expect(flags.find((flag) => flag.key === 'maintenance-mode')?.enabled).toBe(true);
  });
});
