import { describe, expect, it } from 'vitest';
import {
  isSegmentTypeName,
  MEAL_BREAK_MINUTES,
  MODIFIER_TYPE_IDS,
  PUNCH_ROLE_TYPES,
  REST_BREAK_MINUTES,
  SEGMENT_TYPE_IDS,
  SEGMENT_TYPE_NAMES,
  SHIFT_STATE_IDS,
} from './shift-constants.js';

describe('shift constants', () => {
  it('uses the spec ids for segment types, modifiers and punch role types', () => {
    expect(SEGMENT_TYPE_IDS).toEqual({ ESSAY_REVIEW: 2, REST_BREAK: 11, MEAL_BREAK: 12 });
    expect(MODIFIER_TYPE_IDS).toEqual({ TRANSITION: 1, ABSENT: 2, BIO_BREAK: 3 });
    expect(PUNCH_ROLE_TYPES).toEqual({ CLASSROOM: 1, REVIEW_CENTER: 2 });
  });

  it('uses the spec ids for bio-break states and the hidden punch state', () => {
    expect(SHIFT_STATE_IDS.BIO_BREAK_LATE).toBe(4);
    expect(SHIFT_STATE_IDS.ON_HOLD_FOR_NEW_ACTIVITY).toBe(5);
    expect(SHIFT_STATE_IDS.BIO_BREAK_ACTIVE).toBe(6);
    expect(SHIFT_STATE_IDS.PUNCH_HIDDEN).toBe(7);
  });

  it('makes rest breaks 10 minutes and meal breaks 30', () => {
    expect(REST_BREAK_MINUTES).toBe(10);
    expect(MEAL_BREAK_MINUTES).toBe(30);
  });

  it('lists the 15 segment type names', () => {
    expect(SEGMENT_TYPE_NAMES).toHaveLength(15);
    expect(isSegmentTypeName('On-call')).toBe(true);
    expect(isSegmentTypeName('Nap')).toBe(false);
  });
});
