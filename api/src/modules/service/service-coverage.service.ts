import type { ServiceCoverage } from '@lantern/shared/contracts/service-coverage';
import {
  type CoverageShift,
  isLateToPunchIn,
  isWaitingTooLong,
  LATE_PUNCH_IN_GRACE_SECONDS,
  LONG_WAIT_SECONDS,
  nextCoverageChange,
} from '@lantern/shared/domain/service/coverage';
import { isLockedOut } from '@lantern/shared/domain/shifts/shift-timing';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock.js';
import { ServiceCoverageRepository, type ShiftTimesRecord } from './service-coverage.repository.js';

const seconds = (date: Date | string) => Math.floor(new Date(date).getTime() / 1000);

// The repository only returns shifts nobody punched into.
const timesOf = (row: ShiftTimesRecord): CoverageShift => ({
  start_time: seconds(row.start_time),
  end_time: seconds(row.end_time),
  state_id: row.state_id,
  punch_in: null,
});

export interface CoverageReading {
  coverage: ServiceCoverage;
  /** When the clock alone next changes the lists (unix seconds), or null. */
  nextChangeAt: number | null;
}

/** The action center's Coverage tab: tutors late to punch in and students waiting too long, now. */
@Injectable()
export class ServiceCoverageService {
  constructor(
    @Inject(Clock) private readonly clock: Clock,
    @Inject(ServiceCoverageRepository) private readonly rows: ServiceCoverageRepository,
  ) {}

  async coverage(): Promise<ServiceCoverage> {
    return (await this.read()).coverage;
  }

  async read(): Promise<CoverageReading> {
    const at = this.clock.now();
    const now = new Date(at * 1000);
    const [shifts, next, waiting] = await Promise.all([
      this.rows.unpunchedShifts(now),
      this.rows.nextStart(now),
      this.rows.waitingSessions(),
    ]);
    const begun = shifts.map((row) => ({ row, shift: timesOf(row) }));
    const waits = waiting.map((row) => ({ row, since: seconds(row.requested_at) }));
    const coverage: ServiceCoverage = {
      late_tutors: begun
        .filter(({ shift }) => isLateToPunchIn(shift, at))
        .map(({ row, shift }) => ({
          user_id: row.user_id,
          name: `${row.first_name} ${row.last_name}`,
          shift_id: row.shift_id,
          start_time: shift.start_time,
          end_time: shift.end_time,
          segment_type: row.segment_type,
          locked_out: isLockedOut(shift, at),
        })),
      waiting_students: waits
        .filter(({ since }) => isWaitingTooLong(since, at))
        .map(({ row, since }) => ({
          session_id: row.session_id,
          student_first_name: row.student_first_name,
          subject_id: row.subject_id,
          subject: row.subject,
          requested_at: since,
        })),
      thresholds: { late_grace_seconds: LATE_PUNCH_IN_GRACE_SECONDS, long_wait_seconds: LONG_WAIT_SECONDS },
      at,
    };
    const watched = [...begun.map(({ shift }) => shift), ...(next ? [timesOf(next)] : [])];
    return {
      coverage,
      nextChangeAt: nextCoverageChange(
        { shifts: watched, waitingSince: waits.map(({ since }) => since) },
        at,
      ),
    };
  }
}
