import { ErrorCode } from '@lantern/shared/contracts/errors';
import type {
  Timesheet,
  TimesheetCorrection,
  TimesheetCorrectionResult,
  TimesheetQuery,
} from '@lantern/shared/contracts/timesheets';
import { isManagerRole } from '@lantern/shared/domain/roles/manager-roles';
import { isClientFacingSegmentType } from '@lantern/shared/domain/shifts/segment-status';
import { timesheet } from '@lantern/shared/domain/shifts/timesheet';
import { effectiveEntries } from '@lantern/shared/domain/shifts/timesheet-entries';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { ShiftEvent } from '../schedules/entities/shift-event.entity.js';
import { fromSeconds, toSeconds } from '../schedules/schedules.mapper.js';
import { SchedulesRepository } from '../schedules/schedules.repository.js';
import { stateColumns } from '../schedules/shift-changes.js';
import { CORRECTION_ACTION, readTrail } from './timesheet-trail.js';
import { TimesheetsRepository } from './timesheets.repository.js';

/** Timesheets built from the append-only pay trail, and managers' corrections appended to it. */
@Injectable()
export class TimesheetsService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(TimesheetsRepository) private readonly timesheets: TimesheetsRepository,
    @Inject(SchedulesRepository) private readonly shifts: SchedulesRepository,
  ) {}

  async timesheet(auth: AuthContext, query: TimesheetQuery): Promise<Timesheet> {
    if (query.tutor_id !== auth.userId && !isManagerRole(auth.role))
      throw new AppError(403, ErrorCode.forbidden, 'Tutors see only their own timesheet');
    const now = this.clock.now();
    const shifts = await this.timesheets.shiftsStarting(
      query.tutor_id,
      fromSeconds(query.from),
      fromSeconds(query.to),
    );
    const ids = shifts.map((shift) => shift.id);
    const [segments, events, breakKinds] = await Promise.all([
      this.timesheets.segmentsOf(ids),
      this.timesheets.trailOf(ids),
      this.timesheets.breakKindsOf(ids),
    ]);
    const trail = readTrail(events, breakKinds);
    const rows = timesheet(
      shifts.map((shift) => ({
        id: shift.id,
        start_time: toSeconds(shift.startTime),
        end_time: toSeconds(shift.endTime),
        segments: segments
          .filter((segment) => segment.shift.id === shift.id)
          .map((segment) => ({
            start_time: toSeconds(segment.startTime),
            end_time: toSeconds(segment.endTime),
            clientFacing: isClientFacingSegmentType(segment.typeName),
          })),
      })),
      [...trail.entries.values()],
      { start: query.from, end: query.to },
      now,
    );
    return {
      tutor_id: query.tutor_id,
      from: query.from,
      to: query.to,
      rows: rows.map((row) => ({
        ...row,
        shift_id: Number(row.shift_id),
        corrected: trail.correctedShifts.has(Number(row.shift_id)),
      })),
      server_time: now,
    };
  }

  /**
   * Appends a correction naming the entry it corrects, under the shift's lock so two managers
   * correcting the same entry at once cannot both supersede it. The original row is never touched.
   */
  async correct(auth: AuthContext, input: TimesheetCorrection): Promise<TimesheetCorrectionResult> {
    return this.em.transactional(async (em) => {
      const target = await this.timesheets.findEvent(input.event_id, em);
      if (!target) throw new AppError(404, ErrorCode.notFound, 'No such trail entry');
      const locked = await this.shifts.lockShift(target.shiftId, em);
      if (!locked) throw new AppError(404, ErrorCode.notFound, 'No such shift');

      const trail = readTrail(
        await this.timesheets.trailOf([target.shiftId], em),
        await this.timesheets.breakKindsOf([target.shiftId], em),
      );
      const id = String(target.id);
      if (!trail.entries.has(id))
        throw new AppError(
          422,
          ErrorCode.timesheetEventNotCorrectable,
          'Only punches and breaks can be corrected',
        );
      if (!effectiveEntries([...trail.entries.values()]).some((entry) => entry.id === id))
        throw new AppError(
          409,
          ErrorCode.timesheetEventSuperseded,
          'This entry has already been corrected: correct the latest correction instead',
        );

      const columns = stateColumns(locked);
      const correction = em.create(ShiftEvent, {
        shiftId: target.shiftId,
        tutorUserId: target.tutorUserId,
        actorUserId: auth.impersonator?.userId ?? auth.userId,
        actingAsUserId: auth.userId,
        actingAsRole: auth.role,
        at: this.clock.date(),
        app: null,
        action: CORRECTION_ACTION,
        before: columns,
        after: columns,
        details: { at: input.at, reason: input.reason },
        correctsEventId: target.id,
      });
      await em.flush();
      return {
        id: Number(correction.id),
        corrects_event_id: Number(target.id),
        shift_id: target.shiftId,
        tutor_id: target.tutorUserId,
        at: input.at,
        reason: input.reason,
        corrected_by: auth.impersonator?.userId ?? auth.userId,
        recorded_at: toSeconds(correction.at),
      };
    });
  }
}
