import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import {
  FORCED_OUT_AFTER_END_SECONDS,
  LOCKOUT_AFTER_START_SECONDS,
  SHIFT_STATE_IDS,
} from '@lantern/shared/domain/shifts/shift-constants';
import { isPunchedInState } from '@lantern/shared/domain/shifts/shift-states';
import { ShiftBreak } from './entities/shift-break.entity.js';
import { ShiftSegment } from './entities/shift-segment.entity.js';
import { ShiftState } from './entities/shift-state.entity.js';
import { Shift } from './entities/shift.entity.js';

/** The first key of the advisory lock on a tutor's schedule; the second is their user id. */
const TUTOR_SCHEDULE_LOCK_SPACE = 7;

/** A shift with everything its status is judged from. */
export interface ShiftRecordSet {
  shift: Shift;
  state: ShiftState;
  segments: ShiftSegment[];
  breaks: ShiftBreak[];
}

/** Where a sweep looks for timed transitions; each list is only a candidate until the state machine agrees. */
export interface TimedCandidates {
  breaksToEnd: { shiftId: number; breakId: number }[];
  breaksToBegin: { shiftId: number; breakId: number }[];
  /** Shifts still upcoming past the lockout: MIA. */
  notPunchedIn: number[];
  /** Shifts still punched in past the forced-out time. */
  stillPunchedIn: number[];
}

/** Queries only; decisions live in the service. */
@Injectable()
export class SchedulesRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  /** The states of the tutor's shifts that have not ended more than `graceSeconds` before now, soonest first. */
  openShiftStates(userId: number, now: Date, graceSeconds: number): Promise<ShiftState[]> {
    return this.em.find(
      ShiftState,
      { shift: { user: userId, endTime: { $gt: new Date(now.getTime() - graceSeconds * 1000) } } },
      { populate: ['shift'], orderBy: { shift: { startTime: 'asc' } }, limit: 5 },
    );
  }

  async findShift(shiftId: number): Promise<ShiftRecordSet | null> {
    const state = await this.em.findOne(ShiftState, { shift: shiftId }, { populate: ['shift'] });
    return state ? this.details(state) : null;
  }

  /**
   * Holds the tutor's schedule lock until the transaction ends (a PostgreSQL advisory lock, so no
   * row of theirs is blocked): whatever gives a tutor a shift, or moves one, checks the tutor's other
   * shifts under it, so two at once cannot both pass the check and overlap.
   */
  async lockTutorSchedule(userId: number, em: EntityManager): Promise<void> {
    await em.execute('select pg_advisory_xact_lock(?, ?)', [TUTOR_SCHEDULE_LOCK_SPACE, userId]);
  }

  /** The user's shifts overlapping [start, end), apart from those in `except`. */
  shiftsBetween(
    userId: number,
    start: Date,
    end: Date,
    em: EntityManager,
    except: readonly number[] = [],
  ): Promise<Shift[]> {
    return em.find(Shift, {
      user: userId,
      startTime: { $lt: end },
      endTime: { $gt: start },
      ...(except.length ? { id: { $nin: [...except] } } : {}),
    });
  }

  /**
   * Locks the shift's state row until the transaction ends (SELECT ... FOR UPDATE), then loads the
   * rest: a second request for the same shift waits here and then sees the first one's result.
   */
  async lockShift(shiftId: number, em: EntityManager): Promise<ShiftRecordSet | null> {
    const state = await em.findOne(
      ShiftState,
      { shift: shiftId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['shift'] },
    );
    return state ? this.details(state, em) : null;
  }

  /**
   * Shifts that may be due for a timed transition at `now`: the time columns say it may be due, the
   * state machine decides under the row lock. Breaks are looked at only while their shift can still
   * be worked (until the forced-out time), so one that could never begin is not tried forever.
   */
  async timedCandidates(now: Date): Promise<TimedCandidates> {
    const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
    const forcedOutEnd = ago(FORCED_OUT_AFTER_END_SECONDS);
    const breakFilter = {
      kind: { $in: ['rest', 'meal'] as const },
      shift: { endTime: { $gt: forcedOutEnd } },
    };
    const toEnd = await this.em.find(ShiftBreak, {
      ...breakFilter,
      startedAt: { $ne: null },
      endedAt: null,
      endTime: { $lte: now },
    });
    const toBegin = await this.em.find(ShiftBreak, {
      ...breakFilter,
      status: 'approved',
      startedAt: null,
      startTime: { $lte: now },
    });
    const notPunchedIn = await this.em.find(ShiftState, {
      stateId: SHIFT_STATE_IDS.UPCOMING,
      shift: { startTime: { $lt: ago(LOCKOUT_AFTER_START_SECONDS) } },
    });
    const stillPunchedIn = await this.em.find(ShiftState, {
      stateId: { $in: Object.values(SHIFT_STATE_IDS).filter(isPunchedInState) },
      shift: { endTime: { $lte: forcedOutEnd } },
    });
    const shiftOf = (row: { shift: { id: number } }) => row.shift.id;
    return {
      breaksToEnd: toEnd.map((row) => ({ shiftId: shiftOf(row), breakId: row.id })),
      breaksToBegin: toBegin.map((row) => ({ shiftId: shiftOf(row), breakId: row.id })),
      notPunchedIn: notPunchedIn.map(shiftOf),
      stillPunchedIn: stillPunchedIn.map(shiftOf),
    };
  }

  async details(state: ShiftState, em: EntityManager = this.em): Promise<ShiftRecordSet> {
    // One after the other: inside a transaction both run on the same connection anyway.
    const segments = await em.find(ShiftSegment, { shift: state.shift }, { orderBy: { startTime: 'asc' } });
    const breaks = await em.find(ShiftBreak, { shift: state.shift }, { orderBy: { id: 'asc' } });
    return { shift: state.shift, state, segments, breaks };
  }
}
