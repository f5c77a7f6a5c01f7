import { describe, expect, it } from 'vitest';
import { createBrowserBridge } from '../bridge/browser-bridge.js';
import { loginResponse, makeRoot, makeUser, settle } from './test-support.js';

const tutorHome = {
  kind: 'tutor' as const,
  subjects: [{ id: 1, name: 'Algebra' }],
  languages: [{ id: 1, language: 'English', abbreviation: 'en' }],
  essay_review: true,
  max_weekly_hours: 20,
  tutor_since: 1_700_000_000,
};

async function started(user = makeUser()) {
  const harness = makeRoot({
    login: () => loginResponse(user),
    logout: () => ({ ok: true }),
    meHome: () => tutorHome,
  });
  const stop = harness.root.start();
  await harness.root.session.signIn({ username: user.username, password: 'x' });
  await settle();
  return { ...harness, stop };
}

describe('RootStore after sign-in', () => {
  it('should connect the socket, load the home and show the tutor in the tray with no shift', async () => {
    const { root, realtime, bridge, stop } = await started();
    expect(realtime.sockets).toHaveLength(1);
    expect(root.home.tutorHome?.subjects).toEqual([{ id: 1, name: 'Algebra' }]);
    expect(bridge.trayStates.at(-1)).toMatchObject({ signedInName: 'Tess Tutor', shift: null });
    stop();
  });

  it('should clear the tray, close the socket and forget the home on sign-out', async () => {
    const { root, realtime, bridge, stop } = await started();
    await root.session.signOut();
    await settle();
    expect(realtime.last.closed).toBe(true);
    expect(root.connection.status).toBe('offline');
    expect(root.home.state).toBe('idle');
    expect(bridge.trayStates.at(-1)).toMatchObject({ signedInName: null, shift: null });
    stop();
  });

  it('should sign out when the tray menu asks to', async () => {
    const { root, bridge, stop } = await started();
    bridge.sendTrayCommand('sign-out');
    await settle();
    expect(root.session.status).toBe('signed-out');
    stop();
  });

  it('should leave a student signed in to the console with no socket, tray name or home', async () => {
    const student = makeUser({ username: 'student', role: 'student', roles: ['student'], tutor: null });
    const { root, realtime, bridge, api, stop } = await started(student);
    expect(root.session.signedIn).toBe(true);
    expect(realtime.sockets).toHaveLength(0);
    expect(bridge.trayStates.at(-1)).toMatchObject({ signedInName: null, shift: null });
    expect(api.calls.map((call) => call.name)).toEqual(['login']);
    stop();
  });

  it('should tick the clock every second while signed in and stop after sign-out', async () => {
    const { root, clock, stop } = await started();
    const before = root.clock.nowMs;
    clock.advance(1000);
    expect(root.clock.nowMs - before).toBe(1000);
    expect(clock.intervals).toBe(1);
    await root.session.signOut();
    await settle();
    expect(clock.intervals).toBe(0);
    stop();
  });
});

describe('DesktopStore', () => {
  it("should put the tutor's name and 'no shift' in the browser's in-page tray, and clear it on sign-out", async () => {
    const bridge = createBrowserBridge({
      notifications: null,
      createAudioContext: () => {
        throw new Error('no audio in this test');
      },
      focusPage: () => undefined,
      version: 'test',
      presence: { current: () => ({ state: 'present' }), subscribe: () => () => {} },
    });
    const { root } = makeRoot(
      { login: () => loginResponse(makeUser()), logout: () => ({ ok: true }), meHome: () => tutorHome },
      {
        bridge,
        inPageTray: bridge.inPageTray,
      },
    );
    const stop = root.start();
    await root.session.signIn({ username: 'tutor', password: 'x' });
    await settle();
    expect(root.desktop.inPageTray?.current()).toMatchObject({ signedInName: 'Tess Tutor', shift: null });
    await root.session.signOut();
    await settle();
    expect(root.desktop.inPageTray?.current()).toMatchObject({ signedInName: null, shift: null });
    stop();
  });

  it('should cut a name longer than the tray accepts', async () => {
    const { bridge, stop } = await started(makeUser({ first_name: 'N'.repeat(200), last_name: '' }));
    expect(bridge.trayStates.at(-1)?.signedInName).toHaveLength(120);
    stop();
  });
});

describe('RootStore connection', () => {
  it("should show the server's time once the connection tells it", async () => {
    const { root, realtime, clock, stop } = await started();
    realtime.last.emitFromServer('system.connection.established', {
      user_id: 7,
      role: 'tutor',
      server_time: Math.floor(clock.nowMs() / 1000) + 30,
    });
    expect(Math.round((root.clock.nowMs - clock.nowMs()) / 1000)).toBe(30);
    stop();
  });

  it('should re-open the socket with the new token when a superuser switches console role', async () => {
    const superuser = makeUser({ username: 'sam', role: 'superuser', roles: ['superuser', 'tutor-manager'] });
    const { root, api, realtime, stop } = await started(superuser);
    api.handlers.switchRole = () => loginResponse({ ...superuser, role: 'tutor-manager' });
    await root.user.switchRole('tutor-manager');
    await settle();
    expect(realtime.sockets.map((socket) => socket.openedWith)).toEqual([
      'token-7-superuser',
      'token-7-tutor-manager',
    ]);
    expect(realtime.sockets[0]?.closed).toBe(true);
    stop();
  });
});
