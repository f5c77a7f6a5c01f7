import { TRANSFER_REQUEST_STATE_IDS } from '@lantern/shared/domain/shifts/shift-constants';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { ShiftSegment } from '../schedules/entities/shift-segment.entity.js';
import { Tutor } from '../users/entities/tutor.entity.js';
import { ShiftTransferRequest } from './entities/shift-transfer-request.entity.js';

const { PENDING } = TRANSFER_REQUEST_STATE_IDS;
const POPULATE = ['segment', 'requestedBy'] as const;

/** Queries only; decisions live in the service. */
@Injectable()
export class TransfersRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  findSegment(segmentId: number): Promise<ShiftSegment | null> {
    return this.em.findOne(ShiftSegment, { id: segmentId });
  }

  findRequest(id: number, em: EntityManager = this.em): Promise<ShiftTransferRequest | null> {
    return em.findOne(ShiftTransferRequest, { id }, { populate: POPULATE });
  }

  /** The segment's most recent offer, whatever its state: it decides between not found and picked. */
  latestRequest(segmentId: number, em: EntityManager = this.em): Promise<ShiftTransferRequest | null> {
    return em.findOne(
      ShiftTransferRequest,
      { segment: segmentId },
      { populate: POPULATE, orderBy: { id: 'desc' } },
    );
  }

  /** Pending offers whose segment starts after `now`, soonest first. */
  pendingOffers(now: Date): Promise<ShiftTransferRequest[]> {
    return this.em.find(
      ShiftTransferRequest,
      { stateId: PENDING, segment: { startTime: { $gt: now } } },
      { populate: POPULATE, orderBy: { segment: { startTime: 'asc' }, id: 'asc' } },
    );
  }

  async isEssayReviewer(userId: number, em: EntityManager): Promise<boolean> {
    const tutor = await em.findOne(Tutor, { user: userId });
    return tutor?.essayReview ?? false;
  }

  /**
   * Moves a request out of pending only if it still is: of two tutors picking (or a pick racing a
   * cancel), the database lets exactly one through. True when this call made the change.
   */
  async resolve(
    id: number,
    change: { stateId: number; transferredTo?: number; resolvedAt: Date },
    em: EntityManager,
  ): Promise<boolean> {
    const changed = await em.nativeUpdate(ShiftTransferRequest, { id, stateId: PENDING }, change);
    return changed === 1;
  }
}
