import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { User } from '../users/entities/user.entity.js';
import { ShiftBreak } from '../schedules/entities/shift-break.entity.js';
import { ShiftEvent } from '../schedules/entities/shift-event.entity.js';
import { ShiftSegment } from '../schedules/entities/shift-segment.entity.js';
import { ShiftState } from '../schedules/entities/shift-state.entity.js';

export type DecidedStatus = 'approved' | 'rejected';

/** The trail actions that decide a break request or take the decision back. */
export const DECISION_ACTIONS = [
  'approve_break_request',
  'reject_break_request',
  'undo_break_decision',
] as const;

/** Queries only; decisions live in the service. */
@Injectable()
export class BreaksRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  /** Rest and meal breaks (not bio) starting inside the window, soonest first, with their tutor. */
  requests(filter: {
    kinds: readonly ('rest' | 'meal')[];
    status: ShiftBreak['status'];
    from: Date;
    to: Date;
  }): Promise<ShiftBreak[]> {
    return this.em.find(
      ShiftBreak,
      {
        kind: { $in: [...filter.kinds] },
        status: filter.status,
        startTime: { $gte: filter.from, $lte: filter.to },
      },
      { populate: ['shift.user'], orderBy: { startTime: 'asc', id: 'asc' } },
    );
  }

  findBreak(id: number, em: EntityManager = this.em): Promise<ShiftBreak | null> {
    return em.findOne(ShiftBreak, { id }, { populate: ['shift.user'] });
  }

  /**
   * Sets the decision only if the request is still pending: of two managers deciding at once, the
   * database lets exactly one through. True when this call made the change.
   */
  async decide(id: number, status: DecidedStatus, em: EntityManager): Promise<boolean> {
    const changed = await em.nativeUpdate(ShiftBreak, { id, status: 'pending' }, { status });
    return changed === 1;
  }

  /** Puts a decided request back to pending, only if it still holds the decision being undone. */
  async reopen(id: number, from: DecidedStatus, em: EntityManager): Promise<boolean> {
    const changed = await em.nativeUpdate(ShiftBreak, { id, status: from }, { status: 'pending' });
    return changed === 1;
  }

  /** Rest and meal breaks of any status starting inside the window, with their tutor. */
  breaksStarting(kinds: readonly ('rest' | 'meal')[], from: Date, to: Date): Promise<ShiftBreak[]> {
    return this.em.find(
      ShiftBreak,
      { kind: { $in: [...kinds] }, startTime: { $gte: from, $lte: to } },
      { populate: ['shift.user'] },
    );
  }

  /**
   * The decision steps on the shifts' trails, oldest first. Read by shift (the trail's index);
   * the caller keeps the steps of the breaks it asked about.
   */
  decisionSteps(shiftIds: readonly number[], em: EntityManager = this.em): Promise<ShiftEvent[]> {
    if (shiftIds.length === 0) return Promise.resolve([]);
    return em.find(
      ShiftEvent,
      { shiftId: { $in: [...shiftIds] }, action: { $in: [...DECISION_ACTIONS] } },
      { orderBy: { id: 'asc' } },
    );
  }

  usersOf(ids: readonly number[]): Promise<User[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.em.find(User, { id: { $in: [...ids] } });
  }

  /** States of the shifts of the given ids. */
  statesOf(shiftIds: readonly number[]): Promise<ShiftState[]> {
    if (shiftIds.length === 0) return Promise.resolve([]);
    return this.em.find(ShiftState, { shift: { $in: [...shiftIds] } });
  }

  /** Shifts starting by `startsBy` and ending after `endsAfter`, with their tutor, earliest first. */
  currentShiftStates(startsBy: Date, endsAfter: Date): Promise<ShiftState[]> {
    return this.em.find(
      ShiftState,
      { shift: { startTime: { $lte: startsBy }, endTime: { $gt: endsAfter } } },
      { populate: ['shift.user'], orderBy: { shift: { startTime: 'asc', id: 'asc' } } },
    );
  }

  segmentsOf(shiftIds: readonly number[]): Promise<ShiftSegment[]> {
    if (shiftIds.length === 0) return Promise.resolve([]);
    return this.em.find(ShiftSegment, { shift: { $in: [...shiftIds] } }, { orderBy: { startTime: 'asc' } });
  }

  /** Bio breaks begun and not yet ended on the given shifts. */
  runningBioBreaks(shiftIds: readonly number[]): Promise<ShiftBreak[]> {
    if (shiftIds.length === 0) return Promise.resolve([]);
    return this.em.find(ShiftBreak, {
      shift: { $in: [...shiftIds] },
      kind: 'bio',
      startedAt: { $ne: null },
      endedAt: null,
    });
  }
}
