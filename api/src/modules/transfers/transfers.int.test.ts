import {
  transferCandidateOutcome,
  transferValidateOutcome,
} from '@lantern/shared/domain/shifts/shift-transfers';
import { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { failure, type HttpSession } from '../../../test/http-session.js';
import {
  type ClientSocket,
  freshDay,
  nextEvent,
  ready,
  type SegmentPlan,
  shiftFor as scheduledShift,
  signIn,
  useShiftTestApp,
} from '../../../test/shift-test-kit.js';
import { ShiftEvent } from '../schedules/entities/shift-event.entity.js';
import { ShiftSegment } from '../schedules/entities/shift-segment.entity.js';
import { Shift } from '../schedules/entities/shift.entity.js';
import { ShiftTransferRequest } from './entities/shift-transfer-request.entity.js';

const HOUR = 3600;

const { t, sockets } = useShiftTestApp();

const em = () => t.app.get(MikroORM).em.fork();

/** A shift for `username` starting `startsIn` seconds from now; returns its segments' ids in order. */
async function shiftFor(
  username: string,
  startsIn: number,
  segments: SegmentPlan = [
    { type: 'Tutoring Session', minutes: 60 },
    { type: 'Tutoring Session', minutes: 60 },
  ],
) {
  const shiftId = await scheduledShift(t, username, startsIn, segments);
  const rows = await em().find(ShiftSegment, { shift: shiftId }, { orderBy: { startTime: 'asc' } });
  return { shiftId, segmentIds: rows.map((row) => row.id) };
}

const transferUpdated = (socket: ClientSocket) => nextEvent(socket, 'schedules.transfer.updated');

const offer = (session: HttpSession, id: number) =>
  session.api.call('offerSegmentTransfer', { params: { id } });
const validate = (session: HttpSession, id: number) =>
  session.api.call('validateTransfer', { params: { id } });
const candidate = (session: HttpSession, id: number) =>
  session.api.call('transferCandidate', { body: { shift_segment_id: id } });

describe('shift transfers: offer and pick', () => {
  it('should move an offered segment to the tutor who picks it, with a trail row for each and the sockets told', async () => {
    freshDay(t);
    const { shiftId, segmentIds } = await shiftFor('tutor', 2 * HOUR);
    const [kept, offered] = segmentIds as [number, number];
    const owner = await signIn(t, 'tutor');
    const taker = await signIn(t, 'tutor.jordan');
    const manager = await signIn(t, 'manager');
    const ownerId = (await owner.api.call('me')).id;
    const takerId = (await taker.api.call('me')).id;

    const request = await offer(owner, offered);
    expect(request).toMatchObject({ state_id: 1, segment_id: offered, transfered_to_user_id: null });
    const offers = await taker.api.call('transferOffers');
    expect(offers.data.map((row) => row.id)).toContain(request.id);

    const start = t.clock.now() + 3 * HOUR;
    expect(await candidate(taker, offered)).toEqual({ start_time: start, end_time: start + HOUR });

    const ownerSocket = sockets.connect(owner.accessToken);
    const takerSocket = sockets.connect(taker.accessToken);
    const managerSocket = sockets.connect(manager.accessToken);
    await Promise.all([ready(ownerSocket), ready(takerSocket), ready(managerSocket)]);
    const heard = Promise.all([ownerSocket, takerSocket, managerSocket].map(transferUpdated));

    const taken = await validate(taker, offered);
    expect(taken.transfer).toEqual({
      id: request.id,
      schedule_id: offered,
      transfered_to_user_id: takerId,
      transfered_by_user_id: ownerId,
    });
    expect(taken.shift).toMatchObject({ start_time: start, end_time: start + HOUR });
    for (const payload of await heard)
      expect(payload).toMatchObject({
        cause: 'picked',
        transfer: { id: request.id, state_id: 2, transfered_to_user_id: takerId },
      });

    const fork = em();
    const moved = await fork.findOneOrFail(ShiftSegment, { id: offered }, { populate: ['shift'] });
    expect(moved.user.id).toBe(takerId);
    expect(moved.shift.id).toBe(taken.shift.id);
    expect(moved.shift.user.id).toBe(takerId);
    const left = await fork.findOneOrFail(ShiftSegment, { id: kept });
    expect(left.user.id).toBe(ownerId);
    // The owner's shift now ends where the segment they kept ends.
    const ownerShift = await fork.findOneOrFail(Shift, { id: shiftId });
    expect(ownerShift.endTime.getTime() / 1000).toBe(start);

    const outRows = await fork.find(ShiftEvent, { shiftId, action: 'transfer_segment_out' });
    const inRows = await fork.find(ShiftEvent, { shiftId: taken.shift.id, action: 'transfer_segment_in' });
    expect(outRows).toHaveLength(1);
    expect(inRows).toHaveLength(1);
    expect(outRows[0]).toMatchObject({ tutorUserId: ownerId, actorUserId: takerId });
    expect(inRows[0]).toMatchObject({
      tutorUserId: takerId,
      actorUserId: takerId,
      before: { user_id: ownerId, shift_id: shiftId },
      after: { user_id: takerId, shift_id: taken.shift.id },
    });

    // Anyone coming later is told it was picked.
    const late = await failure(candidate(await signIn(t, 'tutor.amira'), offered));
    expect(transferValidateOutcome(late.status)).toBe('picked');
  });

  it('should give one winner when two tutors pick the same transfer at once', async () => {
    freshDay(t);
    const { shiftId, segmentIds } = await shiftFor('tutor', 2 * HOUR, [
      { type: 'Tutoring Session', minutes: 60 },
    ]);
    const offered = segmentIds[0] as number;
    const owner = await signIn(t, 'tutor');
    await offer(owner, offered);
    const jordan = await signIn(t, 'tutor.jordan');
    const amira = await signIn(t, 'tutor.amira');

    const results = await Promise.allSettled([validate(jordan, offered), validate(amira, offered)]);
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result) => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const refusal = (lost[0] as PromiseRejectedResult).reason as { status: number; code: string };
    expect(refusal).toMatchObject({ status: 409, code: 'shift_transfer_picked' });
    expect(transferValidateOutcome(refusal.status)).toBe('picked');

    const winnerShift = (won[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof validate>>>).value.shift;
    const fork = em();
    const moved = await fork.findOneOrFail(ShiftSegment, { id: offered }, { populate: ['shift'] });
    expect(moved.shift.id).toBe(winnerShift.id);
    // The segment was the owner's whole shift, so that shift is gone.
    expect(await fork.count(Shift, { id: shiftId })).toBe(0);
    expect(
      await fork.count(ShiftEvent, { action: 'transfer_segment_in', details: { segment_id: offered } }),
    ).toBe(1);
  });
});

describe('shift transfers: every tutor told', () => {
  it('should tell a tutor who is neither offering nor taking of each offer, cancel and pick, so open lists stay live', async () => {
    freshDay(t);
    const { segmentIds } = await shiftFor('tutor', 2 * HOUR);
    const [first, second] = segmentIds as [number, number];
    const owner = await signIn(t, 'tutor');
    const bystander = sockets.connect((await signIn(t, 'tutor.amira')).accessToken);
    await ready(bystander);

    let heard = transferUpdated(bystander);
    const request = await offer(owner, first);
    expect(await heard).toMatchObject({ cause: 'offered', transfer: { id: request.id, state_id: 1 } });

    heard = transferUpdated(bystander);
    await owner.api.call('cancelTransfer', { params: { id: request.id } });
    expect(await heard).toMatchObject({ cause: 'cancelled', transfer: { id: request.id, state_id: 3 } });

    const again = await offer(owner, second);
    heard = transferUpdated(bystander);
    await validate(await signIn(t, 'tutor.jordan'), second);
    expect(await heard).toMatchObject({ cause: 'picked', transfer: { id: again.id, state_id: 2 } });
  });
});

describe('shift transfers: one tutor picking overlapping offers', () => {
  it('should let a tutor picking two overlapping offers at once take only one (the other is sch-033)', async () => {
    freshDay(t);
    const first = await shiftFor('tutor', 2 * HOUR, [{ type: 'Tutoring Session', minutes: 60 }]);
    const second = await shiftFor('tutor.amira', 2 * HOUR + 30 * 60, [
      { type: 'Tutoring Session', minutes: 60 },
    ]);
    await offer(await signIn(t, 'tutor'), first.segmentIds[0] as number);
    await offer(await signIn(t, 'tutor.amira'), second.segmentIds[0] as number);
    const jordan = await signIn(t, 'tutor.jordan');

    const results = await Promise.allSettled([
      validate(jordan, first.segmentIds[0] as number),
      validate(jordan, second.segmentIds[0] as number),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ status: 400, details: { reason: 'sch-033' } });
  });
});

describe('shift transfers: cancel and refusals', () => {
  it('should cancel a pending offer, after which it is not found, and refuse cancelling it twice', async () => {
    freshDay(t);
    const { segmentIds } = await shiftFor('tutor', 2 * HOUR);
    const offered = segmentIds[1] as number;
    const owner = await signIn(t, 'tutor');
    const request = await offer(owner, offered);

    const cancelled = await owner.api.call('cancelTransfer', { params: { id: request.id } });
    expect(cancelled.state_id).toBe(3);
    const taker = await signIn(t, 'tutor.jordan');
    const gone = await failure(validate(taker, offered));
    expect(gone.status).toBe(404);
    expect(transferValidateOutcome(gone.status)).toBe('not-found');
    expect(transferCandidateOutcome((await failure(candidate(taker, offered))).status)).toBe('not-found');
    const again = await failure(owner.api.call('cancelTransfer', { params: { id: request.id } }));
    expect(again).toMatchObject({ status: 409, code: 'shift_transfer_not_pending' });
    // Cancelled, it can be offered again; the spec's POST with action cancel cancels it too.
    const again2 = await offer(owner, offered);
    expect(again2.state_id).toBe(1);
    const posted = await owner.api.call('transferAction', {
      params: { id: again2.id },
      body: { action: 'cancel' },
    });
    expect(posted.state_id).toBe(3);
  });

  it('should let a segment with offers be deleted (as a manager does), its offers going with it', async () => {
    freshDay(t);
    const { segmentIds } = await shiftFor('tutor', 2 * HOUR);
    const offered = segmentIds[1] as number;
    const request = await offer(await signIn(t, 'tutor'), offered);
    const fork = em();
    await fork.nativeDelete(ShiftSegment, { id: offered });
    expect(await fork.count(ShiftTransferRequest, { id: request.id })).toBe(0);
  });

  it("should refuse offering someone else's segment (403) and cancelling someone else's offer (403)", async () => {
    freshDay(t);
    const { segmentIds } = await shiftFor('tutor', 2 * HOUR);
    const other = await signIn(t, 'tutor.jordan');
    expect((await failure(offer(other, segmentIds[0] as number))).status).toBe(403);
    const request = await offer(await signIn(t, 'tutor'), segmentIds[0] as number);
    expect((await failure(other.api.call('cancelTransfer', { params: { id: request.id } }))).status).toBe(
      403,
    );
  });

  it('should refuse offering an ongoing or past segment, and a segment already offered', async () => {
    freshDay(t);
    const { segmentIds } = await shiftFor('tutor', -30 * 60);
    const [ongoing, upcoming] = segmentIds as [number, number];
    const owner = await signIn(t, 'tutor');
    const refused = await failure(offer(owner, ongoing));
    expect(refused).toMatchObject({ status: 409, code: 'shift_transfer_not_offerable' });
    const past = await shiftFor('tutor', -3 * HOUR);
    expect(await failure(offer(owner, past.segmentIds[1] as number))).toMatchObject({ status: 409 });
    await offer(owner, upcoming);
    expect(await failure(offer(owner, upcoming))).toMatchObject({
      status: 409,
      code: 'shift_transfer_not_offerable',
    });
  });

  it('should reject (sch-033) the tutor who offered it and a tutor already working then', async () => {
    freshDay(t);
    const { segmentIds } = await shiftFor('tutor', 2 * HOUR);
    const offered = segmentIds[1] as number;
    const owner = await signIn(t, 'tutor');
    await offer(owner, offered);
    const own = await failure(candidate(owner, offered));
    expect(own).toMatchObject({
      status: 400,
      code: 'shift_transfer_rejected',
      details: { reason: 'sch-033' },
    });
    await shiftFor('tutor.jordan', 3 * HOUR + 30 * 60, [{ type: 'Tutoring Session', minutes: 60 }]);
    const busy = await failure(validate(await signIn(t, 'tutor.jordan'), offered));
    expect(transferCandidateOutcome(busy.status, (busy.details as { reason: string }).reason)).toBe(
      'rejected',
    );
    expect((await em().findOneOrFail(ShiftSegment, { id: offered })).user.id).toBe(
      (await owner.api.call('me')).id,
    );
  });
});
