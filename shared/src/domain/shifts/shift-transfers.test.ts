import { describe, expect, it } from 'vitest';
import {
  canCancelTransferRequest,
  canOfferSegment,
  parseShiftTransferOutcome,
  shiftTransferResultPath,
  transferCandidateOutcome,
  transferValidateOutcome,
} from './shift-transfers.js';

describe('transferCandidateOutcome', () => {
  it.each([
    [200, undefined, 'success'],
    [404, undefined, 'not-found'],
    [400, 'sch-033', 'rejected'],
    [400, 'sch-034', 'unexpected'],
    [400, null, 'unexpected'],
    [409, undefined, 'unexpected'],
    [500, 'sch-033', 'unexpected'],
  ] as const)('%i with reason %s gives %s', (status, reason, outcome) => {
    expect(transferCandidateOutcome(status, reason)).toBe(outcome);
  });
});

describe('transferValidateOutcome', () => {
  it.each([
    [200, 'success'],
    [204, 'success'],
    [404, 'not-found'],
    [409, 'picked'],
    [400, 'unexpected'],
    [500, 'unexpected'],
  ] as const)('%i gives %s', (status, outcome) => {
    expect(transferValidateOutcome(status)).toBe(outcome);
  });
});

describe('the /tutor result', () => {
  it('carries the outcome in the shift-transfer query value', () => {
    expect(shiftTransferResultPath('picked')).toBe('/tutor?shift-transfer=picked');
  });

  it('reads back only known outcomes', () => {
    expect(parseShiftTransferOutcome('rejected')).toBe('rejected');
    expect(parseShiftTransferOutcome('expired')).toBeNull();
    expect(parseShiftTransferOutcome(null)).toBeNull();
  });
});

describe('canCancelTransferRequest', () => {
  it.each([
    [1, true],
    [2, false],
    [3, false],
  ])('state %i may be cancelled: %s', (state, allowed) => {
    expect(canCancelTransferRequest(state)).toBe(allowed);
  });
});

describe('canOfferSegment', () => {
  const segment = { start_time: 1000, type_id: 1, transfer_pending: false };

  it.each([
    [999, true],
    [1000, false],
  ])('at %i a segment starting at 1000 can be offered: %s', (now, allowed) => {
    expect(canOfferSegment(segment, now)).toBe(allowed);
  });

  it('refuses a segment already offered, and break segments', () => {
    expect(canOfferSegment({ ...segment, transfer_pending: true }, 0)).toBe(false);
    expect(canOfferSegment({ ...segment, type_id: 11 }, 0)).toBe(false);
    expect(canOfferSegment({ ...segment, type_id: 12 }, 0)).toBe(false);
  });
});
