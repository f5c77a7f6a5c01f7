import { stateTakesNewSessions } from '@lantern/shared/domain/shifts/shift-states';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { JobHandler, type JobRun } from '../../platform/jobs/job-handler.decorator.js';
import { PresenceSignal } from '../presence/presence-signal.js';
import { ShiftStateSignal } from '../schedules/shift-state-signal.js';
import { AWAY_MOVE_ON_JOB, AwayTutors } from './away-tutors.js';
import { SessionMatcher } from './session-matcher.js';
import { SILENCE_JOB, SilentTutors } from './silent-tutors.js';

export const SESSION_JOBS = {
  /** Every minute: a safety net for a tutor whose seat opened on another instance or by the clock. */
  matchSweep: 'sessions.matching.sweep',
} as const;

/**
 * When matching runs besides a request and an end: a tutor starting work or coming back to their
 * console, and the minute sweep; the two-minute check of each new match for a silent tutor; and
 * the students of a tutor who went away, moved on when their minute is up.
 */
@Injectable()
export class SessionMatchingJob implements OnModuleInit {
  constructor(
    @Inject(SessionMatcher) private readonly matcher: SessionMatcher,
    @Inject(ShiftStateSignal) private readonly shifts: ShiftStateSignal,
    @Inject(SilentTutors) private readonly silent: SilentTutors,
    @Inject(PresenceSignal) private readonly presence: PresenceSignal,
    @Inject(AwayTutors) private readonly away: AwayTutors,
  ) {}

  onModuleInit() {
    this.shifts.onChange((change) => {
      if (stateTakesNewSessions(change.stateId)) void this.matcher.trigger();
    });
    this.matcher.onMatched((matched) => {
      for (const session of matched) void this.silent.watch(session);
    });
    this.presence.onChange((change) => {
      if (change.kind === 'went_away') void this.away.watch(change.userId, change.at);
      if (change.kind === 'came_back') void this.matcher.trigger();
    });
  }

  @JobHandler(SESSION_JOBS.matchSweep, { every: '* * * * *' })
  async sweep(): Promise<void> {
    await this.silent.requeueDue();
    await this.away.moveOnDue();
    await this.matcher.trigger();
  }

  @JobHandler(SILENCE_JOB)
  async checkSilence({ data }: JobRun<{ sessionId: number }>): Promise<void> {
    await this.silent.requeue(data.sessionId);
  }

  @JobHandler(AWAY_MOVE_ON_JOB)
  async moveOn({ data }: JobRun<{ sessionId: number }>): Promise<void> {
    await this.away.moveOn(data.sessionId);
  }
}
