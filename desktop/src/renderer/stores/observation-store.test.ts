import type { Observation } from '@lantern/shared/contracts/observation';
import type { SessionMessage, SessionView } from '@lantern/shared/contracts/sessions';
import { describe, expect, it } from 'vitest';
import { makeRoot, managerSignIn, settle } from './test-support.js';

const NOW = 1_800_000_000;
const MANAGER = 3;

const view: SessionView = {
  id: 12,
  status: 'matched',
  chat_type: 'tutor',
  student: { id: 21, first_name: 'Noa', last_name: 'Lindqvist', user_type_id: 1 },
  tutor: { id: 7, first_name: 'Rio', last_name: 'Okafor', user_type_id: 1 },
  subject: { id: 14, name: 'Astronomy' },
  topic: null,
  question: 'Why is the sky dark at night?',
  language_id: 1,
  requested_at: NOW - 120,
  matched_at: NOW - 100,
  ended_at: null,
  ended_by: null,
  former_tutors: [],
  is_feedback_completed: false,
  last_seq: 1,
  unread_count: 0,
  queue: null,
};

const line = (seq: number, text: string): SessionMessage => ({
  id: 100 + seq,
  session_id: 12,
  seq,
  client_id: `c${seq}`,
  sender_id: 21,
  kind: 'text',
  text,
  created_at: NOW + seq,
  is_flagged: false,
  media: null,
  reactions: [],
  bookmarked_at: null,
});

type Answer = { ok: true; data: unknown } | { ok: false; error: { code: string; message: string } };

/** A manager signed in, whose socket answers observation commands with `answer`. */
async function signedInManager(answer: (name: string) => Answer) {
  const harness = makeRoot({
    ...managerSignIn({ id: MANAGER }),
  });
  const stopRoot = harness.root.start();
  await harness.root.session.signIn({ username: 'manager', password: 'x' });
  await settle();
  const socket = harness.realtime.last;
  const sent: [string, unknown][] = [];
  Object.assign(socket, {
    connected: true,
    timeout: () => ({
      emitWithAck: async (name: string, payload: unknown) => {
        sent.push([name, payload]);
        return answer(name);
      },
    }),
  });
  const reconnect = () =>
    socket.emitFromServer('system.connection.established', {
      user_id: MANAGER,
      role: 'tutor-manager',
      server_time: NOW,
    });
  return { ...harness, socket, sent, reconnect, stop: stopRoot };
}

const observation = (messages: SessionMessage[]): Observation => ({
  session: view,
  messages,
  earlier_messages: true,
  whiteboard: [],
  started_at: NOW,
});

describe('ObservationStore', () => {
  it('should watch the session the server sends, live from its events, again after a reconnect, and stop on leaving', async () => {
    let messages = [line(1, 'Is it the sun?')];
    const { root, socket, sent, reconnect, stop } = await signedInManager((name) =>
      name === 'classroom.observation.start'
        ? { ok: true, data: observation(messages) }
        : { ok: true, data: {} },
    );
    const leave = root.observation.open(12);
    await settle();
    expect(root.observation.state).toBe('watching');
    expect(root.observation.earlierMessages).toBe(true);
    expect(root.observation.session?.question).toBe('Why is the sky dark at night?');
    expect(root.classroom.timeline(12).map((item) => item.text)).toEqual(['Is it the sun?']);

    socket.emitFromServer('classroom.message.created', line(2, 'Or the stars?'));
    expect(root.classroom.timeline(12).map((item) => item.text)).toEqual(['Is it the sun?', 'Or the stars?']);

    // A new socket is in no room: the watch starts again, and what it missed comes with it once.
    messages = [line(1, 'Is it the sun?'), line(2, 'Or the stars?'), line(3, 'Both?')];
    reconnect();
    await settle();
    expect(root.classroom.timeline(12).map((item) => item.text)).toEqual([
      'Is it the sun?',
      'Or the stars?',
      'Both?',
    ]);

    leave();
    await settle();
    expect(sent.map(([name]) => name)).toEqual([
      'classroom.observation.start',
      'classroom.observation.start',
      'classroom.observation.stop',
    ]);
    expect(root.classroom.sessions.has(12)).toBe(false);
    expect(root.observation.session).toBeNull();
    stop();
  });

  it('should say why a watch was refused, and wait for the connection rather than fail without one', async () => {
    let answer: Answer = { ok: false, error: { code: 'timeout', message: 'No answer' } };
    const { root, reconnect, sent, stop } = await signedInManager(() => answer);
    const leave = root.observation.open(12);
    await settle();
    expect(root.observation.state).toBe('starting');

    answer = { ok: false, error: { code: 'content_held', message: 'Held' } };
    reconnect();
    await settle();
    expect([root.observation.state, root.observation.problem]).toEqual(['refused', 'held']);

    answer = { ok: false, error: { code: 'internal_error', message: 'Boom' } };
    root.observation.retry();
    await settle();
    expect(root.observation.problem).toBe('failed');
    answer = { ok: false, error: { code: 'session_not_open', message: 'Ended' } };
    root.observation.retry();
    await settle();
    expect(root.observation.problem).toBe('notOpen');
    // Nothing began, so leaving has nothing to stop.
    leave();
    expect(sent.map(([name]) => name)).not.toContain('classroom.observation.stop');
    stop();
  });
});
