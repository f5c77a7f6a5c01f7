import { describe, expect, it } from 'vitest';
import { SEGMENT_TYPE_IDS, TRANSFER_REQUEST_STATE_IDS } from './shift-constants.js';
import { type TransferOffer, transferPickRefusal } from './transfer-pick.js';

const START = 10_000;
const END = START + 3600;
const offer = (overrides: Partial<TransferOffer> = {}): TransferOffer => ({
  state_id: TRANSFER_REQUEST_STATE_IDS.PENDING,
  offered_by: 1,
  type_id: 1,
  start_time: START,
  end_time: END,
  ...overrides,
});
const candidate = { user_id: 2, shifts: [], essay_reviewer: false };

describe('transferPickRefusal', () => {
  it('should let another free tutor pick a pending offer until the segment starts', () => {
    expect(transferPickRefusal(offer(), candidate, START - 1)).toBeNull();
  });

  it('should call the offer expired (not found) from the second the segment starts', () => {
    expect(transferPickRefusal(offer(), candidate, START)?.status).toBe(404);
  });

  it('should not find a missing or cancelled offer, and say a completed one was picked', () => {
    expect(transferPickRefusal(null, candidate, 0)?.status).toBe(404);
    expect(
      transferPickRefusal(offer({ state_id: TRANSFER_REQUEST_STATE_IDS.CANCELLED }), candidate, 0)?.status,
    ).toBe(404);
    expect(
      transferPickRefusal(offer({ state_id: TRANSFER_REQUEST_STATE_IDS.COMPLETED }), candidate, 0)?.status,
    ).toBe(409);
  });

  it('should reject (sch-033) the tutor who offered it', () => {
    expect(transferPickRefusal(offer(), { ...candidate, user_id: 1 }, 0)).toMatchObject({
      status: 400,
      reason: 'sch-033',
    });
  });

  it('should reject a tutor with a shift overlapping the segment, and accept one that only touches it', () => {
    const busy = { ...candidate, shifts: [{ start_time: END - 1, end_time: END + 60 }] };
    expect(transferPickRefusal(offer(), busy, 0)).toMatchObject({ status: 400, reason: 'sch-033' });
    const adjacent = { ...candidate, shifts: [{ start_time: END, end_time: END + 60 }] };
    expect(transferPickRefusal(offer(), adjacent, 0)).toBeNull();
  });

  it('should take an essay review segment only to an essay reviewer', () => {
    const essay = offer({ type_id: SEGMENT_TYPE_IDS.ESSAY_REVIEW });
    expect(transferPickRefusal(essay, candidate, 0)).toMatchObject({ status: 400, reason: 'sch-033' });
    expect(transferPickRefusal(essay, { ...candidate, essay_reviewer: true }, 0)).toBeNull();
  });
});
