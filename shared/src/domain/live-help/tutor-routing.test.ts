import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_CONCURRENT_SESSIONS,
  type RoutingCandidate,
  type RoutingRequest,
  pickTutor,
  qualifies,
} from './tutor-routing.js';

const MATH = 1;
const SCIENCE = 2;
const ENGLISH = 1;
const SPANISH = 4;

const tutor = (user_id: number, overrides: Partial<RoutingCandidate> = {}): RoutingCandidate => ({
  user_id,
  subject_ids: [MATH],
  language_ids: [ENGLISH],
  open_sessions: 0,
  max_sessions: DEFAULT_MAX_CONCURRENT_SESSIONS,
  total_sessions_load: 0,
  subject_scores: {},
  idle_since: 1000,
  ...overrides,
});
const request: RoutingRequest = { subject_id: MATH, language_id: ENGLISH };

describe('qualifies', () => {
  it('should accept a tutor who teaches the subject in the language and has a free seat', () => {
    expect(qualifies(tutor(1), request)).toBe(true);
  });

  it('should refuse a tutor who does not teach the subject', () => {
    expect(qualifies(tutor(1, { subject_ids: [SCIENCE] }), request)).toBe(false);
    expect(qualifies(tutor(1, { subject_ids: [] }), request)).toBe(false);
  });

  it('should refuse a tutor who does not speak the language', () => {
    expect(qualifies(tutor(1, { language_ids: [SPANISH] }), request)).toBe(false);
    expect(qualifies(tutor(1, { language_ids: [] }), request)).toBe(false);
  });

  it('should take a student while one seat is left, not once the tutor is at the limit', () => {
    expect(DEFAULT_MAX_CONCURRENT_SESSIONS).toBe(3);
    expect(qualifies(tutor(1, { open_sessions: 2 }), request)).toBe(true);
    expect(qualifies(tutor(1, { open_sessions: 3 }), request)).toBe(false);
    expect(qualifies(tutor(1, { open_sessions: 4 }), request)).toBe(false);
  });

  it('should honour a tutor-specific limit', () => {
    expect(qualifies(tutor(1, { open_sessions: 0, max_sessions: 1 }), request)).toBe(true);
    expect(qualifies(tutor(1, { open_sessions: 1, max_sessions: 1 }), request)).toBe(false);
    expect(qualifies(tutor(1, { open_sessions: 0, max_sessions: 0 }), request)).toBe(false);
  });

  it('should refuse an excluded tutor and accept the others', () => {
    const excluding = { ...request, excluded_tutor_ids: [1] };
    expect(qualifies(tutor(1), excluding)).toBe(false);
    expect(qualifies(tutor(2), excluding)).toBe(true);
    expect(qualifies(tutor(1), { ...request, excluded_tutor_ids: [] })).toBe(true);
  });
});

describe('pickTutor', () => {
  it('should find nobody among no candidates', () => {
    expect(pickTutor([], request)).toBeNull();
  });

  it('should find nobody when no candidate qualifies', () => {
    expect(
      pickTutor([tutor(1, { open_sessions: 3 }), tutor(2, { subject_ids: [SCIENCE] })], request),
    ).toBeNull();
  });

  it('should skip an unqualified tutor even when they are the least loaded', () => {
    const idleButFull = tutor(1, { total_sessions_load: 0, open_sessions: 3 });
    const busy = tutor(2, { total_sessions_load: 5 });
    expect(pickTutor([idleButFull, busy], request)?.user_id).toBe(2);
  });

  it('should prefer the lowest total load over a better subject score', () => {
    const strong = tutor(1, { total_sessions_load: 2, subject_scores: { [MATH]: 99 } });
    const lighter = tutor(2, { total_sessions_load: 1, subject_scores: { [MATH]: 1 } });
    expect(pickTutor([strong, lighter], request)?.user_id).toBe(2);
  });

  it('should prefer the higher score for the requested subject at equal load', () => {
    const mathStrong = tutor(1, { subject_scores: { [MATH]: 5, [SCIENCE]: 1 } });
    const scienceStrong = tutor(2, { subject_scores: { [MATH]: 4, [SCIENCE]: 9 } });
    expect(pickTutor([scienceStrong, mathStrong], request)?.user_id).toBe(1);
  });

  it('should count a missing subject score as zero', () => {
    const unscored = tutor(1);
    const scored = tutor(2, { subject_scores: { [MATH]: 1 } });
    expect(pickTutor([unscored, scored], request)?.user_id).toBe(2);
    const negative = tutor(3, { subject_scores: { [MATH]: -1 } });
    expect(pickTutor([negative, unscored], request)?.user_id).toBe(1);
  });

  it('should prefer the tutor idle longest at equal load and score, down to one second', () => {
    const recent = tutor(1, { idle_since: 1001 });
    const longer = tutor(2, { idle_since: 1000 });
    expect(pickTutor([recent, longer], request)?.user_id).toBe(2);
  });

  it('should fall back to the lowest user id whatever the order of candidates', () => {
    const a = tutor(7);
    const b = tutor(3);
    expect(pickTutor([a, b], request)?.user_id).toBe(3);
    expect(pickTutor([b, a], request)?.user_id).toBe(3);
  });

  it('should not give the student back to an excluded tutor', () => {
    const best = tutor(1);
    const next = tutor(2, { total_sessions_load: 4 });
    expect(pickTutor([best, next], { ...request, excluded_tutor_ids: [1] })?.user_id).toBe(2);
  });
});
