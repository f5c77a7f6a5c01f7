import type { Week } from '@lantern/shared/domain/availability/availability-week';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { Tutor } from '../users/entities/tutor.entity.js';
import { AvailabilityBlock } from './entities/availability-block.entity.js';
import { AvailabilityWeekConfirmation } from './entities/availability-week-confirmation.entity.js';
import { Availability } from './entities/availability.entity.js';

const at = (seconds: number) => new Date(seconds * 1000);

/** Queries only; decisions live in the service. */
@Injectable()
export class AvailabilityRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  tutor(userId: number, em: EntityManager = this.em): Promise<Tutor | null> {
    return em.findOne(Tutor, { user: userId });
  }

  /**
   * Locks the tutor's row until the transaction ends, so two saves of the same tutor's week run one
   * after the other and the weekly total is judged on what the first one left.
   */
  lockTutor(userId: number, em: EntityManager): Promise<Tutor | null> {
    return em.findOne(Tutor, { user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /** The week's live items: those starting in it and not deleted. */
  inWeek(userId: number, week: Week, em: EntityManager = this.em): Promise<Availability[]> {
    return em.find(
      Availability,
      { user: userId, isDeleted: false, startTime: { $gte: at(week.start), $lt: at(week.end) } },
      { orderBy: { startTime: 'asc', id: 'asc' } },
    );
  }

  fromWeekOn(userId: number, week: Week): Promise<Availability[]> {
    return this.em.find(
      Availability,
      { user: userId, isDeleted: false, startTime: { $gte: at(week.start) } },
      { orderBy: { startTime: 'asc', id: 'asc' } },
    );
  }

  /** The items with these ids, whoever's they are: the service tells the owner from anyone else. */
  byIds(ids: readonly number[], em: EntityManager = this.em): Promise<Availability[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return em.find(Availability, { id: { $in: [...ids] } });
  }

  confirmation(
    userId: number,
    week: Week,
    em: EntityManager = this.em,
  ): Promise<AvailabilityWeekConfirmation | null> {
    return em.findOne(AvailabilityWeekConfirmation, { user: userId, weekStart: at(week.start) });
  }

  blocks(userId: number): Promise<AvailabilityBlock[]> {
    return this.em.find(
      AvailabilityBlock,
      { user: userId },
      { orderBy: { dayOfWeek: 'asc', startMinute: 'asc' } },
    );
  }
}
