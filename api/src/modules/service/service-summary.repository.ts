import { ESSAY_STATUS } from '@lantern/shared/domain/essays/essay-filters';
import { SHIFT_STATE_IDS } from '@lantern/shared/domain/shifts/shift-constants';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

const OPEN_ESSAY = [ESSAY_STATUS.PENDING, ESSAY_STATUS.ASSIGNED];
const HANDED_BACK = [ESSAY_STATUS.REVIEWED, ESSAY_STATUS.DOWNLOADED];
const REVIEW_SEGMENT_TYPES = ['Writing Review', 'Essay Review'];

export interface EssayCounts {
  late: number;
  critical: number;
  atRisk: number;
  queued: number;
  created: number;
  inProgress: number;
  reviewed: number;
  reviewedLate: number;
  averageReviewSeconds: number | null;
}

export interface SessionCounts {
  ongoing: number;
  total: number;
  missedIds: number[];
}

interface Window {
  now: Date;
  since: Date;
}

/**
 * The service summary's numbers, each family in one aggregate query (FILTER clauses over the rows
 * that can count: open essays, and what moved in the window), so the summary stays cheap with
 * thousands of essays and sessions.
 */
@Injectable()
export class ServiceSummaryRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async essays({ now, since }: Window, criticalSeconds: number, atRiskSeconds: number): Promise<EssayCounts> {
    const critical = new Date(now.getTime() + criticalSeconds * 1000);
    const atRisk = new Date(now.getTime() + atRiskSeconds * 1000);
    const [row] = await this.em.execute<Record<string, string | number | null>[]>(
      `select
         count(*) filter (where status in (?) and due_at <= ?) as late,
         count(*) filter (where status in (?) and due_at > ? and due_at <= ?) as critical,
         count(*) filter (where status in (?) and due_at > ? and due_at <= ?) as at_risk,
         count(*) filter (where status = ? and conversion_state = 'converted') as queued,
         count(*) filter (where created_at > ? and status <> ?) as created,
         count(*) filter (where status = ?) as in_progress,
         count(*) filter (where status in (?) and reviewed_at > ?) as reviewed,
         count(*) filter (where status in (?) and reviewed_at > ? and reviewed_at > due_at) as reviewed_late,
         avg(extract(epoch from reviewed_at - picked_up_at))
           filter (where status in (?) and reviewed_at > ? and picked_up_at is not null) as average_review
       from essays
       where status in (?) or created_at > ? or reviewed_at > ?`,
      [
        OPEN_ESSAY,
        now,
        OPEN_ESSAY,
        now,
        critical,
        OPEN_ESSAY,
        critical,
        atRisk,
        ESSAY_STATUS.PENDING,
        since,
        ESSAY_STATUS.CANCELLED,
        ESSAY_STATUS.ASSIGNED,
        HANDED_BACK,
        since,
        HANDED_BACK,
        since,
        HANDED_BACK,
        since,
        OPEN_ESSAY,
        since,
        since,
      ],
    );
    const number = (key: string) => Number(row?.[key] ?? 0);
    return {
      late: number('late'),
      critical: number('critical'),
      atRisk: number('at_risk'),
      queued: number('queued'),
      created: number('created'),
      inProgress: number('in_progress'),
      reviewed: number('reviewed'),
      reviewedLate: number('reviewed_late'),
      averageReviewSeconds: row?.average_review == null ? null : Number(row.average_review),
    };
  }

  async sessions({ since }: Window): Promise<SessionCounts> {
    const [row] = await this.em.execute<{ ongoing: string; total: string; missed: number[] | null }[]>(
      `select
         count(*) filter (where status in ('waiting', 'matched')) as ongoing,
         count(*) filter (where requested_at > ?) as total,
         array_agg(id order by id)
           filter (where requested_at > ? and status = 'ended' and matched_at is null) as missed
       from sessions
       where status in ('waiting', 'matched') or requested_at > ?`,
      [since, since, since],
    );
    return {
      ongoing: Number(row?.ongoing ?? 0),
      total: Number(row?.total ?? 0),
      missedIds: row?.missed ?? [],
    };
  }

  /** Essay reviewers punched in and working in a writing-review segment now. */
  async reviewersAtWork(now: Date): Promise<number> {
    const [row] = await this.em.execute<{ reviewers: string }[]>(
      `select count(distinct sh.user_id) as reviewers
         from shift_states st
         join shifts sh on sh.id = st.shift_id
         join tutors t on t.user_id = sh.user_id
        where st.state_id = ? and t.status = 'active' and t.essay_review
          and exists (select 1 from shift_segments seg
                       where seg.shift_id = sh.id and seg.type_name in (?)
                         and seg.start_time <= ? and seg.end_time > ?)`,
      [SHIFT_STATE_IDS.IN_PROGRESS, REVIEW_SEGMENT_TYPES, now, now],
    );
    return Number(row?.reviewers ?? 0);
  }
}
