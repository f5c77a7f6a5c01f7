import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { HttpSession } from '../../../test/http-session.js';
import { duringSchoolHours, nextEvent, ready, signIn, useAiTestApp } from '../../../test/shift-test-kit.js';

const MATH = 1;

const { t, sockets, ai } = useAiTestApp({
  AI_TIMEOUT_SECONDS: '5',
  RATE_LIMIT_UPLOAD_PER_USER: '2',
  RATE_LIMIT_CONVERSION_PER_INSTANCE: '5',
  RATE_LIMIT_AI_PER_USER: '3',
});

/** An essay hand-in with no files: refused for that, unless the rate limit refuses it first. */
async function handIn(person: HttpSession): Promise<{ status: number; retryAfter: string | null }> {
  const response = await person.fetch(`${t.baseUrl}/api/essays`, {
    method: 'POST',
    headers: { authorization: `Bearer ${person.accessToken}` },
    body: new FormData(),
  });
  await response.arrayBuffer();
  return { status: response.status, retryAfter: response.headers.get('retry-after') };
}

describe('rate limits on HTTP routes', () => {
  it('should answer 429 with Retry-After once a person passes RATE_LIMIT_UPLOAD_PER_USER', async () => {
    const ella = await signIn(t, 'ella.garcia');
    const first = await handIn(ella);
    const second = await handIn(ella);
    const third = await handIn(ella);
    expect([first.status, second.status]).not.toContain(429);
    expect(third.status).toBe(429);
    expect(Number(third.retryAfter)).toBeGreaterThan(0);
    expect(Number(third.retryAfter)).toBeLessThanOrEqual(60);
    // Another person is not held by Ella's count.
    expect((await handIn(await signIn(t, 'mason.smith'))).status).not.toBe(429);
  });

  it('should answer 429 to everyone once the instance passes RATE_LIMIT_CONVERSION_PER_INSTANCE', async () => {
    // Three submissions are counted already (Ella's two and Mason's one); two more reach five.
    const chloe = await signIn(t, 'chloe.brown');
    const lucas = await signIn(t, 'lucas.davis');
    expect((await handIn(chloe)).status).not.toBe(429);
    expect((await handIn(lucas)).status).not.toBe(429);
    const refused = await handIn(chloe);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  });
});

describe('rate limits on socket commands', () => {
  it('should answer a message to the AI tutor past RATE_LIMIT_AI_PER_USER with rate_limited, asking the provider nothing', async () => {
    duringSchoolHours(t);
    const student = await signIn(t, 'aria.lopez');
    const socket = sockets.connect(student.accessToken!);
    await ready(socket);
    const answered = nextEvent(socket, 'classroom.message.created');
    // The question is the first AI request, each message one more.
    const asked = await student.api.call('requestSession', {
      body: { chat_type: 'ai', question: 'What is a prime?', subject_id: MATH },
    });
    await answered;
    const send = (text: string) =>
      socket.timeout(3000).emitWithAck('classroom.message.send', {
        session_id: asked.id,
        client_id: randomUUID(),
        text,
      });
    const reply = nextEvent(socket, 'classroom.message.created', (message) =>
      message.text.includes('second'),
    );
    expect((await send('A second question')).ok).toBe(true);
    await reply;
    const second = nextEvent(socket, 'classroom.message.created', (message) =>
      message.text.includes('third'),
    );
    expect((await send('A third question')).ok).toBe(true);
    await second;
    const calls = ai.requests.length;

    const refused = await send('A fourth question');
    expect(refused).toMatchObject({ ok: false, error: { code: 'rate_limited' } });
    if (refused.ok) throw new Error('not refused');
    expect((refused.error.details as { retry_after_seconds: number }).retry_after_seconds).toBeGreaterThan(0);
    expect(ai.requests.length).toBe(calls);
  });
});
