import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { JobsService } from '../../platform/jobs/jobs.service.js';
import { LOGGER } from '../../platform/logging/logger.js';
import type { ShiftBreak } from './entities/shift-break.entity.js';
import { toSeconds } from './schedules.mapper.js';

export const SHIFT_JOBS = {
  /** Every minute: whatever is due and was not done by a one-off job. */
  sweep: 'schedules.transitions.sweep',
  breakBegins: 'schedules.break.begins',
  breakEnds: 'schedules.break.ends',
} as const;

export interface BreakJobData {
  shiftId: number;
  breakId: number;
}

/**
 * Queues the one-off jobs that begin and end an approved rest or meal break on the minute. Keyed by
 * break and time: a second approval (or instance) queues nothing more, and a break moved to another
 * time queues again. Callers call it after their transaction commits.
 */
@Injectable()
export class BreakTimers {
  constructor(
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async schedule(shiftId: number, breaks: readonly ShiftBreak[]): Promise<void> {
    for (const entity of breaks) {
      if (entity.kind === 'bio' || entity.status !== 'approved' || entity.startedAt) continue;
      const data: BreakJobData = { shiftId, breakId: entity.id };
      const begins = toSeconds(entity.startTime);
      try {
        await this.jobs.send(SHIFT_JOBS.breakBegins, data, { runAt: begins, key: `${entity.id}@${begins}` });
        if (!entity.endTime) continue;
        const ends = toSeconds(entity.endTime);
        await this.jobs.send(SHIFT_JOBS.breakEnds, data, { runAt: ends, key: `${entity.id}@${ends}` });
      } catch (error) {
        // The break is booked either way; the minute sweep begins and ends it, a minute late at most.
        this.logger.warn({ err: error, component: 'schedules', breakId: entity.id }, 'break jobs not queued');
      }
    }
  }
}
