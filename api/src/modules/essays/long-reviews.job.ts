import { LONG_REVIEW_SECONDS } from '@lantern/shared/domain/essays/essay-queue';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock.js';
import { JobHandler } from '../../platform/jobs/job-handler.decorator.js';
import { ActionItemsService } from '../action-items/action-items.service.js';
import { ESSAY_JOBS } from './essay-jobs.js';
import { EssaysRepository } from './essays.repository.js';

const seconds = (value: string | Date) => Math.floor(new Date(value).getTime() / 1000);

/**
 * Every minute: a review open longer than LONG_REVIEW_SECONDS raises a "long essay review" item for
 * the managers. Each essay is claimed by one conditional update (`long_review_raised_at` still
 * empty), so however many instances sweep at once, an essay raises one item.
 */
@Injectable()
export class LongReviewsJob {
  constructor(
    @Inject(Clock) private readonly clock: Clock,
    @Inject(ActionItemsService) private readonly actionItems: ActionItemsService,
    @Inject(EssaysRepository) private readonly essays: EssaysRepository,
  ) {}

  @JobHandler(ESSAY_JOBS.longReviewSweep, { every: '* * * * *' })
  async raise(): Promise<void> {
    const now = this.clock.date();
    const since = new Date(now.getTime() - LONG_REVIEW_SECONDS * 1000);
    const claimed = await this.essays.claimLongReviews(now, since);
    for (const row of claimed)
      await this.actionItems.raiseLongEssayReview({
        essay_id: row.id,
        essay_title: row.title,
        tutor_user_id: row.tutor_id,
        tutor_first_name: row.first_name,
        picked_up_at: seconds(row.picked_up_at),
        due_at: seconds(row.due_at),
      });
  }
}
