import { stateTakesNewSessions } from '@lantern/shared/domain/shifts/shift-states';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { JobHandler, type JobRun } from '../../platform/jobs/job-handler.decorator.js';
import { ShiftStateSignal } from '../schedules/shift-state-signal.js';
import { SessionMatcher } from './session-matcher.js';
import { SILENCE_JOB, SilentTutors } from './silent-tutors.js';

export const SESSION_JOBS = {
  /** Every minute: a safety net for a tutor whose seat opened on another instance or by the clock. */
  matchSweep: 'sessions.matching.sweep',
} as const;

/**
 * When matching runs besides a request and an end: a tutor starting work, and the minute sweep;
 * and the two-minute check of each new match for a silent tutor.
 */
@Injectable()
export class SessionMatchingJob implements OnModuleInit {
  constructor(
    @Inject(SessionMatcher) private readonly matcher: SessionMatcher,
    @Inject(ShiftStateSignal) private readonly shifts: ShiftStateSignal,
    @Inject(SilentTutors) private readonly silent: SilentTutors,
  ) {}

  onModuleInit() {
    this.shifts.onChange((change) => {
      if (stateTakesNewSessions(change.stateId)) void this.matcher.trigger();
    });
    this.matcher.onMatched((matched) => {
      for (const session of matched) void this.silent.watch(session);
    });
  }

  @JobHandler(SESSION_JOBS.matchSweep, { every: '* * * * *' })
  async sweep(): Promise<void> {
    await this.silent.requeueDue();
    await this.matcher.trigger();
  }

  @JobHandler(SILENCE_JOB)
  async checkSilence({ data }: JobRun<{ sessionId: number }>): Promise<void> {
    await this.silent.requeue(data.sessionId);
  }
}
