import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { ClientApp } from '@lantern/shared/contracts/schedules';
import type {
  TransferCandidate,
  TransferOffers,
  TransferRequestView,
  ValidateTransfer,
} from '@lantern/shared/contracts/transfers';
import {
  INITIAL_SHIFT_STATE_ID,
  TRANSFER_REQUEST_STATE_IDS,
} from '@lantern/shared/domain/shifts/shift-constants';
import { canCancelTransferRequest, canOfferSegment } from '@lantern/shared/domain/shifts/shift-transfers';
import { type TransferPickRefusal, transferPickRefusal } from '@lantern/shared/domain/shifts/transfer-pick';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import { ShiftEvent } from '../schedules/entities/shift-event.entity.js';
import { ShiftState } from '../schedules/entities/shift-state.entity.js';
import { Shift } from '../schedules/entities/shift.entity.js';
import { toSeconds } from '../schedules/schedules.mapper.js';
import { type ShiftRecordSet, SchedulesRepository } from '../schedules/schedules.repository.js';
import { User } from '../users/entities/user.entity.js';
import { ShiftTransferRequest } from './entities/shift-transfer-request.entity.js';
import { toTransferOffer, toTransferRequestView } from './transfers.mapper.js';
import { TransfersRepository } from './transfers.repository.js';

const { PENDING, COMPLETED, CANCELLED } = TRANSFER_REQUEST_STATE_IDS;

function refusalError(refusal: TransferPickRefusal): AppError {
  if (refusal.status === 400)
    return new AppError(400, ErrorCode.shiftTransferRejected, refusal.message, { reason: refusal.reason });
  if (refusal.status === 409) return new AppError(409, ErrorCode.shiftTransferPicked, refusal.message);
  return new AppError(404, ErrorCode.shiftTransferNotFound, refusal.message);
}

/** Who a change is recorded as on the shift trail. */
const actorOf = (auth: AuthContext, app: ClientApp | null) => ({
  actorUserId: auth.impersonator?.userId ?? auth.userId,
  actingAsUserId: auth.userId,
  actingAsRole: auth.role,
  app,
});

/**
 * Shift transfers between tutors. Every change holds the offering tutor's shift state row (the
 * lock every change to a shift takes), and a request leaves pending only through a conditional
 * update, so two tutors picking the same offer give one winner and a pick racing a cancel one outcome.
 */
@Injectable()
export class TransfersService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(TransfersRepository) private readonly transfers: TransfersRepository,
    @Inject(SchedulesRepository) private readonly shifts: SchedulesRepository,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
  ) {}

  async offers(): Promise<TransferOffers> {
    const found = await this.transfers.pendingOffers(this.clock.date());
    return { data: found.map((request) => toTransferRequestView(request)), server_time: this.clock.now() };
  }

  /** The tutor offers one of their own segments that has not started, once at a time. */
  async offer(auth: AuthContext, segmentId: number, app: ClientApp | null): Promise<TransferRequestView> {
    const now = this.clock.now();
    const found = await this.transfers.findSegment(segmentId);
    if (!found) throw new AppError(404, ErrorCode.notFound, 'No such segment');
    const view = await this.em.transactional(async (em) => {
      const records = await this.shifts.lockShift(found.shift.id, em);
      const segment = records?.segments.find((candidate) => candidate.id === segmentId);
      // Checked under the lock: the segment may have been moved to someone else meanwhile.
      if (!records || !segment) throw new AppError(404, ErrorCode.notFound, 'No such segment');
      if (segment.user.id !== auth.userId)
        throw new AppError(403, ErrorCode.forbidden, 'Tutors offer only their own segments');
      const latest = await this.transfers.latestRequest(segmentId, em);
      const offerable = canOfferSegment(
        {
          start_time: toSeconds(segment.startTime),
          type_id: segment.typeId,
          transfer_pending: latest?.stateId === PENDING,
        },
        now,
      );
      if (!offerable)
        throw new AppError(
          409,
          ErrorCode.shiftTransferNotOfferable,
          'Only an upcoming work segment that is not already offered can be transferred.',
        );
      const request = em.create(ShiftTransferRequest, {
        segment,
        stateId: PENDING,
        requestedBy: em.getReference(User, auth.userId),
        createdAt: this.clock.date(),
      });
      await em.flush();
      this.appendTrail(em, records, auth, app, 'offer_segment_transfer', {
        event: 'transfer_offered',
        transfer_request_id: request.id,
        segment_id: segmentId,
      });
      await em.flush();
      return toTransferRequestView(await this.loaded(request, em));
    });
    this.announce(view, 'offered');
    return view;
  }

  /** The offering tutor withdraws a pending offer; once picked or cancelled it is history (409). */
  async cancel(auth: AuthContext, requestId: number, app: ClientApp | null): Promise<TransferRequestView> {
    const view = await this.em.transactional(async (em) => {
      const request = await this.transfers.findRequest(requestId, em);
      if (!request) throw new AppError(404, ErrorCode.shiftTransferNotFound, 'No such shift transfer');
      if (request.requestedBy.id !== auth.userId)
        throw new AppError(403, ErrorCode.forbidden, 'Tutors cancel only their own shift transfers');
      const records = await this.shifts.lockShift(request.segment.shift.id, em);
      const cancelled =
        canCancelTransferRequest(request.stateId) &&
        (await this.transfers.resolve(requestId, { stateId: CANCELLED, resolvedAt: this.clock.date() }, em));
      if (!cancelled)
        throw new AppError(
          409,
          ErrorCode.shiftTransferNotPending,
          'Only a pending shift transfer can be cancelled.',
        );
      if (records)
        this.appendTrail(em, records, auth, app, 'cancel_segment_transfer', {
          event: 'transfer_cancelled',
          transfer_request_id: requestId,
          segment_id: request.segment.id,
        });
      await em.flush();
      return toTransferRequestView(request, { stateId: CANCELLED });
    });
    this.announce(view, 'cancelled');
    return view;
  }

  /** Whether the signed-in tutor can take the segment offered: its times, or the spec's refusal. */
  async candidate(auth: AuthContext, segmentId: number): Promise<TransferCandidate> {
    const request = await this.mayPick(auth, await this.transfers.latestRequest(segmentId), this.em);
    return { start_time: toSeconds(request.segment.startTime), end_time: toSeconds(request.segment.endTime) };
  }

  /**
   * Takes the offered segment: in one transaction the request is completed (only if still pending)
   * and the segment moves to a new shift of the caller's, the offering tutor's shift shrinking to
   * what is left of it (or going, if nothing is). Both tutors' trails get a row.
   */
  async validate(auth: AuthContext, segmentId: number, app: ClientApp | null): Promise<ValidateTransfer> {
    const { result, view } = await this.em.transactional(async (em) => {
      // One tutor picking two overlapping offers at once is checked one pick after the other.
      await this.shifts.lockTutorSchedule(auth.userId, em);
      const offered = await this.mayPick(auth, await this.transfers.latestRequest(segmentId, em), em);
      const records = await this.shifts.lockShift(offered.segment.shift.id, em);
      const segment = records?.segments.find((candidate) => candidate.id === segmentId);
      const picked =
        records &&
        segment &&
        (await this.transfers.resolve(
          offered.id,
          { stateId: COMPLETED, transferredTo: auth.userId, resolvedAt: this.clock.date() },
          em,
        ));
      if (!picked)
        throw new AppError(
          409,
          ErrorCode.shiftTransferPicked,
          'This shift transfer has already been picked.',
        );

      const fromUserId = records.shift.user.id;
      const oldShiftId = records.shift.id;
      const taker = em.getReference(User, auth.userId);
      const shift = em.create(Shift, {
        user: taker,
        startTime: segment.startTime,
        endTime: segment.endTime,
        scheduleTypeId: records.shift.scheduleTypeId,
        createdAt: this.clock.date(),
      });
      em.create(ShiftState, { shift, stateId: INITIAL_SHIFT_STATE_ID, updatedAt: this.clock.date() });
      segment.shift = shift;
      segment.user = taker;
      await em.flush();

      const moved = { segment_id: segmentId, transfer_request_id: offered.id };
      const before = { user_id: fromUserId, shift_id: oldShiftId };
      const after = { user_id: auth.userId, shift_id: shift.id };
      this.appendTrail(
        em,
        records,
        auth,
        app,
        'transfer_segment_out',
        { event: 'segment_transferred_out', ...moved },
        before,
        after,
      );
      em.create(ShiftEvent, {
        shiftId: shift.id,
        tutorUserId: auth.userId,
        ...actorOf(auth, app),
        at: this.clock.date(),
        action: 'transfer_segment_in',
        before,
        after,
        details: { event: 'segment_transferred_in', ...moved },
      });
      this.shrinkLeftover(em, records, segmentId);
      await em.flush();
      return {
        result: {
          shift: { id: shift.id, start_time: toSeconds(shift.startTime), end_time: toSeconds(shift.endTime) },
          transfer: {
            id: offered.id,
            schedule_id: segmentId,
            transfered_to_user_id: auth.userId,
            transfered_by_user_id: fromUserId,
          },
        },
        view: toTransferRequestView(offered, { stateId: COMPLETED, transferredTo: auth.userId }),
      };
    });
    this.announce(view, 'picked');
    return result;
  }

  /** The offer when the caller may pick it; otherwise the spec's refusal (not found, picked, rejected). */
  private async mayPick(
    auth: AuthContext,
    request: ShiftTransferRequest | null,
    em: EntityManager,
  ): Promise<ShiftTransferRequest> {
    const offer = toTransferOffer(request);
    const shifts = offer
      ? await this.shifts.shiftsBetween(
          auth.userId,
          new Date(offer.start_time * 1000),
          new Date(offer.end_time * 1000),
          em,
        )
      : [];
    const refusal = transferPickRefusal(
      offer,
      {
        user_id: auth.userId,
        shifts: shifts.map((shift) => ({
          start_time: toSeconds(shift.startTime),
          end_time: toSeconds(shift.endTime),
        })),
        essay_reviewer: await this.transfers.isEssayReviewer(auth.userId, em),
      },
      this.clock.now(),
    );
    if (refusal) throw refusalError(refusal);
    // No offer is always a refusal; this only tells the compiler so.
    if (!request) throw new AppError(404, ErrorCode.shiftTransferNotFound, 'No such shift transfer');
    return request;
  }

  /**
   * The offering tutor's shift keeps the span of its remaining segments; with none left (the segment
   * was the whole shift, and had not started) the shift goes.
   */
  private shrinkLeftover(em: EntityManager, records: ShiftRecordSet, movedId: number): void {
    const left = records.segments.filter((segment) => segment.id !== movedId);
    const { shift } = records;
    if (
      left.length === 0 &&
      records.breaks.length === 0 &&
      records.state.stateId === INITIAL_SHIFT_STATE_ID
    ) {
      em.remove(records.state);
      em.remove(shift);
      return;
    }
    if (left.length === 0) return;
    if (!shift.punchIn)
      shift.startTime = new Date(Math.min(...left.map((segment) => segment.startTime.getTime())));
    shift.endTime = new Date(Math.max(...left.map((segment) => segment.endTime.getTime())));
  }

  private appendTrail(
    em: EntityManager,
    records: ShiftRecordSet,
    auth: AuthContext,
    app: ClientApp | null,
    action: string,
    details: Record<string, unknown>,
    before: Record<string, unknown> | null = null,
    after: Record<string, unknown> | null = null,
  ): void {
    em.create(ShiftEvent, {
      shiftId: records.shift.id,
      tutorUserId: records.shift.user.id,
      ...actorOf(auth, app),
      at: this.clock.date(),
      action,
      before,
      after,
      details,
    });
  }

  private async loaded(request: ShiftTransferRequest, em: EntityManager): Promise<ShiftTransferRequest> {
    await em.populate(request, ['segment', 'requestedBy']);
    return request;
  }

  /**
   * After the commit: every tutor signed in as one (an offer is anyone's to take, so their lists
   * follow it), both tutors concerned in whatever role they are signed in, and the managers.
   */
  private announce(view: TransferRequestView, cause: 'offered' | 'cancelled' | 'picked'): void {
    const payload = { transfer: view, cause, at: this.clock.now() };
    this.realtime.toRole('tutor', 'schedules.transfer.updated', payload);
    this.realtime.toUser(view.requested_by.id, 'schedules.transfer.updated', payload);
    if (view.transfered_to_user_id !== null)
      this.realtime.toUser(view.transfered_to_user_id, 'schedules.transfer.updated', payload);
    this.realtime.toManagers('schedules.transfer.updated', payload);
  }
}
