import type {
  EssayQueuePage,
  EssayQueueQuery,
  EssayStatistics,
  QueueEssay,
} from '@lantern/shared/contracts/service';
import {
  ESSAY_AT_RISK_SECONDS_LEFT,
  ESSAY_CRITICAL_SECONDS_LEFT,
  essayRisk,
} from '@lantern/shared/domain/essays/essay-risk';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock.js';
import { EssayQueueViewRepository, type QueueRow } from './essay-queue-view.repository.js';
import { SUMMARY_WINDOW_SECONDS } from './service-summary.service.js';

// Raw rows carry the driver's timestamps (strings with MikroORM's PostgreSQL driver).
const seconds = (date: Date | string) => Math.floor(new Date(date).getTime() / 1000);
const secondsOrNull = (date: Date | string | null) => (date ? seconds(date) : null);
const personOrNull = (id: number | null, first: string | null, last: string | null) =>
  id === null ? null : { id, first_name: first ?? '', last_name: last ?? '' };

/** The essays queue for platform managers, and the superusers' essay statistics. */
@Injectable()
export class EssayQueueViewService {
  constructor(
    @Inject(Clock) private readonly clock: Clock,
    @Inject(EssayQueueViewRepository) private readonly queue: EssayQueueViewRepository,
  ) {}

  async page({ cursor, limit }: EssayQueueQuery): Promise<EssayQueuePage> {
    const now = this.clock.now();
    const [dueUs, id] = cursor ? cursor.split('.') : [];
    const rows = await this.queue.page(dueUs && id ? { dueUs, id: Number(id) } : null, limit + 1);
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    return {
      data: shown.map((row) => this.view(row, now)),
      next_cursor: rows.length > limit && last ? `${last.due_us}.${last.id}` : null,
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

  private view(row: QueueRow, now: number): QueueEssay {
    return {
      id: row.id,
      title: row.title,
      student: { id: row.student_id, first_name: row.student_first_name, last_name: row.student_last_name },
      language_id: row.language_id,
      status: row.status,
      created_at: seconds(row.created_at),
      due_at: seconds(row.due_at),
      risk: essayRisk(seconds(row.due_at), now),
      tutor: personOrNull(row.tutor_id, row.tutor_first_name, row.tutor_last_name),
      reserved_by: personOrNull(row.reserved_by_id, row.reserved_first_name, row.reserved_last_name),
      reserved_until: secondsOrNull(row.reserved_until),
      picked_up_at: secondsOrNull(row.picked_up_at),
    };
  }
}
