import { Inject, Injectable } from '@nestjs/common';
import { JobHandler, type JobRun } from '../../platform/jobs/job-handler.decorator.js';
import { type BreakJobData, SHIFT_JOBS } from './break-timers.js';
import { fromSeconds } from './schedules.mapper.js';
import { SchedulesRepository } from './schedules.repository.js';
import { SchedulesService, type TimedDomainAction } from './schedules.service.js';

/**
 * Time-driven shift transitions as durable jobs. One-off jobs begin and end a booked break on time;
 * the minute sweep applies whatever is due and was not done (a lost job, a tutor who never punched in,
 * one still punched in after the end). Every transition goes through the state machine under the
 * shift's row lock, so a job delivered twice, or both instances sweeping the same minute, changes a
 * shift once: the later one is refused as already done and records nothing.
 */
@Injectable()
export class ShiftTransitionsJob {
  constructor(
    @Inject(SchedulesRepository) private readonly shifts: SchedulesRepository,
    @Inject(SchedulesService) private readonly schedules: SchedulesService,
  ) {}

  @JobHandler(SHIFT_JOBS.sweep, { every: '* * * * *' })
  async sweep({ now }: JobRun): Promise<void> {
    const due = await this.shifts.timedCandidates(fromSeconds(now));
    // A break ends before its shift is forced out, so the trail keeps their order.
    const actions: [number, TimedDomainAction][] = [
      ...due.breaksToEnd.map(({ shiftId, breakId }) => toBreak(shiftId, 'break_ends', breakId)),
      ...due.breaksToBegin.map(({ shiftId, breakId }) => toBreak(shiftId, 'break_begins', breakId)),
      ...due.notPunchedIn.map((shiftId): [number, TimedDomainAction] => [shiftId, { type: 'mark_mia' }]),
      ...due.stillPunchedIn.map((shiftId): [number, TimedDomainAction] => [shiftId, { type: 'force_out' }]),
    ];
    for (const [shiftId, action] of actions) await this.schedules.applyTimed(shiftId, action);
  }

  /** Early (a re-booked break) or late (the sweep was first): refused and dropped; the sweep has it. */
  @JobHandler(SHIFT_JOBS.breakBegins)
  async breakBegins({ data }: JobRun<BreakJobData>): Promise<void> {
    await this.schedules.applyTimed(data.shiftId, { type: 'break_begins', break_id: data.breakId });
  }

  @JobHandler(SHIFT_JOBS.breakEnds)
  async breakEnds({ data }: JobRun<BreakJobData>): Promise<void> {
    await this.schedules.applyTimed(data.shiftId, { type: 'break_ends', break_id: data.breakId });
  }
}

function toBreak(
  shiftId: number,
  type: 'break_begins' | 'break_ends',
  breakId: number,
): [number, TimedDomainAction] {
  return [shiftId, { type, break_id: breakId }];
}
