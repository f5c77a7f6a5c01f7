import type { StudentAnalyticsRow, StudentAnalyticsSort } from '@lantern/shared/contracts/student-analytics';
import { DASHBOARD_TIME_ZONE } from '@lantern/shared/domain/analytics/dashboard-range';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { pgArray } from '../../db/sql-arrays.js';
import type { Scope } from '../admin-dashboard/admin-dashboard.repository.js';
import { nameFilter } from './name-filter.js';

/** The dashboard's scope narrowed further: one of the caller's groups, a name, and an order. */
export interface StudentAnalyticsScope extends Scope {
  groupId?: number;
  search?: string;
  orderBy: StudentAnalyticsSort;
  direction: 'asc' | 'desc';
}

/** The name breaks ties (then the id), so pages never overlap. */
const ORDER: Record<StudentAnalyticsSort, string> = {
  name: 'lower(u.last_name) %dir, lower(u.first_name) %dir',
  school: 'lower(sch.name) %dir, lower(u.last_name), lower(u.first_name)',
  grade: 'g.position %dir nulls last, lower(u.last_name), lower(u.first_name)',
  sessions: 'sessions %dir, lower(u.last_name), lower(u.first_name)',
  essays: 'essays %dir, lower(u.last_name), lower(u.first_name)',
  last_activity: 'last_activity %dir nulls last, lower(u.last_name), lower(u.first_name)',
};

const TZ = `'${DASHBOARD_TIME_ZONE}'`;
type Row = StudentAnalyticsRow & { total?: number };

/** How long one CSV export may hold its cursor open, slow reader included. */
const CSV_TIME_LIMIT = '120s';
const CSV_BATCH = 1000;

@Injectable()
export class StudentAnalyticsRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  /**
   * The one per-student aggregate of student analytics (the page and the CSV both run it): every
   * active student of the scope, with their sessions and essays in the range and their last
   * activity in it, counted as the dashboard counts them. Each comes from two rows of the activity
   * rollups (`rollup_student_days`): the student's running totals at the range's last active day and
   * before its first, so a year costs what a day does (docs/architecture.md, "Activity rollups").
   */
  private studentAggregate(
    scope: StudentAnalyticsScope,
    withTotal: boolean,
  ): { sql: string; params: unknown[] } {
    const gradeFilter =
      scope.gradeIds === null
        ? scope.ungraded
          ? ''
          : 'and s.grade_id is not null'
        : `and (s.grade_id = any(?::int[])${scope.ungraded ? ' or s.grade_id is null' : ''})`;
    const names = nameFilter(scope.search, 'u');
    const group = scope.groupId
      ? 'and exists (select 1 from student_group_users gu where gu.group_id = ? and gu.user_id = u.id)'
      : '';
    const dir = scope.direction === 'desc' ? 'desc' : 'asc';
    const sql = `
      select u.id, u.first_name, u.last_name, u.username, u.school_id, sch.name as school_name, g.name as grade,
             (coalesce(upto.cum_sessions, 0) - coalesce(before.cum_sessions, 0))::int as sessions,
             (coalesce(upto.cum_essays, 0) - coalesce(before.cum_essays, 0))::int as essays,
             extract(epoch from case when upto.cum_counted_at >= (?::date)::timestamp at time zone ${TZ}
                                     then upto.cum_counted_at end)::int as last_activity
             ${withTotal ? ', count(*) over ()::int as total' : ''}
        from users u
        join students s on s.user_id = u.id
        join schools sch on sch.id = u.school_id
        left join grades g on g.id = s.grade_id
        left join lateral (select d.cum_sessions, d.cum_essays, d.cum_counted_at from rollup_student_days d
                            where d.student_id = u.id and d.day <= ?::date
                            order by d.day desc limit 1) upto on true
        left join lateral (select d.cum_sessions, d.cum_essays from rollup_student_days d
                            where d.student_id = u.id and d.day < ?::date
                            order by d.day desc limit 1) before on true
       where u.school_id = any(?::int[]) and u.deactivated_at is null and 'student' = any(u.roles)
         ${gradeFilter} ${group} ${names.where ? `and ${names.where}` : ''}
       order by ${ORDER[scope.orderBy].replaceAll('%dir', dir)}, u.id ${dir}`;
    const params = [
      scope.startDate,
      scope.endDate,
      scope.startDate,
      pgArray(scope.schoolIds),
      ...(scope.gradeIds === null ? [] : [pgArray(scope.gradeIds)]),
      ...(scope.groupId ? [scope.groupId] : []),
      ...names.params,
    ];
    return { sql, params };
  }

  /** One page of the aggregate and how many students it has in all. */
  async page(
    scope: StudentAnalyticsScope,
    limit: number,
    offset: number,
  ): Promise<{ rows: StudentAnalyticsRow[]; total: number }> {
    if (!scope.schoolIds.length) return { rows: [], total: 0 };
    const { sql, params } = this.studentAggregate(scope, true);
    const rows = await this.em.execute<Row[]>(`${sql} limit ? offset ?`, [...params, limit, offset]);
    // A page past the end has no row to carry the total: ask for the first one alone.
    const total =
      rows[0]?.total ??
      (offset > 0 ? ((await this.em.execute<Row[]>(`${sql} limit 1`, params))[0]?.total ?? 0) : 0);
    return { rows: rows.map(({ total: _total, ...row }) => row), total };
  }

  /**
   * Every row of the aggregate, at most `max`, handed over a batch at a time through a cursor so
   * an export of a whole district never sits in memory; the cursor lives in its own transaction,
   * bounded in time.
   */
  async stream(
    scope: StudentAnalyticsScope,
    max: number,
    onBatch: (rows: StudentAnalyticsRow[]) => Promise<void>,
  ): Promise<void> {
    if (!scope.schoolIds.length) return;
    const { sql, params } = this.studentAggregate(scope, false);
    await this.em.fork().transactional(async (em) => {
      await em.execute(`set local statement_timeout = '${CSV_TIME_LIMIT}'`);
      await em.execute(`set local idle_in_transaction_session_timeout = '${CSV_TIME_LIMIT}'`);
      await em.execute(`declare student_analytics_csv no scroll cursor for ${sql} limit ?`, [...params, max]);
      for (;;) {
        const rows = await em.execute<StudentAnalyticsRow[]>(`fetch ${CSV_BATCH} from student_analytics_csv`);
        if (rows.length) await onBatch(rows);
        if (rows.length < CSV_BATCH) break;
      }
      await em.execute('close student_analytics_csv');
    });
  }

  /** Of these schools, those in the district. */
  async schoolsInDistrict(schoolIds: number[], districtId: number): Promise<number[]> {
    const rows = await this.em.execute<{ id: number }[]>(
      `select id from schools where id = any(?::int[]) and district_id = ? order by id`,
      [pgArray(schoolIds), districtId],
    );
    return rows.map((row) => row.id);
  }

  /** The district most of these schools are in (an administrator's schools share one as a rule). */
  async districtOfSchools(schoolIds: number[]): Promise<{ id: number; name: string } | null> {
    const [row] = await this.em.execute<{ id: number; name: string }[]>(
      `select d.id, d.name from schools s join districts d on d.id = s.district_id
        where s.id = any(?::int[]) group by d.id, d.name order by count(*) desc, d.id limit 1`,
      [pgArray(schoolIds)],
    );
    return row ?? null;
  }

  /** Each school's grades (those its active students are in) and teachers. */
  async schoolFacets(
    schoolIds: number[],
  ): Promise<Map<number, { grade_ids: number[]; teacher_ids: number[] }>> {
    const rows = await this.em.execute<{ id: number; grade_ids: number[]; teacher_ids: number[] }[]>(
      `select sch.id,
              coalesce((select array_agg(distinct s.grade_id order by s.grade_id) from users u
                          join students s on s.user_id = u.id
                         where u.school_id = sch.id and u.deactivated_at is null and s.grade_id is not null),
                       '{}') as grade_ids,
              coalesce((select array_agg(u.id order by u.id) from users u
                         where 'teacher' = any(u.roles) and u.deactivated_at is null
                           and (u.school_id = sch.id or exists (select 1 from user_schools us
                                 where us.user_id = u.id and us.school_id = sch.id))), '{}') as teacher_ids
         from schools sch where sch.id = any(?::int[])`,
      [pgArray(schoolIds)],
    );
    return new Map(rows.map((row) => [row.id, { grade_ids: row.grade_ids, teacher_ids: row.teacher_ids }]));
  }
}
