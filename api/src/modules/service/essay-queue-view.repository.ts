import { ESSAY_STATUS } from '@lantern/shared/domain/essays/essay-filters';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

const OPEN_ESSAY = [ESSAY_STATUS.PENDING, ESSAY_STATUS.ASSIGNED];

export interface QueueRow {
  id: number;
  title: string;
  status: number;
  language_id: number;
  created_at: string;
  due_at: string;
  /** Microseconds since the epoch: the cursor's exact position. */
  due_us: string;
  reserved_until: string | null;
  picked_up_at: string | null;
  student_id: number;
  student_first_name: string;
  student_last_name: string;
  tutor_id: number | null;
  tutor_first_name: string | null;
  tutor_last_name: string | null;
  reserved_by_id: number | null;
  reserved_first_name: string | null;
  reserved_last_name: string | null;
}

export interface StatisticsRow {
  total: string;
  risk: string;
  in_progress: string;
  critical: string;
  created: string;
}

/** The managers' view of the essay queue: open essays by due time, and their statistics. */
@Injectable()
export class EssayQueueViewRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  /** Open essays after the cursor (due time in microseconds, then id), soonest due first. */
  page(after: { dueUs: string; id: number } | null, limit: number): Promise<QueueRow[]> {
    return this.em.execute<QueueRow[]>(
      `select e.id, e.title, e.status, e.language_id, e.created_at, e.due_at,
              floor(extract(epoch from e.due_at) * 1000000)::bigint::text as due_us,
              e.reserved_until, e.picked_up_at,
              s.id as student_id, s.first_name as student_first_name, s.last_name as student_last_name,
              t.id as tutor_id, t.first_name as tutor_first_name, t.last_name as tutor_last_name,
              r.id as reserved_by_id, r.first_name as reserved_first_name, r.last_name as reserved_last_name
         from essays e
         join users s on s.id = e.student_id
         left join users t on t.id = e.tutor_id
         left join users r on r.id = e.reserved_by_id
        where e.status in (?)
          and (? :: bigint is null
               or (floor(extract(epoch from e.due_at) * 1000000)::bigint, e.id) > (?::bigint, ?::int))
        order by e.due_at, e.id
        limit ?`,
      [OPEN_ESSAY, after?.dueUs ?? null, after?.dueUs ?? 0, after?.id ?? 0, limit],
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
