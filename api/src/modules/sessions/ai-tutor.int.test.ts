import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { failure } from '../../../test/http-session.js';
import {
  duringSchoolHours,
  nextEvent,
  signIn,
  studentWithSocket,
  useAiTestApp,
} from '../../../test/shift-test-kit.js';
import { startTestApp } from '../../../test/test-app.js';

const MATH = 1;

const { t, sockets, ai } = useAiTestApp({ AI_MODEL: 'tutor-model', AI_TIMEOUT_SECONDS: '2' });

const withSocket = (username: string) => studentWithSocket(t, sockets, username);

describe('the AI tutor', () => {
  it('should answer the question at once, streamed as it is written, then each message the student sends', async () => {
    duringSchoolHours(t);
    const { session, socket } = await withSocket('ella.garcia');
    const streamed = nextEvent(socket, 'classroom.ai-answer.streamed');
    const answered = nextEvent(socket, 'classroom.message.created');

    const asked = await session.api.call('requestSession', {
      body: { chat_type: 'ai', question: 'Why is 7 a prime number?', subject_id: MATH },
    });
    expect(asked).toMatchObject({ status: 'matched', chat_type: 'ai', tutor: { user_type_id: 3 } });
    expect((await streamed).text.length).toBeGreaterThan(0);
    const first = await answered;
    expect(first).toMatchObject({ sender_id: asked.tutor?.id, kind: 'text' });
    expect(first.text).toContain('Why is 7 a prime number?');
    expect(ai.requests.at(-1)?.model).toBe('tutor-model');

    const reply = nextEvent(
      socket,
      'classroom.message.created',
      (message) => message.sender_id === asked.tutor?.id,
    );
    const sent = await socket.timeout(3000).emitWithAck('classroom.message.send', {
      session_id: asked.id,
      client_id: randomUUID(),
      text: 'Because only 1 and 7 divide it?',
    });
    expect(sent.ok).toBe(true);
    expect((await reply).text).toContain('Because only 1 and 7 divide it?');
    // The model read the conversation so far: the question, its first answer, the student's reply.
    expect(ai.requests.at(-1)?.messages.map((message) => message.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
    ]);
    await session.api.call('endSession', { params: { id: asked.id } });
  });

  it('should tell the student at once when the AI provider fails, so the app can offer a live tutor', async () => {
    duringSchoolHours(t);
    const { session, socket } = await withSocket('mason.smith');
    ai.mode = 'fail';
    try {
      const failed = nextEvent(socket, 'classroom.ai-tutor.failed');
      const asked = await session.api.call('requestSession', {
        body: { chat_type: 'ai', question: 'What is a noun?', subject_id: 3 },
      });
      expect((await failed).session_id).toBe(asked.id);
      await session.api.call('endSession', { params: { id: asked.id } });
    } finally {
      ai.mode = 'answer';
    }
  });
});

describe('without an AI provider', () => {
  it('should refuse an AI session with ai_tutor_unavailable', async () => {
    const bare = await startTestApp();
    try {
      duringSchoolHours(bare);
      const student = await signIn(bare, 'chloe.brown');
      const refused = await failure(
        student.api.call('requestSession', {
          body: { chat_type: 'ai', question: 'What is a noun?', subject_id: 3 },
        }),
      );
      expect([refused.status, refused.code]).toEqual([503, 'ai_tutor_unavailable']);
    } finally {
      await bare.close();
    }
  });
});
