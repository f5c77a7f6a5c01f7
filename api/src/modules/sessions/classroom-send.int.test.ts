import { randomUUID } from 'node:crypto';
import type { SessionMessage } from '@lantern/shared/contracts/sessions';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ClientSocket,
  duringSchoolHours,
  ready,
  shiftFor,
  signIn,
  useShiftTestApp,
} from '../../../test/shift-test-kit.js';
import { RateLimits } from '../../platform/rate-limit/rate-limits.js';
import { AiTutor } from './ai-tutor.js';

const { t, sockets } = useShiftTestApp();
afterEach(() => {
  vi.restoreAllMocks();
});

async function person(username: string, punchIn = false) {
  const shiftId = punchIn ? await shiftFor(t, username, -60) : null;
  const session = await signIn(t, username);
  if (shiftId !== null)
    await session.api.call('changeShiftState', { params: { id: shiftId }, body: { action: 'punch_in' } });
  const socket = sockets.connect(session.accessToken);
  await ready(socket);
  return { session, socket, id: (await session.api.call('me')).id };
}

const send = (socket: ClientSocket, session_id: number, text: string, client_id = randomUUID()) =>
  socket.timeout(3000).emitWithAck('classroom.message.send', { session_id, client_id, text });

function heard(socket: ClientSocket): SessionMessage[] {
  const messages: SessionMessage[] = [];
  socket.on('classroom.message.created', (message) => messages.push(message));
  return messages;
}

// Texts sent in the same moment are stored by one statement: each must still be judged on its own.
describe('texts sent together', () => {
  it('should store each once with its own seq, in order per sender, the same client id once, and refuse a stranger', async () => {
    duringSchoolHours(t);
    const tutor = await person('tutor.jordan', true);
    const ava = await person('student');
    const stranger = await person('mason.smith');
    const session = await ava.session.api.call('requestSession', {
      body: { chat_type: 'tutor', question: 'How do I solve 2x + 3 = 11?', subject_id: 1 },
    });
    expect(session.status).toBe('matched');
    const tutorHeard = heard(tutor.socket);
    const repeated = randomUUID();

    const answers = await Promise.all([
      send(ava.socket, session.id, 'one'),
      send(tutor.socket, session.id, 'two'),
      send(ava.socket, session.id, 'three', repeated),
      send(ava.socket, session.id, 'three', repeated),
      send(stranger.socket, session.id, 'let me in'),
      send(ava.socket, session.id, 'four'),
    ]);

    const [one, two, three, threeAgain, refused, four] = answers;
    expect(refused).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(threeAgain).toEqual(three);
    const sent = [one, two, three, four].map((answer) => {
      if (!answer?.ok) throw new Error(`refused: ${JSON.stringify(answer)}`);
      return answer.data;
    });
    const stored = await ava.session.api.call('sessionMessages', { params: { id: session.id } });
    // One socket's messages keep their order; the tutor's may land anywhere between them.
    expect(
      stored.data.filter((message) => message.sender_id === ava.id).map((message) => message.text),
    ).toEqual(['one', 'three', 'four']);
    expect(stored.data.map((message) => message.seq).sort((a, b) => a - b)).toEqual(
      sent.map((message) => message.seq).sort((a, b) => a - b),
    );
    expect(new Set(sent.map((message) => message.seq)).size).toBe(4);
    await new Promise((done) => setTimeout(done, 200));
    // The tutor's own text is in the tutor's acknowledgement; the repeated one is heard once.
    expect(tutorHeard.map((message) => message.text).sort()).toEqual(['four', 'one', 'three']);
    await ava.session.api.call('endSession', { params: { id: session.id } });
  });
});

describe('who hears a text', () => {
  it("should answer the sending socket through its acknowledgement only, and tell the sender's other sockets and the other person", async () => {
    duringSchoolHours(t);
    const tutor = await person('tutor.jordan', true);
    const ava = await person('nora.lewis');
    const avaElsewhere = sockets.connect(ava.session.accessToken);
    await ready(avaElsewhere);
    const session = await ava.session.api.call('requestSession', {
      body: { chat_type: 'tutor', question: 'What is a prime number?', subject_id: 1 },
    });
    const [sendingHeard, elsewhereHeard, tutorHeard] = [ava.socket, avaElsewhere, tutor.socket].map(heard);

    const sent = await send(ava.socket, session.id, 'Is 7 one?');

    if (!sent.ok) throw new Error(`refused: ${JSON.stringify(sent)}`);
    await new Promise((done) => setTimeout(done, 200));
    expect(sendingHeard).toEqual([]);
    expect(elsewhereHeard).toEqual([sent.data]);
    expect(tutorHeard).toEqual([sent.data]);
    await ava.session.api.call('endSession', { params: { id: session.id } });
  });
});

// Once this instance has seen a session, its texts are stored with no read first: the statement
// storing them must apply the access check's rules itself, and the access check say why not.
describe('a text to a session already seen here', () => {
  it('should be refused once the session is quarantined, or once the sender has left it, storing nothing', async () => {
    duringSchoolHours(t);
    const tutor = await person('tutor.jordan', true);
    const sam = await person('chloe.brown');
    const session = await sam.session.api.call('requestSession', {
      body: { chat_type: 'tutor', question: 'What is a ratio?', subject_id: 1 },
    });
    expect(session.status).toBe('matched');
    expect(await send(sam.socket, session.id, 'first')).toMatchObject({ ok: true });
    expect(await send(tutor.socket, session.id, 'welcome')).toMatchObject({ ok: true });
    const db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    try {
      await db.query(
        `insert into content_holds (kind, target_id, state, held_by_id, held_at)
         values ('session', $1, 'quarantined', $2, now())`,
        [session.id, tutor.id],
      );
      expect(await send(sam.socket, session.id, 'held')).toMatchObject({
        ok: false,
        error: { code: 'content_held' },
      });
      await db.query(`delete from content_holds where kind = 'session' and target_id = $1`, [session.id]);
      const { rows } = await db.query(`select id from users where username = 'tutor.kai'`);
      await db.query('update sessions set tutor_id = $2 where id = $1', [session.id, rows[0].id]);
      expect(await send(tutor.socket, session.id, 'still here?')).toMatchObject({
        ok: false,
        error: { code: 'not_found' },
      });
      const stored = await db.query('select text from session_messages where session_id = $1 order by seq', [
        session.id,
      ]);
      expect(stored.rows.map((row: { text: string }) => row.text)).toEqual(['first', 'welcome']);
    } finally {
      await db.end();
    }
    await sam.session.api.call('endSession', { params: { id: session.id } });
  });

  it("should take the AI tutor's point for a student's text when the session's tutor became the AI tutor", async () => {
    duringSchoolHours(t);
    await person('tutor.jordan', true);
    const lee = await person('lucas.davis');
    const session = await lee.session.api.call('requestSession', {
      body: { chat_type: 'tutor', question: 'What is a fraction?', subject_id: 1 },
    });
    expect(await send(lee.socket, session.id, 'hello')).toMatchObject({ ok: true });
    const aiPoints = vi.spyOn(RateLimits.prototype, 'take');
    const aiTutorId = await t.app.get(AiTutor).id();
    const db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    await db
      .query('update sessions set tutor_id = $2 where id = $1', [session.id, aiTutorId])
      .finally(() => db.end());

    expect(await send(lee.socket, session.id, 'are you a robot?')).toMatchObject({ ok: true });
    expect(aiPoints).toHaveBeenCalledWith('ai', lee.id);
    await lee.session.api.call('endSession', { params: { id: session.id } });
  });
});
