import { describe, expect, it } from 'vitest';
import { HANDOFF_REASONS, handoffError, isHandoffReason } from './handoff.js';

const valid = { reason: 'shift_ending', other_text: '', incoming_tutor_id: 2, outgoing_tutor_id: 1 };

describe('HANDOFF_REASONS', () => {
  it('should offer the spec’s five reasons in its order', () => {
    expect(HANDOFF_REASONS).toEqual([
      'shift_ending',
      'not_my_subject',
      'unable_to_answer_topic',
      'overwhelmed',
      'other',
    ]);
  });

  it('should recognise only those reasons', () => {
    expect(isHandoffReason('overwhelmed')).toBe(true);
    expect(isHandoffReason('Overwhelmed')).toBe(false);
    expect(isHandoffReason('')).toBe(false);
  });
});

describe('handoffError', () => {
  it('should accept a complete handoff for every fixed reason', () => {
    for (const reason of HANDOFF_REASONS.filter((r) => r !== 'other'))
      expect(handoffError({ ...valid, reason })).toBeNull();
  });

  it('should require a reason, and refuse one not in the list', () => {
    expect(handoffError({ ...valid, reason: null })).toBe('reason_required');
    expect(handoffError({ ...valid, reason: '' })).toBe('reason_required');
    expect(handoffError({ ...valid, reason: 'bored' })).toBe('reason_required');
  });

  it('should require words for other, and count spaces alone as none', () => {
    expect(handoffError({ ...valid, reason: 'other', other_text: '' })).toBe('other_text_required');
    expect(handoffError({ ...valid, reason: 'other', other_text: '   ' })).toBe('other_text_required');
    expect(
      handoffError({ ...valid, reason: 'other', other_text: 'Needs a chemistry specialist' }),
    ).toBeNull();
  });

  it('should ask for the reason before the colleague', () => {
    expect(handoffError({ ...valid, reason: null, incoming_tutor_id: null })).toBe('reason_required');
    expect(handoffError({ ...valid, reason: 'other', incoming_tutor_id: null })).toBe('other_text_required');
  });

  it('should require a colleague to hand the student to', () => {
    expect(handoffError({ ...valid, incoming_tutor_id: null })).toBe('tutor_required');
  });

  it('should refuse a handoff to oneself', () => {
    expect(handoffError({ ...valid, incoming_tutor_id: 1 })).toBe('same_tutor');
  });
});
