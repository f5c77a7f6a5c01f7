import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { NextEssay, TutorEssay } from '@lantern/shared/contracts/essays';
import { ESSAY_RESERVATION_SECONDS } from '@lantern/shared/domain/essays/essay-queue';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { JobHandler } from '../../platform/jobs/job-handler.decorator.js';
import { EssayAnnouncer } from './essay-announcer.js';
import { ESSAY_JOBS } from './essay-jobs.js';
import { EssaysRepository } from './essays.repository.js';
import { type EssayViewSource, toTutorEssay } from './essays.mapper.js';

/**
 * The tutors' essay queue, in the spec's order: the essay assigned to the tutor, else the one
 * reserved for them, else a new reservation of the essay due first in their languages. A
 * reservation holds for ESSAY_RESERVATION_SECONDS; past that the essay is anyone's again (the
 * reservation query treats it as free at once, and a minute's sweep clears it for the managers'
 * view). Rows are claimed with SKIP LOCKED, so no essay goes to two tutors.
 */
@Injectable()
export class EssayQueue {
  constructor(
    @Inject(Clock) private readonly clock: Clock,
    @Inject(EssaysRepository) private readonly essays: EssaysRepository,
    @Inject(EssayAnnouncer) private readonly announcer: EssayAnnouncer,
  ) {}

  async next(auth: AuthContext): Promise<NextEssay> {
    const now = this.clock.date();
    const until = new Date(now.getTime() + ESSAY_RESERVATION_SECONDS * 1000);
    const found = await this.essays.reserveNext(auth.userId, now, until);
    // New work only inside a writing-review segment; an essay already held can always be finished.
    if (found.outcome === 'not_in_segment')
      throw new AppError(
        403,
        ErrorCode.essayReviewNotInSegment,
        'New essays go to essay reviewers working in a writing-review segment',
      );
    if (found.outcome === 'none') return { state: 'none', essay: null };
    if (found.outcome === 'fresh') this.announcer.updated(found.essay, 'reserved');
    return {
      state: found.outcome === 'fresh' ? 'reserved' : found.outcome,
      essay: toTutorEssay(found.essay),
    };
  }

  async pickUp(auth: AuthContext, id: number): Promise<TutorEssay> {
    const essay = await this.essays.pickUp(id, auth.userId, this.clock.date());
    if (!essay)
      throw new AppError(
        409,
        ErrorCode.essayReservationLost,
        'This essay is no longer reserved for you: the reservation ran out or the student withdrew it. Ask for your next essay.',
      );
    this.announcer.updated(essay, 'picked_up');
    return toTutorEssay(essay);
  }

  @JobHandler(ESSAY_JOBS.releaseSweep, { every: '* * * * *' })
  async releaseExpired(): Promise<void> {
    for (const id of await this.essays.releaseExpired(this.clock.date()))
      this.announcer.updated(await this.load(id), 'released');
  }

  private async load(id: number): Promise<EssayViewSource> {
    const essay = await this.essays.findView(id);
    if (!essay) throw new AppError(404, ErrorCode.notFound, 'No such essay');
    return essay;
  }
}
