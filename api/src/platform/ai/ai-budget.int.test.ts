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
import { AiBudgetRepository } from './ai-budget.repository.js';

const MATH = 1;
const DAILY = 2;

const { t, sockets, ai } = useAiTestApp({
  AI_TIMEOUT_SECONDS: '5',
  AI_DAILY_CALLS_PER_SCHOOL: String(DAILY),
});

const withSocket = (username: string) => studentWithSocket(t, sockets, username);

describe('the AI budget per school per day', () => {
  it("should stop the AI tutor once the school's calls for the day are used, offering a live tutor, while other schools go on", async () => {
    duringSchoolHours(t);
    // Ella and Mason are at Maplewood (school 1), Zara at school 2.
    const ella = await withSocket('ella.garcia');
    const answered = nextEvent(ella.socket, 'classroom.message.created');
    const asked = await ella.session.api.call('requestSession', {
      body: { chat_type: 'ai', question: 'What is a prime?', subject_id: MATH },
    });
    await answered;
    const reply = nextEvent(ella.socket, 'classroom.message.created', (m) => m.text.includes('Is 9 one'));
    const send = (text: string) =>
      ella.socket.timeout(3000).emitWithAck('classroom.message.send', {
        session_id: asked.id,
        client_id: randomUUID(),
        text,
      });
    expect((await send('Is 9 one?')).ok).toBe(true);
    await reply;
    const calls = ai.requests.length;

    // The third call of the day: the student is told at once, as when the provider fails.
    const failed = nextEvent(ella.socket, 'classroom.ai-tutor.failed');
    expect((await send('And 11?')).ok).toBe(true);
    expect((await failed).session_id).toBe(asked.id);
    expect(ai.requests.length).toBe(calls);

    const mason = await signIn(t, 'mason.smith');
    const refused = await failure(
      mason.api.call('requestSession', {
        body: { chat_type: 'ai', question: 'What is a verb?', subject_id: 3 },
      }),
    );
    expect([refused.status, refused.code]).toEqual([503, 'ai_tutor_unavailable']);
    expect(refused.message).toContain("today's AI tutor allowance");

    const zara = await withSocket('zara.ramirez');
    const zaraAnswered = nextEvent(zara.socket, 'classroom.message.created');
    const other = await zara.session.api.call('requestSession', {
      body: { chat_type: 'ai', question: 'What is a fraction?', subject_id: MATH },
    });
    expect(other.status).toBe('matched');
    await zaraAnswered;
  });

  it('should count each call once when instances race for the last ones', async () => {
    const repository = t.app.get(AiBudgetRepository);
    const school = 1;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => repository.spend(school, '2030-01-01', 7)),
    );
    expect(results.filter(Boolean)).toHaveLength(7);
    expect(await repository.callsOn(school, '2030-01-01')).toBe(7);
  });
});
