import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import { TRANSCRIPT_PAGE_SIZE } from '@lantern/shared/domain/live-help/session-history';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../../test/http-session.js';
import { signIn, useShiftTestApp } from '../../../test/shift-test-kit.js';
import { demoUser, handedOn, ormOf, pastSession } from '../../../test/student-record-kit.js';
import { pngOf } from '../../../test/upload-fixtures.js';
import { ContentHold } from '../superuser/entities/content-hold.entity.js';
import { SessionMessage } from './entities/session-message.entity.js';
import { WhiteboardStroke } from './entities/whiteboard-stroke.entity.js';

const { t } = useShiftTestApp();

/** Messages written straight to the table, before the chat's own (the attachment) follows them. */
const TEXT_MESSAGES = TRANSCRIPT_PAGE_SIZE + 10;
let sessionId = 0;
let studentId = 0;

beforeAll(async () => {
  const em = ormOf(t);
  const now = t.clock.date();
  const student = await demoUser(em, 'student');
  const kai = await demoUser(em, 'tutor.kai');
  const lucia = await demoUser(em, 'tutor.lucia');
  studentId = student.id;
  // Matched now, so the student can still send a picture; Kai had it before he handed it to Lucia.
  const session = Object.assign(
    pastSession(em, {
      student,
      tutor: lucia,
      now,
      minutesAgo: 0,
      status: 'matched',
      question: 'Long division?',
    }),
    { matchedAt: now, lastSeq: TEXT_MESSAGES },
  );
  await em.flush();
  sessionId = session.id;
  handedOn(em, session, kai, now);
  for (let seq = 1; seq <= TEXT_MESSAGES; seq++)
    em.create(SessionMessage, {
      session,
      seq,
      clientId: randomUUID(),
      senderId: seq === 1 ? null : seq % 3 === 0 ? student.id : seq < 20 ? kai.id : lucia.id,
      kind: seq === 1 ? 'system' : 'text',
      text: seq === 1 ? 'Kai joined' : `Line ${seq}`,
      createdAt: new Date(now.getTime() - (TEXT_MESSAGES - seq) * 1000),
    });
  const stroke = (userId: number, kind: 'stroke' | 'clear', points: [number, number][]) =>
    em.create(WhiteboardStroke, {
      sessionId,
      strokeId: randomUUID(),
      userId,
      kind,
      colour: kind === 'stroke' ? 'blue' : null,
      size: kind === 'stroke' ? 'small' : null,
      points,
      drawnAt: now,
    });
  stroke(lucia.id, 'stroke', [
    [0.1, 0.1],
    [0.5, 0.5],
  ]);
  stroke(student.id, 'clear', []);
  stroke(student.id, 'stroke', [[0.2, 0.8]]);
  await em.flush();

  const owner = await signIn(t, 'student');
  const form = new FormData();
  form.set('client_id', randomUUID());
  form.set('file', new Blob([new Uint8Array(await pngOf(40, 30))]), 'working.png');
  const sent = await fetch(`${t.baseUrl}/api/sessions/${sessionId}/attachments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.accessToken}` },
    body: form,
  });
  expect(sent.status).toBe(200);
  await owner.api.call('endSession', { params: { id: sessionId } });
});

describe('a past session’s transcript', () => {
  it('should give its student the messages in order a page at a time, each sender named, the board on the first page', async () => {
    const owner = await signIn(t, 'student');
    const first = await owner.api.call('sessionTranscript', { params: { id: sessionId } });
    expect(first.session).toMatchObject({
      id: sessionId,
      status: 'ended',
      question: 'Long division?',
      tutor: { first_name: 'Lucía' },
      former_tutors: [{ first_name: 'Kai' }],
    });
    expect(first.messages.map((message) => message.seq)).toEqual(
      Array.from({ length: TRANSCRIPT_PAGE_SIZE }, (_, index) => index + 1),
    );
    expect(first.messages[2]!.sender).toMatchObject({ id: studentId, role: 'student' });
    // The system's own lines have no sender.
    expect(first.messages[0]).toMatchObject({ kind: 'system', sender: null });
    expect(first.messages[1]!.sender).toMatchObject({ role: 'tutor', first_name: 'Kai' });
    expect(first.messages[30]!.sender).toMatchObject({ role: 'tutor', first_name: 'Lucía' });
    expect(first.next_after_seq).toBe(TRANSCRIPT_PAGE_SIZE);
    expect(first.whiteboard?.map((stroke) => stroke.kind)).toEqual(['stroke', 'clear', 'stroke']);

    const rest = await owner.api.call('sessionTranscript', {
      params: { id: sessionId },
      query: { after_seq: first.next_after_seq! },
    });
    expect(rest.whiteboard).toBeNull();
    expect(rest.next_after_seq).toBeNull();
    expect(rest.messages[0]!.seq).toBe(TRANSCRIPT_PAGE_SIZE + 1);
    const picture = rest.messages.find((message) => message.kind === 'media')!;
    expect(picture.sender).toMatchObject({ role: 'student' });
    expect(picture.media).toMatchObject({ media_type: 'image', file_name: 'working.png' });
    const image = await fetch(`${t.baseUrl}${picture.media!.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/');
  });

  it('should open to every tutor who had it, the managers, the student’s teacher and district manager, and to no one unrelated', async () => {
    for (const username of ['tutor.kai', 'tutor.lucia', 'manager', 'superuser']) {
      const reader = await signIn(t, username);
      const read = await reader.api.call('sessionTranscript', { params: { id: sessionId } });
      expect(read.messages).toHaveLength(TRANSCRIPT_PAGE_SIZE);
    }
    for (const username of ['student134', 'tutor.jordan']) {
      const stranger = await signIn(t, username);
      const refused = await failure(stranger.api.call('sessionTranscript', { params: { id: sessionId } }));
      expect([refused.status, refused.code]).toEqual([404, ErrorCode.notFound]);
    }
    // The teacher of the student's section reads it too, and the manager of the student's district.
    for (const username of ['teacher', 'district']) {
      const staff = await signIn(t, username);
      expect(
        (await staff.api.call('sessionTranscript', { params: { id: sessionId } })).messages,
      ).toHaveLength(TRANSCRIPT_PAGE_SIZE);
    }
  });

  it('should stay shut to everyone, the student included, while a superuser holds it in quarantine', async () => {
    const em = ormOf(t);
    em.create(ContentHold, {
      kind: 'session',
      targetId: sessionId,
      state: 'quarantined',
      heldBy: await demoUser(em, 'superuser'),
      heldAt: t.clock.date(),
    });
    await em.flush();
    for (const username of ['student', 'tutor.lucia', 'manager']) {
      const reader = await signIn(t, username);
      const refused = await failure(reader.api.call('sessionTranscript', { params: { id: sessionId } }));
      expect([refused.status, refused.code]).toEqual([403, ErrorCode.contentHeld]);
    }
    await em.nativeDelete(ContentHold, { kind: 'session', targetId: sessionId });
  });
});
