import { Inject, Injectable } from '@nestjs/common';
import { JobHandler, type JobRun } from '../../platform/jobs/job-handler.decorator.js';
import { SAFETY_JOBS, SafetyEscalationsService } from './safety-escalations.service.js';

/**
 * Escalates self-harm items nobody acknowledged in time: a keyed job per item runs the second it
 * is due, and the minute sweep (once a minute across instances) catches any job that was lost.
 * Both only ask the service, which escalates each item once however many ask at the same time.
 */
@Injectable()
export class SafetyEscalationJob {
  constructor(@Inject(SafetyEscalationsService) private readonly escalations: SafetyEscalationsService) {}

  @JobHandler(SAFETY_JOBS.due)
  async due({ data, now }: JobRun<{ itemId: number }>): Promise<void> {
    await this.escalations.escalate(data.itemId, now);
  }

  @JobHandler(SAFETY_JOBS.sweep, { every: '* * * * *' })
  async sweep({ now }: Pick<JobRun, 'now'>): Promise<void> {
    await this.escalations.escalateDue(now);
  }
}
