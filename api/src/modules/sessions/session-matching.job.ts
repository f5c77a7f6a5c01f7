import { stateTakesNewSessions } from '@lantern/shared/domain/shifts/shift-states';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { JobHandler } from '../../platform/jobs/job-handler.decorator.js';
import { ShiftStateSignal } from '../schedules/shift-state-signal.js';
import { SessionMatcher } from './session-matcher.js';

export const SESSION_JOBS = {
  /** Every minute: a safety net for a tutor whose seat opened on another instance or by the clock. */
  matchSweep: 'sessions.matching.sweep',
} as const;

/** When matching runs besides a request and an end: a tutor starting work, and the minute sweep. */
@Injectable()
export class SessionMatchingJob implements OnModuleInit {
  constructor(
    @Inject(SessionMatcher) private readonly matcher: SessionMatcher,
    @Inject(ShiftStateSignal) private readonly shifts: ShiftStateSignal,
  ) {}

  onModuleInit() {
    this.shifts.onChange((change) => {
      if (stateTakesNewSessions(change.stateId)) void this.matcher.trigger();
    });
  }

  @JobHandler(SESSION_JOBS.matchSweep, { every: '* * * * *' })
  async sweep(): Promise<void> {
    await this.matcher.trigger();
  }
}
