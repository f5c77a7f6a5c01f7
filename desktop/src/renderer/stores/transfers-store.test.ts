import { ApiError, NetworkError } from '@lantern/shared/client/api-error';
import type { ShiftSegmentView } from '@lantern/shared/contracts/schedules';
import type { TransferRequestView } from '@lantern/shared/contracts/transfers';
import { describe, expect, it } from 'vitest';
import type { NotifyRequest } from '../../common/desktop-api.js';
import { makeRoot, settle, tutorSignIn } from './test-support.js';

const NOW = 1_800_000_000;
const HOUR = 3600;
const ME = 7;
const OTHER = 12;

function offer(id: number, overrides: Partial<TransferRequestView> = {}): TransferRequestView {
  return {
    id,
    state_id: 1,
    segment_id: 100 + id,
    type: { id: 1, name: 'Tutoring Session' },
    start_time: NOW + 2 * HOUR,
    end_time: NOW + 3 * HOUR,
    requested_by: { id: OTHER, first_name: 'Jordan', last_name: 'Lee' },
    transfered_to_user_id: null,
    ...overrides,
  };
}

const mine = (id: number, overrides: Partial<TransferRequestView> = {}) =>
  offer(id, { requested_by: { id: ME, first_name: 'Tess', last_name: 'Tutor' }, ...overrides });

function segment(id: number, overrides: Partial<ShiftSegmentView> = {}): ShiftSegmentView {
  return {
    id,
    shift_id: 41,
    user_id: ME,
    type: { id: 1, name: 'Tutoring Session' },
    role_type: 1,
    start_time: NOW + HOUR,
    end_time: NOW + 2 * HOUR,
    punch_in: null,
    punch_out: null,
    status: 'Upcoming',
    is_sessionable: true,
    ...overrides,
  };
}

async function signedInTutor(offers: TransferRequestView[]) {
  const notified: NotifyRequest[] = [];
  const harness = makeRoot({
    ...tutorSignIn(NOW),
    logout: () => ({ ok: true }),
    currentShift: () => ({ shift: null, server_time: NOW }),
    transferOffers: () => ({ data: [...offers], server_time: NOW }),
  });
  harness.bridge.notify = async (request) => {
    notified.push(request);
  };
  const stop = harness.root.start();
  await harness.root.session.signIn({ username: 'tutor', password: 'x' });
  await settle();
  return { ...harness, stop, notified, transfers: harness.root.transfers };
}

const calls = (api: { calls: { name: string }[] }, name: string) =>
  api.calls.filter((call) => call.name === name).length;

describe('TransfersStore: offers', () => {
  it('should load on sign-in and split my offers from the ones I could take, soonest first', async () => {
    const later = offer(1, { start_time: NOW + 5 * HOUR, end_time: NOW + 6 * HOUR });
    const started = offer(2, { start_time: NOW - HOUR });
    const { transfers, stop } = await signedInTutor([later, mine(3), offer(4), started]);
    expect(transfers.state).toBe('loaded');
    expect(transfers.mine.map((row) => row.id)).toEqual([3]);
    expect(transfers.open.map((row) => row.id)).toEqual([4, 1]);
    expect(transfers.offerFor(103)?.id).toBe(3);
    stop();
  });

  it('should allow offering only my own upcoming work segments that are not offered yet', async () => {
    const { transfers, stop } = await signedInTutor([mine(3, { segment_id: 20 })]);
    expect(transfers.canOffer(segment(10))).toBe(true);
    expect(transfers.canOffer(segment(20))).toBe(false);
    expect(transfers.canOffer(segment(11, { start_time: NOW - 60 }))).toBe(false);
    expect(transfers.canOffer(segment(12, { type: { id: 12, name: 'Unpaid Break' } }))).toBe(false);
    expect(transfers.canOffer(segment(13, { user_id: OTHER }))).toBe(false);
    stop();
  });

  it('should not offer anything before the pending offers are known', async () => {
    const { transfers, api, stop } = await signedInTutor([]);
    api.handlers.transferOffers = () => {
      throw new NetworkError('offline');
    };
    transfers.clear();
    await transfers.load();
    expect(transfers.state).toBe('error');
    expect(transfers.canOffer(segment(10))).toBe(false);
    stop();
  });

  it('should offer a segment, show it pending, and cancel it', async () => {
    const { transfers, api, stop } = await signedInTutor([]);
    api.handlers.offerSegmentTransfer = ({ params }) => mine(5, { segment_id: Number(params?.id) });
    const running = transfers.offer(10);
    expect(transfers.busySegment).toBe(10);
    expect(await running).toBe(true);
    expect(transfers.offerFor(10)?.id).toBe(5);
    expect(transfers.canOffer(segment(10))).toBe(false);

    api.handlers.cancelTransfer = () => mine(5, { segment_id: 10, state_id: 3 });
    await transfers.cancel(transfers.offerFor(10) as TransferRequestView);
    expect(api.calls.at(-1)).toMatchObject({ name: 'cancelTransfer', options: { params: { id: 5 } } });
    expect(transfers.offerFor(10)).toBeNull();
    expect(transfers.busySegment).toBeNull();
    stop();
  });

  it('should say why an offer was refused and keep the list as it was', async () => {
    const { transfers, api, stop } = await signedInTutor([]);
    api.handlers.offerSegmentTransfer = () => {
      throw new ApiError(409, 'shift_transfer_not_offerable', 'Not offerable');
    };
    expect(await transfers.offer(10)).toBe(false);
    expect(transfers.notice).toEqual({ kind: 'offerRefused', segmentId: 10 });
    api.handlers.offerSegmentTransfer = () => {
      throw new NetworkError('offline');
    };
    await transfers.offer(10);
    expect(transfers.noticeFor(10)).toBe('offerFailed');
    expect(transfers.noticeFor(11)).toBeNull();
    transfers.dismissNotice();
    expect(transfers.notice).toBeNull();
    expect(transfers.mine).toEqual([]);
    stop();
  });

  it('should reload the offers and shifts when a cancel comes too late (409)', async () => {
    const pending = mine(5, { segment_id: 10 });
    const { transfers, api, stop } = await signedInTutor([pending]);
    api.handlers.cancelTransfer = () => {
      throw new ApiError(409, 'shift_transfer_not_pending', 'Not pending');
    };
    api.handlers.transferOffers = () => ({ data: [], server_time: NOW });
    const shiftLoads = calls(api, 'currentShift');
    await transfers.cancel(pending);
    expect(transfers.notice).toEqual({ kind: 'cancelRefused', segmentId: 10 });
    expect(transfers.mine).toEqual([]);
    expect(calls(api, 'currentShift')).toBe(shiftLoads + 1);
    stop();
  });
});

describe('TransfersStore: picking', () => {
  it('should look up a candidate, wait for a yes, then take the segment and reload the shifts', async () => {
    const { transfers, api, stop } = await signedInTutor([offer(1)]);
    api.handlers.transferCandidate = () => ({ start_time: NOW + 2 * HOUR, end_time: NOW + 3 * HOUR });
    const looking = transfers.lookUp(101);
    expect(transfers.pick).toEqual({ segmentId: 101, step: 'checking', candidate: null });
    expect(await looking).toBe('success');
    expect(api.calls.at(-1)).toMatchObject({
      name: 'transferCandidate',
      options: { body: { shift_segment_id: 101 } },
    });
    expect(transfers.pick).toMatchObject({ step: 'confirm', candidate: { start_time: NOW + 2 * HOUR } });

    api.handlers.validateTransfer = () => ({
      shift: { id: 90, start_time: NOW + 2 * HOUR, end_time: NOW + 3 * HOUR },
      transfer: { id: 1, schedule_id: 101, transfered_to_user_id: ME, transfered_by_user_id: OTHER },
    });
    const shiftLoads = calls(api, 'currentShift');
    const taking = transfers.take(101);
    expect(transfers.pick?.step).toBe('taking');
    expect(await taking).toBe('success');
    expect(transfers.pick).toBeNull();
    expect(transfers.open).toEqual([]);
    expect(calls(api, 'currentShift')).toBe(shiftLoads + 1);
    stop();
  });

  it.each([
    [new ApiError(404, 'shift_transfer_not_found', 'Gone'), 'not-found'],
    [new ApiError(400, 'shift_transfer_rejected', 'Busy', { reason: 'sch-033' }), 'rejected'],
    [new ApiError(400, 'validation_failed', 'Bad'), 'unexpected'],
    [new NetworkError('offline'), 'unexpected'],
  ])('should end the pick with the spec outcome when the lookup fails with %o', async (error, outcome) => {
    const { transfers, api, stop } = await signedInTutor([offer(1)]);
    api.handlers.transferCandidate = () => {
      throw error;
    };
    expect(await transfers.lookUp(101)).toBe(outcome);
    expect(transfers.pick).toBeNull();
    stop();
  });

  it.each([
    [404, 'not-found'],
    [409, 'picked'],
    [500, 'unexpected'],
  ])(
    'should give the spec outcome when taking fails with %i, and reload the offers',
    async (code, outcome) => {
      const { transfers, api, stop } = await signedInTutor([offer(1)]);
      api.handlers.validateTransfer = () => {
        throw new ApiError(code, 'x', 'refused');
      };
      const offerLoads = calls(api, 'transferOffers');
      expect(await transfers.take(101)).toBe(outcome);
      expect(calls(api, 'transferOffers')).toBe(offerLoads + 1);
      stop();
    },
  );

  it('should send a lookup asked twice at once only once', async () => {
    const { transfers, api, stop } = await signedInTutor([offer(1)]);
    api.handlers.transferCandidate = () => ({ start_time: NOW + 2 * HOUR, end_time: NOW + 3 * HOUR });
    const [first, second] = await Promise.all([transfers.lookUp(101), transfers.lookUp(101)]);
    expect([first, second]).toEqual(['success', 'success']);
    expect(calls(api, 'transferCandidate')).toBe(1);
    transfers.dismissPick();
    expect(transfers.pick).toBeNull();
    stop();
  });
});

describe('TransfersStore: events', () => {
  it('should add, drop and replace offers as other tutors offer, cancel and pick them', async () => {
    const { transfers, realtime, stop } = await signedInTutor([]);
    realtime.last.emitFromServer('schedules.transfer.updated', {
      transfer: offer(1),
      cause: 'offered',
      at: NOW,
    });
    expect(transfers.open.map((row) => row.id)).toEqual([1]);
    realtime.last.emitFromServer('schedules.transfer.updated', {
      transfer: offer(1, { state_id: 3 }),
      cause: 'cancelled',
      at: NOW,
    });
    expect(transfers.open).toEqual([]);
    stop();
  });

  it('should tell me once, through the OS, when another tutor picks my offer, and reload my shifts', async () => {
    const pending = mine(5, { segment_id: 10 });
    const { transfers, api, realtime, notified, stop } = await signedInTutor([pending]);
    const shiftLoads = calls(api, 'currentShift');
    const picked = { ...pending, state_id: 2, transfered_to_user_id: OTHER };
    realtime.last.emitFromServer('schedules.transfer.updated', {
      transfer: picked,
      cause: 'picked',
      at: NOW,
    });
    // The same event again (the tutors' room and the tutor's own) is not a second notification.
    realtime.last.emitFromServer('schedules.transfer.updated', {
      transfer: picked,
      cause: 'picked',
      at: NOW,
    });
    await settle();
    expect(transfers.mine).toEqual([]);
    expect(transfers.pickedUp.map((row) => row.id)).toEqual([5]);
    expect(notified).toHaveLength(1);
    expect(notified[0]).toMatchObject({
      title: 'Your segment was picked up',
      tag: 'transfer-5-picked',
      path: '/tutor',
    });
    expect(notified[0]?.body).toContain('Tutoring Session');
    expect(calls(api, 'currentShift')).toBeGreaterThan(shiftLoads);
    transfers.dismissPickedUp(5);
    expect(transfers.pickedUp).toEqual([]);
    stop();
  });

  it("should not notify me of other tutors' picks", async () => {
    const { transfers, realtime, notified, stop } = await signedInTutor([offer(1)]);
    realtime.last.emitFromServer('schedules.transfer.updated', {
      transfer: offer(1, { state_id: 2, transfered_to_user_id: 99 }),
      cause: 'picked',
      at: NOW,
    });
    await settle();
    expect(transfers.open).toEqual([]);
    expect(notified).toEqual([]);
    stop();
  });

  it('should forget everything on sign-out', async () => {
    const { transfers, root, stop } = await signedInTutor([offer(1), mine(2)]);
    await root.session.signOut();
    await settle();
    expect(transfers.state).toBe('idle');
    expect(transfers.offers.size).toBe(0);
    stop();
  });
});
