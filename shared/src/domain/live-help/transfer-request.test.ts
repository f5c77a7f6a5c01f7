import { describe, expect, it } from 'vitest';
import {
  TRANSFER_ERROR_TEXTS,
  TRANSFER_REASONS,
  emptyFieldError,
  transferReasonError,
  transferSubjectError,
} from './transfer-request.js';

describe('transfer reasons', () => {
  it('should keep the spec ids: 7 didn’t know, 8 too slow, 9 wasn’t nice, 10 other', () => {
    expect(TRANSFER_REASONS.map((reason) => [reason.id, reason.key])).toEqual([
      [7, 'didnt_know'],
      [8, 'too_slow'],
      [9, 'wasnt_nice'],
      [10, 'other'],
    ]);
  });
});

describe('transferReasonError', () => {
  it('should require a reason', () => {
    expect(transferReasonError({ reason_id: null, other_text: '' })).toBe('reason_required');
    expect(transferReasonError({ reason_id: null, other_text: 'I typed but did not choose' })).toBe(
      'reason_required',
    );
  });

  it('should not accept an id outside the list, on either side of it', () => {
    expect(transferReasonError({ reason_id: 6, other_text: '' })).toBe('reason_required');
    expect(transferReasonError({ reason_id: 11, other_text: 'x' })).toBe('reason_required');
  });

  it('should accept the fixed reasons without any text', () => {
    for (const id of [7, 8, 9]) expect(transferReasonError({ reason_id: id, other_text: '' })).toBeNull();
  });

  it('should require an explanation for Other, and count spaces alone as none', () => {
    expect(transferReasonError({ reason_id: 10, other_text: '' })).toBe('other_text_required');
    expect(transferReasonError({ reason_id: 10, other_text: ' \n\t ' })).toBe('other_text_required');
  });

  it('should accept Other with a single character of explanation', () => {
    expect(transferReasonError({ reason_id: 10, other_text: '?' })).toBeNull();
    expect(transferReasonError({ reason_id: 10, other_text: '  They left  ' })).toBeNull();
  });
});

describe('transferSubjectError', () => {
  it('should require a subject', () => {
    expect(transferSubjectError(null)).toBe('subject_required');
  });

  it('should accept any chosen subject', () => {
    expect(transferSubjectError(1)).toBeNull();
  });
});

describe('emptyFieldError', () => {
  it('should flag an empty or blank field and pass one with text', () => {
    expect(emptyFieldError('')).toBe('field_empty');
    expect(emptyFieldError('   ')).toBe('field_empty');
    expect(emptyFieldError('a')).toBeNull();
  });
});

describe('TRANSFER_ERROR_TEXTS', () => {
  it('should carry the spec’s exact English words', () => {
    expect(TRANSFER_ERROR_TEXTS).toEqual({
      reason_required: 'You must select a reason for requesting a new tutor. This is required.',
      other_text_required: 'Please enter a reason for requesting a new tutor. This is required.',
      subject_required: 'You must select a subject to transfer yourself to a new tutor.',
      field_empty: 'Whoops! This field cannot be empty.',
    });
  });
});
