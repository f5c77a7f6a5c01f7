import { describe, expect, it } from 'vitest';
import { FEEDBACK_REASONS, LEARNED_STATUSES, feedbackError } from './session-feedback.js';

describe('session feedback choices', () => {
  it('should offer the spec’s reasons and learned statuses', () => {
    expect(FEEDBACK_REASONS).toEqual(['satisfied', 'tutor_issues', 'time_issues', 'tech_issues']);
    expect(LEARNED_STATUSES).toEqual(['yes', 'no', 'not_sure']);
  });
});

describe('feedbackError', () => {
  it('should accept every reason with every learned status', () => {
    for (const reason of FEEDBACK_REASONS)
      for (const learned of LEARNED_STATUSES) expect(feedbackError({ reason, learned })).toBeNull();
  });

  it('should ask for the reason first when both are missing', () => {
    expect(feedbackError({ reason: null, learned: null })).toBe('reason_required');
  });

  it('should require a reason from the list', () => {
    expect(feedbackError({ reason: null, learned: 'yes' })).toBe('reason_required');
    expect(feedbackError({ reason: '', learned: 'yes' })).toBe('reason_required');
    expect(feedbackError({ reason: 'Satisfied', learned: 'yes' })).toBe('reason_required');
  });

  it('should require a learned status from the list', () => {
    expect(feedbackError({ reason: 'satisfied', learned: null })).toBe('learned_required');
    expect(feedbackError({ reason: 'satisfied', learned: 'maybe' })).toBe('learned_required');
  });
});
