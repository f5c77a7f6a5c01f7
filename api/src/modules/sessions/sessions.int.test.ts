import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { failure, type HttpSession } from '../../../test/http-session.js';
import {
  type ClientSocket,
  duringSchoolHours,
  nextEvent,
  ready,
  shiftFor,
  signIn,
  useShiftTestApp,
} from '../../../test/shift-test-kit.js';
import { mp3, pngOf } from '../../../test/upload-fixtures.js';
import { SessionMessage } from './entities/session-message.entity.js';

const HOUR = 3600;
const MATH = 1;

const { t, sockets } = useShiftTestApp();

/** A tutor punched into a tutoring segment that started a minute ago, with their socket open. */
async function workingTutor(username: string) {
  const shiftId = await shiftFor(t, username, -60);
  const session = await signIn(t, username);
  await session.api.call('changeShiftState', { params: { id: shiftId }, body: { action: 'punch_in' } });
  const socket = sockets.connect(session.accessToken);
  await ready(socket);
  return { session, socket, id: (await session.api.call('me')).id };
}

async function student(username = 'student') {
  const session = await signIn(t, username);
  const socket = sockets.connect(session.accessToken);
  await ready(socket);
  return { session, socket, id: (await session.api.call('me')).id };
}

const ask = (session: HttpSession, question = 'How do I solve 2x + 3 = 11?', subject_id = MATH) =>
  session.api.call('requestSession', { body: { chat_type: 'tutor', question, subject_id } });

const matched = (socket: ClientSocket, sessionId: number) =>
  nextEvent(
    socket,
    'classroom.session.updated',
    (event) => event.session.id === sessionId && event.cause === 'matched',
  );

async function send(socket: ClientSocket, session_id: number, text: string, client_id = randomUUID()) {
  return socket.timeout(3000).emitWithAck('classroom.message.send', { session_id, client_id, text });
}

describe('live help: asking, matching and chatting', () => {
  it('should list the subjects a student can ask about, with their topics', async () => {
    const ava = await signIn(t, 'student');
    const subjects = await ava.api.call('subjects');
    const math = subjects.find((subject) => subject.id === MATH);
    expect(math?.name).toBe('Math');
    expect(math?.availableTopics.length).toBeGreaterThan(0);
    expect(math?.availableTopics[0]).toMatchObject({ id: expect.any(Number), concepts: expect.any(Array) });
  });

  it('should give a question to the tutor punched into a tutoring segment who teaches the subject', async () => {
    duringSchoolHours(t);
    const tutor = await workingTutor('tutor.jordan');
    const ava = await student();
    const heard = nextEvent(tutor.socket, 'classroom.session.updated', (event) => event.cause === 'matched');

    const session = await ask(ava.session);

    expect(session).toMatchObject({
      status: 'matched',
      tutor: { id: tutor.id },
      student: { id: ava.id, first_name: 'Ava' },
      subject: { id: MATH, name: 'Math' },
      question: 'How do I solve 2x + 3 = 11?',
      queue: null,
    });
    expect((await heard).session).toMatchObject({ id: session.id, status: 'matched' });
    await ava.session.api.call('endSession', { params: { id: session.id } });
  });

  it('should tell a student whether a tutor is on for the subject, or when the next one starts', async () => {
    duringSchoolHours(t);
    const ava = await signIn(t, 'student');
    await shiftFor(t, 'tutor.jordan', 2 * HOUR);
    const later = await ava.api.call('subjectAvailability', { params: { id: MATH } });
    expect(later).toEqual({
      subject_id: MATH,
      available_now: false,
      next_available_at: t.clock.now() + 2 * HOUR,
    });
    await workingTutor('tutor.jordan');
    expect(await ava.api.call('subjectAvailability', { params: { id: MATH } })).toMatchObject({
      available_now: true,
      next_available_at: null,
    });
  });

  it('should keep a student waiting with their place in line, then match them when a tutor punches in', async () => {
    duringSchoolHours(t);
    const ava = await student('chloe.brown');
    const waiting = await ask(ava.session);
    expect(waiting).toMatchObject({ status: 'waiting', tutor: null, queue: { position: 1 } });

    const heard = matched(ava.socket, waiting.id);
    const tutor = await workingTutor('tutor');
    expect((await heard).session).toMatchObject({ status: 'matched', tutor: { id: tutor.id } });
    await tutor.session.api.call('endSession', { params: { id: waiting.id } });
  });

  it('should refuse a second question while one is open, and a school without live help', async () => {
    duringSchoolHours(t);
    const ava = await student('lucas.davis');
    const first = await ask(ava.session);
    const again = await failure(ask(ava.session));
    expect([again.status, again.code]).toEqual([409, 'already_in_session']);

    const liam = await signIn(t, 'student134');
    const refused = await failure(ask(liam));
    expect([refused.status, refused.code]).toEqual([403, 'live_help_disabled']);
    await ava.session.api.call('endSession', { params: { id: first.id } });
  });

  it('should refuse a question outside the school’s hours', async () => {
    duringSchoolHours(t);
    // 16:00 UTC on a Wednesday + 11 hours: 22:00 in New York, when Cedar Grove (07:00–22:00) has closed.
    t.clock.advanceSeconds(11 * HOUR);
    const ava = await signIn(t, 'maya.nelson');
    const refused = await failure(ask(ava));
    expect([refused.status, refused.code]).toEqual([403, 'outside_operating_hours']);
  });

  it('should deliver each message to both people once, also when the sender sends it again', async () => {
    duringSchoolHours(t);
    const tutor = await workingTutor('tutor.jordan');
    const ava = await student('leo.clark');
    const session = await ask(ava.session);
    const clientId = randomUUID();

    const tutorHeard = nextEvent(tutor.socket, 'classroom.message.created');
    const sent = await send(ava.socket, session.id, 'Is x = 4?', clientId);
    expect(sent).toMatchObject({ ok: true, data: { seq: 1, sender_id: ava.id, text: 'Is x = 4?' } });
    expect(await tutorHeard).toMatchObject({ seq: 1, client_id: clientId });

    // The acknowledgement was lost: the student's app sends the same message again.
    const again = await send(ava.socket, session.id, 'Is x = 4?', clientId);
    expect(again).toEqual(sent);
    const reply = await send(tutor.socket, session.id, 'Yes! Check: 2·4 + 3 = 11.');
    expect(reply).toMatchObject({ ok: true, data: { sender_id: tutor.id } });

    const stored = await t.app.get(MikroORM).em.fork().count(SessionMessage, { session: session.id });
    expect(stored).toBe(2);
    const all = await ava.session.api.call('sessionMessages', { params: { id: session.id } });
    expect(all.data.map((message) => message.text)).toEqual(['Is x = 4?', 'Yes! Check: 2·4 + 3 = 11.']);
    const seqs = all.data.map((message) => message.seq);
    expect(seqs[1]).toBeGreaterThan(seqs[0]!);
    // A reconnecting app asks only for what it has not seen.
    const later = await ava.session.api.call('sessionMessages', {
      params: { id: session.id },
      query: { after_seq: seqs[0]! },
    });
    expect(later.data.map((message) => message.seq)).toEqual([seqs[1]]);
    expect((await tutor.session.api.call('session', { params: { id: session.id } })).unread_count).toBe(1);
    await ava.session.api.call('endSession', { params: { id: session.id } });
  });

  it('should show a session to its two people only', async () => {
    duringSchoolHours(t);
    const tutor = await workingTutor('tutor.jordan');
    const ava = await student('nora.lewis');
    const session = await ask(ava.session);
    const classmate = await student('mason.smith');

    const read = await failure(classmate.session.api.call('session', { params: { id: session.id } }));
    expect([read.status, read.code]).toEqual([404, 'not_found']);
    const messages = await failure(
      classmate.session.api.call('sessionMessages', { params: { id: session.id } }),
    );
    expect(messages.status).toBe(404);
    const sent = await send(classmate.socket, session.id, 'hello');
    expect(sent).toMatchObject({ ok: false, error: { code: 'not_found' } });
    const ended = await failure(classmate.session.api.call('endSession', { params: { id: session.id } }));
    expect(ended.status).toBe(404);
    await tutor.session.api.call('endSession', { params: { id: session.id } });
  });

  it('should end a session for both, and refuse ending it again from the other side', async () => {
    duringSchoolHours(t);
    const tutor = await workingTutor('tutor.jordan');
    const ava = await student('elijah.young');
    const session = await ask(ava.session);
    const tutorHeard = nextEvent(
      tutor.socket,
      'classroom.session.updated',
      (event) => event.cause === 'ended',
    );

    const ended = await ava.session.api.call('endSession', { params: { id: session.id } });
    expect(ended).toMatchObject({ status: 'ended', ended_by: ava.id, ended_at: t.clock.now() });
    expect((await tutorHeard).session).toMatchObject({ id: session.id, status: 'ended' });
    // Ending twice from the same side is harmless; from the other side it is refused.
    expect((await ava.session.api.call('endSession', { params: { id: session.id } })).status).toBe('ended');
    const refused = await failure(tutor.session.api.call('endSession', { params: { id: session.id } }));
    expect([refused.status, refused.code]).toEqual([409, 'session_ended_by_other']);
    const closed = await send(tutor.socket, session.id, 'one more thing');
    expect(closed).toMatchObject({ ok: false, error: { code: 'session_not_open' } });

    const history = await ava.session.api.call('sessions', { query: { scope: 'history' } });
    expect(history.data.map((past) => past.id)).toContain(session.id);
  });

  it('should block a violent message before it reaches the other person, and store nothing', async () => {
    duringSchoolHours(t);
    const tutor = await workingTutor('tutor.jordan');
    const ava = await student('hazel.hall');
    const session = await ask(ava.session);
    let heard = false;
    tutor.socket.on('classroom.message.created', () => (heard = true));

    const blocked = await send(ava.socket, session.id, 'I will kill you');
    expect(blocked).toMatchObject({
      ok: false,
      error: { code: 'message_blocked', details: { categories: ['violence'] } },
    });
    const stored = await ava.session.api.call('sessionMessages', { params: { id: session.id } });
    expect(stored.data).toEqual([]);
    expect(heard).toBe(false);
    await ava.session.api.call('endSession', { params: { id: session.id } });
  });

  it('should deliver a message suggesting self-harm to the tutor and raise a Self-Harm item for the managers at once', async () => {
    duringSchoolHours(t);
    const tutor = await workingTutor('tutor.jordan');
    const ava = await student('mateo.allen');
    const session = await ask(ava.session);
    const manager = await signIn(t, 'manager');
    const managerSocket = sockets.connect(manager.accessToken);
    await ready(managerSocket);
    const tutorHeard = nextEvent(tutor.socket, 'classroom.message.created');
    const raised = nextEvent(managerSocket, 'action-center.item.created', (event) =>
      JSON.stringify(event.item).includes(String(session.id)),
    );

    const sent = await send(ava.socket, session.id, 'I want to die');
    expect(sent).toMatchObject({ ok: true, data: { is_flagged: true } });
    expect(await tutorHeard).toMatchObject({ text: 'I want to die', is_flagged: true });
    expect((await raised).item).toMatchObject({ type_id: 2, tags: ['Self-Harm'] });
    await ava.session.api.call('endSession', { params: { id: session.id } });
  });

  it('should send an image to both people with signed links that only they receive, and refuse audio', async () => {
    duringSchoolHours(t);
    const tutor = await workingTutor('tutor.jordan');
    const ava = await student('ivy.king');
    const session = await ask(ava.session);
    const upload = (bytes: Buffer, name: string, token = ava.session.accessToken) => {
      const form = new FormData();
      form.set('client_id', randomUUID());
      form.set('file', new Blob([new Uint8Array(bytes)]), name);
      return fetch(`${t.baseUrl}/api/sessions/${session.id}/attachments`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
    };
    const tutorHeard = nextEvent(tutor.socket, 'classroom.message.created');

    const sent = await upload(await pngOf(640, 480), 'my working.png');
    expect(sent.status).toBe(200);
    const { data: message } = (await sent.json()) as {
      data: { kind: string; media: Record<string, unknown> };
    };
    expect(message).toMatchObject({
      kind: 'media',
      media: { media_type: 'image', mime: 'image/png', width: 640, height: 480, file_name: 'my working.png' },
    });
    expect((await tutorHeard).media?.url).toBe(message.media.url);

    const image = await fetch(`${t.baseUrl}${String(message.media.url)}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    const thumbnail = await fetch(`${t.baseUrl}${String(message.media.thumbnail_url)}`);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    const forged = await fetch(
      `${t.baseUrl}${String(message.media.url).replace(/sig=[^&]+/, 'sig=' + 'x'.repeat(43))}`,
    );
    expect(forged.status).toBe(403);

    const audio = await upload(mp3(), 'voice.mp3');
    expect(audio.status).toBe(415);
    expect(((await audio.json()) as { error: { code: string } }).error.code).toBe('upload_audio_refused');
    const classmate = await signIn(t, 'caleb.wright');
    expect((await upload(await pngOf(10, 10), 'x.png', classmate.accessToken!)).status).toBe(404);
    await ava.session.api.call('endSession', { params: { id: session.id } });
  });

  it("should show a reaction to both people at once and keep each person's bookmarks their own", async () => {
    duringSchoolHours(t);
    const tutor = await workingTutor('tutor.jordan');
    const ava = await student('sofia.scott');
    const session = await ask(ava.session);
    const sent = await send(tutor.socket, session.id, 'Try dividing both sides by 2.');
    if (!sent.ok) throw new Error('send failed');
    const messageId = sent.data.id;

    const tutorHeard = nextEvent(tutor.socket, 'classroom.reaction.updated');
    const reacted = await ava.socket.timeout(3000).emitWithAck('classroom.reaction.set', {
      session_id: session.id,
      message_id: messageId,
      emoji: '👍',
      on: true,
    });
    expect(reacted).toEqual({ ok: true, data: { reactions: [{ emoji: '👍', user_ids: [ava.id] }] } });
    expect((await tutorHeard).reactions).toEqual([{ emoji: '👍', user_ids: [ava.id] }]);

    const kept = await ava.session.api.call('bookmarkMessage', { params: { id: session.id, messageId } });
    expect(kept.bookmarked_at).toBe(t.clock.now());
    const page = await ava.session.api.call('bookmarks');
    expect(page.data.map((bookmark) => bookmark.message.id)).toEqual([messageId]);
    expect(page.data[0]?.session.subject.name).toBe('Math');
    expect((await tutor.session.api.call('bookmarks')).data).toEqual([]);
    const seenByTutor = await tutor.session.api.call('sessionMessages', { params: { id: session.id } });
    expect(seenByTutor.data[0]).toMatchObject({ bookmarked_at: null, reactions: [{ emoji: '👍' }] });

    await ava.session.api.call('unbookmarkMessage', { params: { id: session.id, messageId } });
    expect((await ava.session.api.call('bookmarks')).data).toEqual([]);
    const classmate = await signIn(t, 'owen.green');
    const refused = await failure(
      classmate.api.call('bookmarkMessage', { params: { id: session.id, messageId } }),
    );
    expect(refused.status).toBe(404);
    await ava.session.api.call('endSession', { params: { id: session.id } });
  });

  it("should list a tutor's own bookmarks from one student's sessions, newest first, 10 a page", async () => {
    duringSchoolHours(t);
    const tutor = await workingTutor('tutor.jordan');
    const henry = await student('henry.adams');
    const session = await ask(henry.session);
    const kept: number[] = [];
    for (let n = 1; n <= 11; n++) {
      const sent = await send(tutor.socket, session.id, `Step ${n}`);
      if (!sent.ok) throw new Error('send failed');
      await tutor.session.api.call('bookmarkMessage', {
        params: { id: session.id, messageId: sent.data.id },
      });
      kept.unshift(sent.data.id);
      t.clock.advanceSeconds(1);
    }
    // The student's bookmark of the same message is theirs alone.
    await henry.session.api.call('bookmarkMessage', { params: { id: session.id, messageId: kept[0]! } });

    const first = await tutor.session.api.call('bookmarks', { query: { student_id: henry.id } });
    expect(first.data.map((bookmark) => bookmark.message.id)).toEqual(kept.slice(0, 10));
    expect(first.data[0]?.message).toMatchObject({ text: 'Step 11', sender_id: tutor.id });
    expect(first.meta.pagination).toMatchObject({ total: 11, per_page: 10, current_page: 1, total_pages: 2 });
    const second = await tutor.session.api.call('bookmarks', { query: { student_id: henry.id, page: 2 } });
    expect(second.data.map((bookmark) => bookmark.message.id)).toEqual(kept.slice(10));
    const other = await tutor.session.api.call('bookmarks', { query: { student_id: tutor.id } });
    expect(other.data).toEqual([]);
    const own = await henry.session.api.call('bookmarks', { query: { student_id: henry.id } });
    expect(own.data.map((bookmark) => bookmark.message.id)).toEqual([kept[0]]);
    await henry.session.api.call('endSession', { params: { id: session.id } });
  });

  it('should show a whiteboard stroke to the other person at once and keep the board as a recording', async () => {
    duringSchoolHours(t);
    const tutor = await workingTutor('tutor.jordan');
    const ava = await student('layla.baker');
    const session = await ask(ava.session);
    const tutorSaw = nextEvent(tutor.socket, 'classroom.whiteboard-stroke.added');
    const stroke = {
      session_id: session.id,
      stroke_id: randomUUID(),
      colour: 'blue' as const,
      size: 'medium' as const,
      points: [
        [0.1, 0.2],
        [0.3, 0.4],
      ] as [number, number][],
    };
    const drawn = await ava.socket.timeout(3000).emitWithAck('classroom.whiteboard.draw', stroke);
    expect(drawn).toMatchObject({ ok: true, data: { kind: 'stroke', user_id: ava.id, colour: 'blue' } });
    expect(await tutorSaw).toMatchObject({ stroke_id: stroke.stroke_id, points: stroke.points });
    // Sent again after a lost acknowledgement: the board keeps one copy.
    await ava.socket.timeout(3000).emitWithAck('classroom.whiteboard.draw', stroke);
    const bad = await ava.socket.timeout(3000).emitWithAck('classroom.whiteboard.draw', {
      ...stroke,
      stroke_id: randomUUID(),
      colour: 'purple' as 'blue',
    });
    expect(bad).toMatchObject({ ok: false, error: { code: 'validation_failed' } });
    await tutor.socket
      .timeout(3000)
      .emitWithAck('classroom.whiteboard.clear', { session_id: session.id, stroke_id: randomUUID() });

    const recording = await tutor.session.api.call('whiteboard', { params: { id: session.id } });
    expect(recording.strokes.map((entry) => entry.kind)).toEqual(['stroke', 'clear']);
    await ava.session.api.call('endSession', { params: { id: session.id } });
  });
});
