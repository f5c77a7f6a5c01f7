import { MikroORM } from '@mikro-orm/postgresql';
import {
  AI_FAILING_PAUSE_SECONDS,
  AI_FAILURES_BEFORE_UNAVAILABLE,
} from '@lantern/shared/domain/ai/ai-status';
import { describe, expect, it } from 'vitest';
import { failure } from '../../../test/http-session.js';
import { duringSchoolHours, signIn, useAiTestApp } from '../../../test/shift-test-kit.js';
import { User } from '../../modules/users/entities/user.entity.js';
import { AiBudget } from './ai-budget.js';
import { AiProvider } from './ai-provider.js';

const MATH = 1;

const { t, ai } = useAiTestApp({ AI_TIMEOUT_SECONDS: '5', AI_DAILY_CALLS_PER_SCHOOL: '2' });

const userId = async (username: string) =>
  (await t.app.get(MikroORM).em.fork().findOneOrFail(User, { username })).id;

describe('GET /ai/status with an AI provider', () => {
  it('should say the AI is available, then unavailable while the provider keeps failing, and available again after the pause', async () => {
    duringSchoolHours(t);
    const ella = await signIn(t, 'ella.garcia');
    expect(await ella.api.call('aiStatus')).toEqual({ state: 'available', reason: null });

    // One failure is a hiccup; several in a row withdraw the AI for everyone on this instance.
    ai.mode = 'fail';
    const provider = t.app.get(AiProvider);
    await expect(provider.complete([{ role: 'user', content: 'Hello?' }])).rejects.toThrow();
    expect(await ella.api.call('aiStatus')).toEqual({ state: 'available', reason: null });
    for (let call = 1; call < AI_FAILURES_BEFORE_UNAVAILABLE; call++)
      await expect(provider.complete([{ role: 'user', content: 'Hello?' }])).rejects.toThrow();
    expect(await ella.api.call('aiStatus')).toEqual({ state: 'unavailable', reason: 'provider_failing' });
    const tutor = await signIn(t, 'tutor');
    expect(await tutor.api.call('aiStatus')).toEqual({ state: 'unavailable', reason: 'provider_failing' });

    // The AI tutor is refused at once, saying why, rather than left to fail in the classroom.
    const asked = ai.requests.length;
    const refused = await failure(
      ella.api.call('requestSession', {
        body: { chat_type: 'ai', question: 'What is a prime?', subject_id: MATH },
      }),
    );
    expect([refused.status, refused.code, refused.details]).toEqual([
      503,
      'ai_tutor_unavailable',
      { reason: 'provider_failing' },
    ]);
    expect(ai.requests.length).toBe(asked);

    // After the pause the next call may try again; an answer clears the failures.
    t.clock.advanceSeconds(AI_FAILING_PAUSE_SECONDS);
    expect(await ella.api.call('aiStatus')).toEqual({ state: 'available', reason: null });
    ai.mode = 'answer';
    await provider.complete([{ role: 'user', content: 'Hello?' }]);
    expect(provider.health).toEqual({ consecutiveFailures: 0, lastFailureAt: null });
  });

  it("should say the school's calls for today are used, for that school only", async () => {
    duringSchoolHours(t);
    const budget = t.app.get(AiBudget);
    const mason = await userId('mason.smith');
    await budget.spend(mason);
    await budget.spend(mason);
    // Ella is at Mason's school (Maplewood); Zara is at another.
    const ella = await signIn(t, 'ella.garcia');
    expect(await ella.api.call('aiStatus')).toEqual({ state: 'unavailable', reason: 'daily_budget' });
    const zara = await signIn(t, 'zara.ramirez');
    expect(await zara.api.call('aiStatus')).toEqual({ state: 'available', reason: null });
  });
});
