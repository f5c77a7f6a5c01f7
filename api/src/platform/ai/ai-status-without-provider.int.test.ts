import { describe, expect, it } from 'vitest';
import { failure } from '../../../test/http-session.js';
import { duringSchoolHours, signIn, useShiftTestApp } from '../../../test/shift-test-kit.js';

// No AI_BASE_URL: there is no AI to offer anyone.
const { t } = useShiftTestApp();

describe('GET /ai/status without an AI provider', () => {
  it('should say there is none, to students and staff alike, and refuse the AI tutor', async () => {
    duringSchoolHours(t);
    const ella = await signIn(t, 'ella.garcia');
    expect(await ella.api.call('aiStatus')).toEqual({ state: 'none', reason: null });
    const tutor = await signIn(t, 'tutor');
    expect(await tutor.api.call('aiStatus')).toEqual({ state: 'none', reason: null });

    const refused = await failure(
      ella.api.call('requestSession', {
        body: { chat_type: 'ai', question: 'What is a prime?', subject_id: 1 },
      }),
    );
    expect([refused.status, refused.code]).toEqual([503, 'ai_tutor_unavailable']);
  });

  it('should refuse a caller who is not signed in', async () => {
    const response = await fetch(`${t.baseUrl}/api/ai/status`);
    expect(response.status).toBe(401);
  });
});
