import { ErrorCode } from '@lantern/shared/contracts/errors';
import type {
  SegmentTypeView,
  ShiftList,
  ShiftSchedule,
  ShiftScheduleQuery,
  ShiftsQuery,
  ShiftStatus,
} from '@lantern/shared/contracts/schedules';
import { SEGMENT_TYPES } from '@lantern/shared/domain/shifts/segment-types';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { PresenceTrail } from '../presence/presence-trail.js';
import { Tutor } from '../users/entities/tutor.entity.js';
import { ShiftBreak } from './entities/shift-break.entity.js';
import { ShiftSegment } from './entities/shift-segment.entity.js';
import { ShiftState } from './entities/shift-state.entity.js';
import { fromSeconds, toSeconds, toShiftStatus } from './schedules.mapper.js';
import { SchedulesRepository } from './schedules.repository.js';

/**
 * What managers and tutors read of shifts: a tutor's own list, the whole schedule with each shift's
 * absences, and the segment types. The edits are ManagerShiftsService's.
 */
@Injectable()
export class ShiftReads {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(SchedulesRepository) private readonly shifts: SchedulesRepository,
    @Inject(PresenceTrail) private readonly presence: PresenceTrail,
  ) {}

  /** The segment types, from the shared rule: the same list for the console, the tutor's app and the API. */
  segmentTypes(): SegmentTypeView[] {
    return SEGMENT_TYPES.map((type) => ({ ...type }));
  }

  async list(auth: AuthContext, query: ShiftsQuery): Promise<ShiftList> {
    if (auth.role === 'tutor' && query.user_id !== auth.userId)
      throw new AppError(403, ErrorCode.forbidden, 'Tutors list only their own shifts');
    const states = await this.em.find(
      ShiftState,
      {
        shift: {
          user: query.user_id,
          startTime: { $gte: fromSeconds(query.from), $lt: fromSeconds(query.to) },
        },
      },
      { populate: ['shift'], orderBy: { shift: { startTime: 'asc' } } },
    );
    const now = this.clock.now();
    const shifts: ShiftStatus[] = [];
    for (const state of states) shifts.push(toShiftStatus(await this.shifts.details(state), now));
    return { shifts, server_time: now };
  }

  /** Every tutor, and every shift overlapping the window with its segments and absences: five queries, however many shifts. */
  async schedule(query: ShiftScheduleQuery): Promise<ShiftSchedule> {
    const tutors = await this.em.find(
      Tutor,
      {},
      { populate: ['user'], orderBy: { user: { lastName: 'asc', firstName: 'asc' } } },
    );
    const states = await this.em.find(
      ShiftState,
      { shift: { startTime: { $lt: fromSeconds(query.to) }, endTime: { $gt: fromSeconds(query.from) } } },
      { populate: ['shift'], orderBy: { shift: { startTime: 'asc' } } },
    );
    const ids = states.map((state) => state.shift.id);
    const segments = ids.length
      ? await this.em.find(ShiftSegment, { shift: { $in: ids } }, { orderBy: { startTime: 'asc' } })
      : [];
    const breaks = ids.length
      ? await this.em.find(ShiftBreak, { shift: { $in: ids } }, { orderBy: { id: 'asc' } })
      : [];
    const segmentsOf = byShift(segments);
    const breaksOf = byShift(breaks);
    const now = this.clock.now();
    const absences = await this.presence.absences(
      states.map(({ shift }) => ({
        id: shift.id,
        user_id: shift.user.id,
        end_time: toSeconds(shift.endTime),
        punch_out: shift.punchOut ? toSeconds(shift.punchOut) : null,
      })),
      now,
    );
    return {
      tutors: tutors.map((tutor) => ({
        id: tutor.user.id,
        name: `${tutor.user.firstName} ${tutor.user.lastName}`,
        active: tutor.status === 'active',
      })),
      shifts: states.map(
        (state) =>
          toShiftStatus(
            {
              shift: state.shift,
              state,
              segments: segmentsOf.get(state.shift.id) ?? [],
              breaks: breaksOf.get(state.shift.id) ?? [],
            },
            now,
          ).shift,
      ),
      absences,
      server_time: now,
    };
  }
}

function byShift<T extends { shift: { id: number } }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.shift.id, [...(groups.get(row.shift.id) ?? []), row]);
  return groups;
}
