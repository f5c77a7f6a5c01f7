import { randomUUID } from 'node:crypto';
import type { Observation, Observer } from '@lantern/shared/contracts/observation';
import type { CommandInput } from '@lantern/shared/realtime/commands';
import type { ServerEventName } from '@lantern/shared/realtime/events';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SecondInstance, startSecondInstance } from '../../../test/second-instance.js';
import {
  type ClientSocket,
  createSocketKit,
  nextEvent,
  ready,
  signIn,
  useShiftTestApp,
} from '../../../test/shift-test-kit.js';
import { ormOf, pastSession } from '../../../test/student-record-kit.js';
import { AuditEvent } from '../audit/entities/audit-event.entity.js';
import { User } from '../users/entities/user.entity.js';
import { SessionMessage } from './entities/session-message.entity.js';

// Two API instances on one database and one Redis, as behind a load balancer: an observer on the
// second hears what is sent on the first, and the tutor on the first is told who watches on the second.
const { t, sockets } = useShiftTestApp({ REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' });
let second: SecondInstance;
let onSecond: ReturnType<typeof createSocketKit>;

beforeAll(async () => {
  second = await startSecondInstance(t);
  second.clock.advanceSeconds((t.clock.nowMs() - second.clock.nowMs()) / 1000);
  await second.app.listen(0, '127.0.0.1');
  const { port } = second.app.getHttpServer().address() as { port: number };
  onSecond = createSocketKit(`http://127.0.0.1:${port}`);
});
afterAll(async () => {
  onSecond?.closeAll();
  await second?.close();
});

type Kit = ReturnType<typeof createSocketKit>;

async function connected(username: string, kit: Kit = sockets) {
  const session = await signIn(t, username);
  const socket = kit.connect(session.accessToken);
  await ready(socket);
  const user = await ormOf(t).findOneOrFail(User, { username });
  return { socket, session, user };
}

/** A session in chat between the demo student and the demo tutor, matched just now. */
async function liveSession(question = 'How do fractions add up?'): Promise<number> {
  const em = ormOf(t);
  const [student, tutor] = await Promise.all([
    em.findOneOrFail(User, { username: 'student' }),
    em.findOneOrFail(User, { username: 'tutor' }),
  ]);
  const now = t.clock.date();
  const session = pastSession(em, { student, tutor, now, minutesAgo: 0, status: 'matched', question });
  session.matchedAt = now;
  await em.flush();
  return session.id;
}

/** Emits a command and answers with its acknowledgement, whatever it says. */
function command(socket: ClientSocket, name: string, payload: unknown) {
  return (
    socket.timeout(3000) as unknown as {
      emitWithAck(
        event: string,
        body: unknown,
      ): Promise<{ ok: true; data: unknown } | { ok: false; error: { code: string } }>;
    }
  ).emitWithAck(name, payload);
}

async function observe(socket: ClientSocket, sessionId: number): Promise<Observation> {
  const answer = await socket
    .timeout(3000)
    .emitWithAck('classroom.observation.start', { session_id: sessionId });
  if (!answer.ok) throw new Error(`refused: ${JSON.stringify(answer.error)}`);
  return answer.data;
}

const say = (socket: ClientSocket, sessionId: number, text: string) =>
  socket
    .timeout(3000)
    .emitWithAck('classroom.message.send', { session_id: sessionId, client_id: randomUUID(), text });

const observersTold = (socket: ClientSocket, sessionId: number, count: number) =>
  nextEvent(
    socket,
    'classroom.observers.changed',
    (payload) => payload.session_id === sessionId && payload.observers.length === count,
  );

/** Every `name` event the socket hears from now on. */
function heard(socket: ClientSocket, name: ServerEventName): unknown[] {
  const events: unknown[] = [];
  (socket as unknown as { on(event: string, listener: (payload: unknown) => void): void }).on(
    name,
    (payload) => events.push(payload),
  );
  return events;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const named = (user: User): Observer => ({
  id: user.id,
  first_name: user.firstName,
  last_name: user.lastName,
});

const trail = async (action: string, sessionId: number) =>
  (
    await t.app
      .get(MikroORM)
      .em.fork()
      .find(AuditEvent, { action }, { orderBy: { id: 'asc' } })
  ).filter((event) => event.details.session_id === sessionId);

describe('a manager observing a live session', () => {
  it('should get the chat so far with its board, and tell the tutor by name but not the student', async () => {
    const sessionId = await liveSession();
    const student = await connected('student');
    const tutor = await connected('tutor');
    const manager = await connected('manager');
    expect((await say(student.socket, sessionId, 'I added the tops and the bottoms')).ok).toBe(true);
    const stroke: CommandInput<'classroom.whiteboard.draw'> = {
      session_id: sessionId,
      stroke_id: randomUUID(),
      colour: 'blue',
      size: 'small',
      points: [[0.2, 0.2]],
    };
    expect((await tutor.socket.timeout(3000).emitWithAck('classroom.whiteboard.draw', stroke)).ok).toBe(true);
    const studentTold = heard(student.socket, 'classroom.observers.changed');

    const told = observersTold(tutor.socket, sessionId, 1);
    const observation = await observe(manager.socket, sessionId);

    expect(observation.session).toMatchObject({ id: sessionId, status: 'matched', unread_count: 0 });
    expect(observation.messages.map((message) => message.text)).toEqual(['I added the tops and the bottoms']);
    expect(observation.whiteboard.map((drawn) => drawn.stroke_id)).toEqual([stroke.stroke_id]);
    expect(observation.earlier_messages).toBe(false);
    expect((await told).observers).toEqual([named(manager.user)]);
    const asked = await tutor.socket
      .timeout(3000)
      .emitWithAck('classroom.observers.read', { session_id: sessionId });
    expect(asked).toEqual({ ok: true, data: { observers: [named(manager.user)] } });
    await pause(300);
    expect(studentTold).toEqual([]);
  });

  it('should hear new messages, strokes and reactions as they happen', async () => {
    const sessionId = await liveSession();
    const student = await connected('student');
    const tutor = await connected('tutor');
    const manager = await connected('manager');
    await observe(manager.socket, sessionId);

    const message = nextEvent(
      manager.socket,
      'classroom.message.created',
      (sent) => sent.session_id === sessionId,
    );
    const sent = await say(student.socket, sessionId, 'Is it 3/4?');
    if (!sent.ok) throw new Error('not sent');
    expect((await message).text).toBe('Is it 3/4?');

    const drawn = nextEvent(
      manager.socket,
      'classroom.whiteboard-stroke.added',
      (stroke) => stroke.session_id === sessionId,
    );
    await tutor.socket.timeout(3000).emitWithAck('classroom.whiteboard.draw', {
      session_id: sessionId,
      stroke_id: randomUUID(),
      colour: 'red',
      size: 'large',
      points: [[0.5, 0.5]],
    });
    expect((await drawn).colour).toBe('red');

    const reacted = nextEvent(
      manager.socket,
      'classroom.reaction.updated',
      (reaction) => reaction.session_id === sessionId,
    );
    await tutor.socket.timeout(3000).emitWithAck('classroom.reaction.set', {
      session_id: sessionId,
      message_id: sent.data.id,
      emoji: '🎉',
      on: true,
    });
    expect((await reacted).reactions).toEqual([{ emoji: '🎉', user_ids: [tutor.user.id] }]);
  });

  it('should refuse every write from the observing socket and store nothing, whatever it tries', async () => {
    const sessionId = await liveSession();
    const manager = await connected('manager');
    await observe(manager.socket, sessionId);
    const before = await ormOf(t).count(SessionMessage, { session: sessionId });

    const writes: [string, Record<string, unknown>][] = [
      ['classroom.message.send', { client_id: randomUUID(), text: 'I am only watching' }],
      ['classroom.typing.set', { is_typing: true }],
      [
        'classroom.whiteboard.draw',
        { stroke_id: randomUUID(), colour: 'black', size: 'small', points: [[0, 0]] },
      ],
      ['classroom.whiteboard.clear', { stroke_id: randomUUID() }],
      ['classroom.reaction.set', { message_id: 1, emoji: '👍', on: true }],
      ['classroom.messages.mark-read', { up_to_seq: 1 }],
    ];
    for (const [name, payload] of writes)
      expect(await command(manager.socket, name, { session_id: sessionId, ...payload })).toMatchObject({
        ok: false,
        error: { code: 'observer_read_only' },
      });
    expect(await ormOf(t).count(SessionMessage, { session: sessionId })).toBe(before);
  });

  it('should write each observation’s start and end to the audit trail, and tell the tutor when it ends', async () => {
    const sessionId = await liveSession();
    const tutor = await connected('tutor');
    const manager = await connected('manager');
    const student = await ormOf(t).findOneOrFail(User, { username: 'student' });
    await observe(manager.socket, sessionId);
    // The same socket asking again (after a reconnect's resume) is the same observation.
    const again = await observe(manager.socket, sessionId);
    expect(await trail('session.observe.start', sessionId)).toEqual([
      expect.objectContaining({
        actorUserId: manager.user.id,
        actingAsUserId: manager.user.id,
        actingAsRole: 'tutor-manager',
        details: { session_id: sessionId, tutor_id: tutor.user.id, student_id: student.id },
      }),
    ]);

    const emptied = observersTold(tutor.socket, sessionId, 0);
    t.clock.advanceSeconds(90);
    expect(
      await manager.socket.timeout(3000).emitWithAck('classroom.observation.stop', { session_id: sessionId }),
    ).toEqual({
      ok: true,
      data: {},
    });
    await emptied;
    expect(await trail('session.observe.end', sessionId)).toEqual([
      expect.objectContaining({
        actorUserId: manager.user.id,
        details: { session_id: sessionId, started_at: again.started_at, seconds: 90, reason: 'left' },
      }),
    ]);
    // Stopped, the socket may write nowhere still (its role), but is no longer read-only for the session.
    expect(
      await command(manager.socket, 'classroom.message.send', {
        session_id: sessionId,
        client_id: randomUUID(),
        text: 'x',
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });

    // A socket that drops ends its observation as well.
    const elsewhere = await connected('manager');
    const arrived = observersTold(tutor.socket, sessionId, 1);
    await observe(elsewhere.socket, sessionId);
    await arrived;
    const gone = observersTold(tutor.socket, sessionId, 0);
    elsewhere.socket.disconnect();
    await gone;
    await expect.poll(async () => (await trail('session.observe.end', sessionId)).length).toBe(2);
    expect((await trail('session.observe.end', sessionId))[1]!.details).toMatchObject({
      reason: 'disconnected',
    });
  });

  it('should name a manager watching from two windows once, until both have left', async () => {
    const sessionId = await liveSession();
    const tutor = await connected('tutor');
    const first = await connected('manager');
    const second = await connected('manager');
    const superuser = await connected('superuser');
    await observe(first.socket, sessionId);
    await observe(second.socket, sessionId);
    // A second later: the tutor reads the observers in the order they came.
    t.clock.advanceSeconds(1);
    const both = observersTold(tutor.socket, sessionId, 2);
    await observe(superuser.socket, sessionId);
    expect((await both).observers).toEqual([named(first.user), named(superuser.user)]);

    const stillTwo = observersTold(tutor.socket, sessionId, 2);
    await first.socket.timeout(3000).emitWithAck('classroom.observation.stop', { session_id: sessionId });
    expect((await stillTwo).observers).toEqual([named(first.user), named(superuser.user)]);
    const one = observersTold(tutor.socket, sessionId, 1);
    await second.socket.timeout(3000).emitWithAck('classroom.observation.stop', { session_id: sessionId });
    expect((await one).observers).toEqual([named(superuser.user)]);
  });

  it('should show the observer the session ending, and refuse to start on a session no longer in chat', async () => {
    const sessionId = await liveSession();
    const student = await connected('student');
    const manager = await connected('manager');
    await observe(manager.socket, sessionId);
    const ended = nextEvent(
      manager.socket,
      'classroom.session.updated',
      (update) => update.session.id === sessionId,
    );
    await student.session.api.call('endSession', { params: { id: sessionId } });
    expect((await ended).session).toMatchObject({ status: 'ended', unread_count: 0 });

    const late = await connected('manager');
    expect(
      await command(late.socket, 'classroom.observation.start', { session_id: sessionId }),
    ).toMatchObject({
      ok: false,
      error: { code: 'session_not_open' },
    });
  });

  it('should show a hidden session whole, and refuse a quarantined one as held', async () => {
    const hidden = await liveSession('Hidden, still live');
    const quarantined = await liveSession('Quarantined, still live');
    const superuser = await signIn(t, 'superuser');
    for (const [id, state] of [
      [hidden, 'hidden'],
      [quarantined, 'quarantined'],
    ] as const)
      await superuser.api.call('holdContent', {
        params: { kind: 'session', id },
        body: { state, reason: 'Looking into it' },
      });
    const manager = await connected('manager');
    expect((await observe(manager.socket, hidden)).session.question).toBe('Hidden, still live');
    expect(
      await command(manager.socket, 'classroom.observation.start', { session_id: quarantined }),
    ).toMatchObject({
      ok: false,
      error: { code: 'content_held' },
    });
  });
});

describe('observing across two API instances', () => {
  it('should carry a message sent on one instance to an observer on the other, and tell the tutor there who watches', async () => {
    const sessionId = await liveSession();
    const student = await connected('student');
    const tutor = await connected('tutor');
    const manager = await connected('manager', onSecond);

    const told = observersTold(tutor.socket, sessionId, 1);
    await observe(manager.socket, sessionId);
    expect((await told).observers).toEqual([named(manager.user)]);
    const asked = await tutor.socket
      .timeout(3000)
      .emitWithAck('classroom.observers.read', { session_id: sessionId });
    expect(asked).toEqual({ ok: true, data: { observers: [named(manager.user)] } });

    const message = nextEvent(
      manager.socket,
      'classroom.message.created',
      (sent) => sent.session_id === sessionId,
    );
    await say(student.socket, sessionId, 'Sent on the first instance');
    expect((await message).text).toBe('Sent on the first instance');
    expect(
      await command(manager.socket, 'classroom.message.send', {
        session_id: sessionId,
        client_id: randomUUID(),
        text: 'x',
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'observer_read_only' },
    });

    const gone = observersTold(tutor.socket, sessionId, 0);
    manager.socket.disconnect();
    await gone;
  });
});
