import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/api-error.js';
import type { AiStatus } from '../contracts/ai.js';
import { AiStatusStore } from './ai-status-store.js';
import { FakeApi, settle } from './test-support.js';

const none: AiStatus = { state: 'none', reason: null };
const available: AiStatus = { state: 'available', reason: null };

describe('AiStatusStore', () => {
  it('should hide the AI from students without a provider, and show staff why it is off', () => {
    const api = new FakeApi();
    const student = new AiStatusStore(api, 'student', none);
    const staff = new AiStatusStore(api, 'staff', none);
    expect(student.offer).toEqual({ kind: 'hidden' });
    expect(staff.offer).toEqual({ kind: 'withdrawn', reason: 'none' });
  });

  it('should ask the server on every load, and offer the AI meanwhile and when it cannot say', async () => {
    const api = new FakeApi({ aiStatus: () => ({ state: 'unavailable', reason: 'provider_failing' }) });
    const ai = new AiStatusStore(api, 'student');
    expect([ai.offer, ai.settled]).toEqual([{ kind: 'offered' }, false]);
    await ai.load();
    expect(ai.offer).toEqual({ kind: 'withdrawn', reason: 'provider_failing' });
    api.handlers.aiStatus = () => {
      throw new ApiError(503, 'service_unavailable', 'down');
    };
    const again = ai.load();
    // The last answer stands while the next is on its way.
    expect(ai.settled).toBe(true);
    await again;
    expect(api.called('aiStatus')).toBe(2);
    expect(ai.settled).toBe(true);
    expect(ai.offer).toEqual({ kind: 'withdrawn', reason: 'provider_failing' });
  });

  it('should take what a refusal says: its reason, or no provider when it names none', () => {
    const ai = new AiStatusStore(new FakeApi(), 'staff', available);
    ai.refused({ reason: 'daily_budget' });
    expect(ai.offer).toEqual({ kind: 'withdrawn', reason: 'daily_budget' });
    ai.refused(undefined);
    expect(ai.offer).toEqual({ kind: 'withdrawn', reason: 'none' });
  });

  it('should count a spent day only while the AI was available', () => {
    const ai = new AiStatusStore(new FakeApi(), 'staff', available);
    ai.spentForToday();
    expect(ai.status).toEqual({ state: 'unavailable', reason: 'daily_budget' });
    const without = new AiStatusStore(new FakeApi(), 'staff', none);
    without.spentForToday();
    expect(without.status).toEqual(none);
  });

  it('should forget the status, and an answer still on its way, when cleared', async () => {
    const ai = new AiStatusStore(new FakeApi({ aiStatus: () => available }), 'student', none);
    void ai.load();
    ai.clear();
    await settle();
    expect([ai.status, ai.settled]).toEqual([null, false]);
  });
});
