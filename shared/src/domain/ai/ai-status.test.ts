import { describe, expect, it } from 'vitest';
import {
  AI_FAILING_PAUSE_SECONDS,
  AI_FAILURES_BEFORE_UNAVAILABLE,
  aiOffer,
  aiStatus,
  aiStatusFromRefusal,
  isProviderFailing,
} from './ai-status.js';

const NOW = 1_800_000_000;
const healthy = { consecutiveFailures: 0, lastFailureAt: null };
const failing = { consecutiveFailures: AI_FAILURES_BEFORE_UNAVAILABLE, lastFailureAt: NOW - 5 };

describe('aiStatus', () => {
  it('is none without a provider, whatever else holds', () => {
    expect(aiStatus({ configured: false, health: failing, budgetLeft: false }, NOW)).toEqual({
      state: 'none',
      reason: null,
    });
  });

  it('is available with a provider that answers and calls left', () => {
    expect(aiStatus({ configured: true, health: healthy, budgetLeft: true }, NOW)).toEqual({
      state: 'available',
      reason: null,
    });
  });

  it('says the provider is failing before the budget, since a new day would not help', () => {
    expect(aiStatus({ configured: true, health: failing, budgetLeft: false }, NOW)).toEqual({
      state: 'unavailable',
      reason: 'provider_failing',
    });
  });

  it("says the school's day is used up when the provider answers", () => {
    expect(aiStatus({ configured: true, health: healthy, budgetLeft: false }, NOW)).toEqual({
      state: 'unavailable',
      reason: 'daily_budget',
    });
  });
});

describe('isProviderFailing', () => {
  it('forgives fewer failures in a row than the threshold', () => {
    expect(
      isProviderFailing({ consecutiveFailures: AI_FAILURES_BEFORE_UNAVAILABLE - 1, lastFailureAt: NOW }, NOW),
    ).toBe(false);
  });

  it('holds for the pause after the last failure, then lets a call try again', () => {
    const health = { consecutiveFailures: 5, lastFailureAt: NOW };
    expect(isProviderFailing(health, NOW + AI_FAILING_PAUSE_SECONDS - 1)).toBe(true);
    expect(isProviderFailing(health, NOW + AI_FAILING_PAUSE_SECONDS)).toBe(false);
  });

  it('is not failing when no call has failed', () => {
    expect(isProviderFailing(healthy, NOW)).toBe(false);
  });
});

describe('aiOffer', () => {
  it('hides the AI from students when there is no provider, and tells staff why', () => {
    const none = { state: 'none', reason: null } as const;
    expect(aiOffer(none, 'student')).toEqual({ kind: 'hidden' });
    expect(aiOffer(none, 'staff')).toEqual({ kind: 'withdrawn', reason: 'none' });
  });

  it('withdraws the AI for everyone, with the same reason, while it is unavailable', () => {
    const spent = { state: 'unavailable', reason: 'daily_budget' } as const;
    expect(aiOffer(spent, 'student')).toEqual({ kind: 'withdrawn', reason: 'daily_budget' });
    expect(aiOffer(spent, 'staff')).toEqual({ kind: 'withdrawn', reason: 'daily_budget' });
  });

  it('offers the AI when it is available', () => {
    expect(aiOffer({ state: 'available', reason: null }, 'student')).toEqual({ kind: 'offered' });
  });
});

describe('aiStatusFromRefusal', () => {
  it('reads the reason a refusal names, and no provider when it names none or one it does not know', () => {
    expect(aiStatusFromRefusal({ reason: 'provider_failing' })).toEqual({
      state: 'unavailable',
      reason: 'provider_failing',
    });
    expect(aiStatusFromRefusal(undefined)).toEqual({ state: 'none', reason: null });
    expect(aiStatusFromRefusal({ reason: 'bored' })).toEqual({ state: 'none', reason: null });
  });
});
