import { describe, expect, it } from 'vitest';
import { MODIFIER_TYPE_IDS, SHIFT_STATE_IDS } from './shift-constants.js';
import {
  isBioBreakState,
  isPunchedInState,
  shiftStateModifier,
  stateTakesNewSessions,
} from './shift-states.js';

const S = SHIFT_STATE_IDS;

describe('shift state classification', () => {
  it.each([
    [S.UPCOMING, false, false, null, false],
    [S.IN_TRANSITION, false, true, MODIFIER_TYPE_IDS.TRANSITION, false],
    [S.IN_PROGRESS, false, true, null, true],
    [S.BIO_BREAK_LATE, true, true, MODIFIER_TYPE_IDS.BIO_BREAK, false],
    [S.ON_HOLD_FOR_NEW_ACTIVITY, true, true, MODIFIER_TYPE_IDS.BIO_BREAK, false],
    [S.BIO_BREAK_ACTIVE, true, true, MODIFIER_TYPE_IDS.BIO_BREAK, false],
    [S.PUNCH_HIDDEN, false, false, null, false],
    [S.MIA, false, false, MODIFIER_TYPE_IDS.ABSENT, false],
  ])(
    'state %i: bio break %s, punched in %s, modifier %s, takes sessions %s',
    (id, bio, punched, modifier, takes) => {
      expect(isBioBreakState(id)).toBe(bio);
      expect(isPunchedInState(id)).toBe(punched);
      expect(shiftStateModifier(id)).toBe(modifier);
      expect(stateTakesNewSessions(id)).toBe(takes);
    },
  );
});
