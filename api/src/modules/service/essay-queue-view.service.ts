import type { EssayQueuePage, EssayQueueQuery, EssayStatistics } from '@lantern/shared/contracts/service';
import {
  ESSAY_AT_RISK_SECONDS_LEFT,
  ESSAY_CRITICAL_SECONDS_LEFT,
} from '@lantern/shared/domain/essays/essay-risk';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock.js';
import { toQueueEssay } from '../essays/queue-essay.query.js';
import { EssayQueueViewRepository, type QueueCursor } from './essay-queue-view.repository.js';
import { SUMMARY_WINDOW_SECONDS } from './service-summary.service.js';

/** The cursor a page ends on: `<moved to the front, µs, or empty>.<due, µs>.<id>`. */
function readCursor(cursor: string | undefined): QueueCursor | null {
  if (!cursor) return null;
  const [prioritisedUs, dueUs, id] = cursor.split('.');
  return { prioritisedUs: prioritisedUs || null, dueUs: dueUs!, id: Number(id) };
}

/** The essays queue for platform managers, and the superusers' essay statistics. */
@Injectable()
export class EssayQueueViewService {
  constructor(
    @Inject(Clock) private readonly clock: Clock,
    @Inject(EssayQueueViewRepository) private readonly queue: EssayQueueViewRepository,
  ) {}

  async page({ cursor, limit }: EssayQueueQuery): Promise<EssayQueuePage> {
    const now = this.clock.now();
    const rows = await this.queue.page(readCursor(cursor), limit + 1);
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    return {
      data: shown.map((row) => toQueueEssay(row, now)),
      next_cursor:
        rows.length > limit && last ? `${last.prioritised_us ?? ''}.${last.due_us}.${last.id}` : null,
    };
  }

  async statistics(): Promise<EssayStatistics> {
    const now = this.clock.now();
    const at = (offset: number) => new Date((now + offset) * 1000);
    const row = await this.queue.statistics(
      at(0),
      at(-SUMMARY_WINDOW_SECONDS),
      at(ESSAY_CRITICAL_SECONDS_LEFT),
      at(ESSAY_AT_RISK_SECONDS_LEFT),
    );
    return {
      total: Number(row.total),
      risk: Number(row.risk),
      in_progress: Number(row.in_progress),
      critical: Number(row.critical),
      new: Number(row.created),
    };
  }
}
