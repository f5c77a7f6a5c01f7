import type { PresenceReport } from '@lantern/shared/contracts/presence';
import { describe, expect, it } from 'vitest';
import { loginResponse, makeRoot, makeUser, managerSignIn, settle } from './test-support.js';

const NOW = 1_800_000_000;
const TUTOR = 7;
const IDLE: PresenceReport = { state: 'away', reason: 'idle', idle_seconds: 300 };

type Answer = { ok: true; data: unknown } | { ok: false; error: { code: string; message: string } };

/** A console signed in, whose socket records each command and answers it with `answer`. */
async function signedIn(script: Parameters<typeof makeRoot>[0], answer: (payload: unknown) => Answer) {
  const harness = makeRoot(script);
  const stop = harness.root.start();
  await harness.root.session.signIn({ username: 'someone', password: 'x' });
  await settle();
  const socket = harness.realtime.last;
  const sent: [string, unknown][] = [];
  Object.assign(socket, {
    connected: true,
    timeout: () => ({
      emitWithAck: async (name: string, payload: unknown) => {
        sent.push([name, payload]);
        return answer(payload);
      },
    }),
  });
  const connect = (role: string) =>
    socket.emitFromServer('system.connection.established', { user_id: TUTOR, role, server_time: NOW });
  return { ...harness, socket, sent, connect, stop };
}

const tutorSignIn = {
  login: () => loginResponse(makeUser()),
  meHome: () => ({
    kind: 'tutor' as const,
    subjects: [],
    languages: [],
    essay_review: false,
    max_weekly_hours: 20,
    tutor_since: NOW,
  }),
};
const awayAnswer = (payload: unknown): Answer => {
  const report = payload as PresenceReport;
  return {
    ok: true,
    data: {
      away: report.state === 'away' ? { reason: report.reason, since: NOW - report.idle_seconds } : null,
    },
  };
};

describe('PresenceStore', () => {
  it("should tell the server the tutor's presence on every connect and each change, and hold its answer", async () => {
    const { root, bridge, sent, connect, stop } = await signedIn(tutorSignIn, awayAnswer);
    connect('tutor');
    await settle();
    bridge.setPresence(IDLE);
    await settle();
    expect(root.presence.away).toEqual({ reason: 'idle', since: NOW - 300 });

    // A new socket: the server hears the presence as it is now.
    bridge.presence = { state: 'away', reason: 'locked', idle_seconds: 20 };
    connect('tutor');
    await settle();
    bridge.setPresence({ state: 'present' });
    await settle();

    expect(sent).toEqual([
      ['presence.state.report', { state: 'present' }],
      ['presence.state.report', IDLE],
      ['presence.state.report', { state: 'away', reason: 'locked', idle_seconds: 20 }],
      ['presence.state.report', { state: 'present' }],
    ]);
    expect(root.presence.away).toBeNull();
    stop();
  });

  it("should follow the server's word when another console changes the tutor's presence", async () => {
    const { root, socket, stop } = await signedIn(tutorSignIn, awayAnswer);
    const away = { reason: 'disconnected', since: NOW } as const;
    socket.emitFromServer('presence.tutor.changed', { user_id: 99, away, absence: null, at: NOW });
    expect(root.presence.away).toBeNull();
    socket.emitFromServer('presence.tutor.changed', { user_id: TUTOR, away, absence: null, at: NOW });
    expect(root.presence.away).toEqual(away);
    stop();
  });

  it('should report nothing for a manager, whose presence nobody matches students to', async () => {
    const { bridge, sent, connect, stop } = await signedIn(managerSignIn(), awayAnswer);
    connect('tutor-manager');
    bridge.setPresence(IDLE);
    await settle();
    expect(sent).toEqual([]);
    stop();
  });
});
