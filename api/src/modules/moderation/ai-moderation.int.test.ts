import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAiServer, startFakeAiServer } from '../../../test/fake-ai-server.js';
import {
  type ClientSocket,
  duringSchoolHours,
  nextEvent,
  ready,
  shiftFor,
  signIn,
  useShiftTestApp,
} from '../../../test/shift-test-kit.js';
import { pngOf } from '../../../test/upload-fixtures.js';

// The AI's second opinion (AI_MODERATION_MODEL) on chat texts and pictures, against the tests'
// OpenAI-compatible server: what the word lists miss is caught, a picture it judges unsafe never
// reaches the other person, and a model that is down holds nothing up.

const MATH = 1;
const env: Record<string, string> = {
  AI_MODERATION_MODEL: 'moderator',
  AI_TIMEOUT_SECONDS: '2',
  LOG_LEVEL: 'error',
};
let ai: FakeAiServer;
beforeAll(async () => {
  ai = await startFakeAiServer();
  env.AI_BASE_URL = ai.baseUrl;
});
const { t, sockets } = useShiftTestApp(env);
afterAll(async () => {
  await ai?.close();
});

async function chat(tutorName: string, studentName: string) {
  duringSchoolHours(t);
  const shiftId = await shiftFor(t, tutorName, -60);
  const tutor = await signIn(t, tutorName);
  await tutor.api.call('changeShiftState', { params: { id: shiftId }, body: { action: 'punch_in' } });
  const tutorSocket = sockets.connect(tutor.accessToken);
  await ready(tutorSocket);
  const student = await signIn(t, studentName);
  const studentSocket = sockets.connect(student.accessToken);
  await ready(studentSocket);
  const session = await student.api.call('requestSession', {
    body: { chat_type: 'tutor', question: 'How do I factor x² − 9?', subject_id: MATH },
  });
  expect(session.status).toBe('matched');
  return { session, student, studentSocket, tutorSocket };
}

const send = (socket: ClientSocket, session_id: number, text: string) =>
  socket.timeout(3000).emitWithAck('classroom.message.send', { session_id, client_id: randomUUID(), text });

describe('the AI moderation model as a second opinion', () => {
  it('should block what the word lists let through, alert on self-harm they missed, and deliver the rest', async () => {
    const { session, student, studentSocket, tutorSocket } = await chat('tutor.jordan', 'aria.lopez');

    const blocked = await send(studentSocket, session.id, 'meet me after class [flag: violence]');
    expect(blocked).toMatchObject({ ok: false, error: { code: 'message_blocked' } });
    expect(ai.requests.at(-1)?.model).toBe('moderator');

    const heard = nextEvent(tutorSocket, 'classroom.message.created');
    const flagged = await send(studentSocket, session.id, 'nobody would notice [flag: self_harm]');
    expect(flagged).toMatchObject({ ok: true, data: { is_flagged: true } });
    expect(await heard).toMatchObject({ is_flagged: true });

    ai.mode = 'fail';
    try {
      const delivered = await send(studentSocket, session.id, 'Is it (x − 3)(x + 3)?');
      expect(delivered).toMatchObject({ ok: true, data: { is_flagged: false } });
    } finally {
      ai.mode = 'answer';
    }
    await student.api.call('endSession', { params: { id: session.id } });
  });

  it('should refuse a picture the model judges unsafe, storing and sending nothing, and deliver a safe one', async () => {
    const { session, student, tutorSocket } = await chat('tutor.jordan', 'leo.clark');
    const upload = async (name: string) => {
      const form = new FormData();
      form.set('client_id', randomUUID());
      form.set('file', new Blob([new Uint8Array(await pngOf(64, 48))]), name);
      return fetch(`${t.baseUrl}/api/sessions/${session.id}/attachments`, {
        method: 'POST',
        headers: { authorization: `Bearer ${student.accessToken}` },
        body: form,
      });
    };
    let tutorHeard = 0;
    tutorSocket.on('classroom.message.created', () => (tutorHeard += 1));

    ai.pictureCategories = ['sexual'];
    try {
      const refused = await upload('unsafe.png');
      expect(refused.status).toBe(422);
      expect(await refused.json()).toMatchObject({
        error: { code: 'message_blocked', details: { categories: ['sexual'] } },
      });
    } finally {
      ai.pictureCategories = [];
    }
    const asked = ai.requests.at(-1)!;
    expect(asked.model).toBe('moderator');
    expect(JSON.stringify(asked.messages)).toContain('data:image/webp;base64,');

    const safe = await upload('working.png');
    expect(safe.status).toBe(200);
    const stored = await student.api.call('sessionMessages', { params: { id: session.id } });
    expect(stored.data.map((message) => message.media?.file_name)).toEqual(['working.png']);
    await expect.poll(() => tutorHeard).toBe(1);
    await student.api.call('endSession', { params: { id: session.id } });
  });
});
