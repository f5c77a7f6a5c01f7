import { describe, expect, it } from 'vitest';
import {
  ESSAY_AT_RISK_SECONDS_LEFT,
  ESSAY_CRITICAL_SECONDS_LEFT,
  essayDueAt,
  essayRisk,
  reviewedLate,
} from './essay-risk.js';

describe('essayDueAt', () => {
  it('should be 24 hours after submission', () => {
    expect(essayDueAt(1_000_000)).toBe(1_000_000 + 86_400);
  });
});

describe('essayRisk', () => {
  const due = 2_000_000;

  it.each([
    [due + 1, 'late'],
    [due, 'late'],
    [due - 1, 'critical'],
    [due - ESSAY_CRITICAL_SECONDS_LEFT, 'critical'],
    [due - ESSAY_CRITICAL_SECONDS_LEFT - 1, 'at_risk'],
    [due - ESSAY_AT_RISK_SECONDS_LEFT, 'at_risk'],
    [due - ESSAY_AT_RISK_SECONDS_LEFT - 1, 'on_track'],
    [due - 86_400, 'on_track'],
  ])('at %i should be %s', (now, risk) => {
    expect(essayRisk(due, now)).toBe(risk);
  });

  it('should put the critical line inside the at-risk one', () => {
    expect(ESSAY_CRITICAL_SECONDS_LEFT).toBeLessThan(ESSAY_AT_RISK_SECONDS_LEFT);
  });
});

describe('reviewedLate', () => {
  it('should count a review after the due time as late, and one at it as on time', () => {
    expect(reviewedLate(100, 101)).toBe(true);
    expect(reviewedLate(100, 100)).toBe(false);
  });
});
