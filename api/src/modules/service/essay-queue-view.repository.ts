import { ESSAY_STATUS } from '@lantern/shared/domain/essays/essay-filters';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { QUEUE_ESSAY_COLUMNS, QUEUE_ESSAY_JOINS, type QueueEssayRow } from '../essays/queue-essay.query.js';

const OPEN_ESSAY = [ESSAY_STATUS.PENDING, ESSAY_STATUS.ASSIGNED];
const PRIORITISED_US = 'floor(extract(epoch from e.prioritised_at) * 1000000)::bigint';
const DUE_US = 'floor(extract(epoch from e.due_at) * 1000000)::bigint';

/** A row's place in the queue's order, exactly: the cursor a page ends on. */
export interface QueueCursor {
  /** Microseconds since the epoch; null for an essay not moved to the front. */
  prioritisedUs: string | null;
  dueUs: string;
  id: number;
}

/**
 * The rows after the cursor in the queue's order (`essay-queue-order`: moved to the front last
 * first, then soonest due, then id). Past an essay not moved to the front, only such essays follow.
 */
function after(cursor: QueueCursor | null): [string, unknown[]] {
  if (!cursor) return ['true', []];
  const rest = `(${DUE_US}, e.id) > (?::bigint, ?::int)`;
  if (cursor.prioritisedUs === null)
    return [`e.prioritised_at is null and ${rest}`, [cursor.dueUs, cursor.id]];
  return [
    `(e.prioritised_at is null or ${PRIORITISED_US} < ?::bigint or (${PRIORITISED_US} = ?::bigint and ${rest}))`,
    [cursor.prioritisedUs, cursor.prioritisedUs, cursor.dueUs, cursor.id],
  ];
}

export interface StatisticsRow {
  total: string;
  risk: string;
  in_progress: string;
  critical: string;
  created: string;
}

/** The managers' view of the essay queue: open essays in the queue's order, and their statistics. */
@Injectable()
export class EssayQueueViewRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  /** Open essays after the cursor, in the queue's order. */
  page(cursor: QueueCursor | null, limit: number): Promise<QueueEssayRow[]> {
    const [condition, values] = after(cursor);
    return this.em.execute<QueueEssayRow[]>(
      `select ${QUEUE_ESSAY_COLUMNS}
         from essays e ${QUEUE_ESSAY_JOINS}
        where e.status in (?) and ${condition}
        order by e.prioritised_at desc nulls last, e.due_at, e.id
        limit ?`,
      [OPEN_ESSAY, ...values, limit],
    );
  }

  async statistics(now: Date, since: Date, criticalUntil: Date, atRiskUntil: Date): Promise<StatisticsRow> {
    const [row] = await this.em.execute<StatisticsRow[]>(
      `select count(*) filter (where status in (?)) as total,
              count(*) filter (where status in (?) and due_at > ? and due_at <= ?) as risk,
              count(*) filter (where status = ?) as in_progress,
              count(*) filter (where status in (?) and due_at <= ?) as critical,
              count(*) filter (where created_at > ? and status <> ?) as created
         from essays
        where status in (?) or created_at > ?`,
      [
        OPEN_ESSAY,
        OPEN_ESSAY,
        criticalUntil,
        atRiskUntil,
        ESSAY_STATUS.ASSIGNED,
        OPEN_ESSAY,
        criticalUntil,
        since,
        ESSAY_STATUS.CANCELLED,
        OPEN_ESSAY,
        since,
      ],
    );
    return row ?? { total: '0', risk: '0', in_progress: '0', critical: '0', created: '0' };
  }
}
