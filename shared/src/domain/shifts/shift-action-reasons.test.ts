import { describe, expect, it } from 'vitest';
import { type ShiftActionFacts, shiftActionBlock } from './shift-action-reasons.js';
import { SHIFT_STATE_IDS } from './shift-constants.js';

const NOW = 1_800_000_000;
const facts = (overrides: Partial<ShiftActionFacts> = {}): ShiftActionFacts => ({
  stateId: SHIFT_STATE_IDS.UPCOMING,
  busy: false,
  punchInOpensAt: NOW + 600,
  standing: { rest: false, meal: false },
  now: NOW,
  ...overrides,
});

describe('shiftActionBlock', () => {
  it('should say an action is waiting before anything else, and that there is no shift', () => {
    expect(shiftActionBlock('punch-in', facts({ busy: true }))).toBe('busy');
    expect(shiftActionBlock('punch-out', facts({ stateId: null }))).toBe('noShift');
  });

  it('should tell a punch-in window not yet open from one closed, and from being punched in', () => {
    expect(shiftActionBlock('punch-in', facts())).toBe('punchInNotYet');
    expect(shiftActionBlock('punch-in', facts({ punchInOpensAt: NOW - 60 }))).toBe('punchInClosed');
    expect(shiftActionBlock('punch-in', facts({ stateId: SHIFT_STATE_IDS.MIA }))).toBe('punchInClosed');
    expect(shiftActionBlock('punch-in', facts({ stateId: SHIFT_STATE_IDS.IN_PROGRESS }))).toBe(
      'alreadyPunchedIn',
    );
  });

  it('should ask the tutor to return from a break before punching out or taking a bio break', () => {
    for (const stateId of [SHIFT_STATE_IDS.IN_TRANSITION, SHIFT_STATE_IDS.BIO_BREAK_ACTIVE]) {
      expect(shiftActionBlock('punch-out', facts({ stateId }))).toBe('onBreak');
      expect(shiftActionBlock('start-bio-break', facts({ stateId }))).toBe('onBreak');
    }
    expect(shiftActionBlock('punch-out', facts())).toBe('notPunchedIn');
    expect(shiftActionBlock('start-bio-break', facts())).toBe('notPunchedIn');
    expect(shiftActionBlock('start-bio-break', facts({ stateId: SHIFT_STATE_IDS.IN_PROGRESS }))).toBe(
      'notWorking',
    );
  });

  it('should say a tutor at work can punch out near the end, not that they are not punched in', () => {
    expect(shiftActionBlock('punch-out', facts({ stateId: SHIFT_STATE_IDS.IN_PROGRESS }))).toBe(
      'punchOutNotYet',
    );
  });

  it('should say there is no break to return from', () => {
    expect(shiftActionBlock('return-to-segment', facts({ stateId: SHIFT_STATE_IDS.IN_PROGRESS }))).toBe(
      'notOnBreak',
    );
  });

  it('should tell a break already planned from a window that is closed, per kind', () => {
    const standing = { rest: true, meal: false };
    expect(shiftActionBlock('book-rest-break', facts({ standing }))).toBe('breakStanding');
    expect(shiftActionBlock('request-meal-break', facts({ standing }))).toBe('breakWindowClosed');
  });
});
