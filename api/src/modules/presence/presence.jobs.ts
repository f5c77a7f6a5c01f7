import { Inject, Injectable } from '@nestjs/common';
import { JobHandler, type JobRun } from '../../platform/jobs/job-handler.decorator.js';
import { CONSOLE_LOST_JOB, type ConsoleLost, PresenceService } from './presence.service.js';

/** A lost console's check once its grace is over, and the minute's sweep behind it. */
@Injectable()
export class PresenceJobs {
  constructor(@Inject(PresenceService) private readonly presence: PresenceService) {}

  @JobHandler(CONSOLE_LOST_JOB)
  async consoleLost({ data }: JobRun<ConsoleLost>): Promise<void> {
    await this.presence.consoleLost(data);
  }

  @JobHandler('presence.consoles.sweep', { every: '* * * * *' })
  async sweep(): Promise<void> {
    await this.presence.sweep();
  }
}
