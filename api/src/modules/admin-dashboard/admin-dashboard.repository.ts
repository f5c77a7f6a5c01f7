import type { DashboardFilterData } from '@lantern/shared/contracts/admin-dashboard';
import type { AnalyticsGrouping } from '@lantern/shared/domain/analytics/grouping';
import { DASHBOARD_TIME_ZONE } from '@lantern/shared/domain/analytics/dashboard-range';
import { ESSAY_STATUS } from '@lantern/shared/domain/essays/essay-filters';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { pgArray } from '../../db/sql-arrays.js';
import { wholeMonths } from './whole-months.js';

export interface School {
  id: number;
  name: string;
}

/** Who is counted: the students of these schools, in these grades, over these New York days. */
export interface Scope {
  schoolIds: number[];
  startDate: string;
  endDate: string;
  /** Null: every grade. */
  gradeIds: number[] | null;
  /** Whether students with no grade are counted. */
  ungraded: boolean;
}

const TZ = `'${DASHBOARD_TIME_ZONE}'`;
const HOURLY = `to_char(date_trunc('hour', %at at time zone ${TZ}), 'YYYY-MM-DD"T"HH24')`;
const DAY_BUCKET: Record<Exclude<AnalyticsGrouping, 'hourly'>, string> = {
  daily: `to_char(period, 'YYYY-MM-DD')`,
  // PostgreSQL weeks start on Monday, as the shared `weekStart` does.
  weekly: `to_char(date_trunc('week', period), 'YYYY-MM-DD')`,
};

/** The cohorts a scope counts (current school; grade, 0 = none), on any table keyed by them. */
function cohorts(scope: Scope, alias = ''): { sql: string; params: unknown[] } {
  const grades =
    scope.gradeIds === null
      ? scope.ungraded
        ? ''
        : `and ${alias}grade_key <> 0`
      : `and (${alias}grade_key = any(?::int[])${scope.ungraded ? ` or ${alias}grade_key = 0` : ''})`;
  return {
    sql: `${alias}school_id = any(?::int[]) ${grades}`,
    params: [pgArray(scope.schoolIds), ...(scope.gradeIds === null ? [] : [pgArray(scope.gradeIds)])],
  };
}

/**
 * The cohort rows covering a scope's days: month rows for the whole months inside the range, day
 * rows for the rest, so a year reads about twelve rows per cohort and topic instead of 365.
 */
function periods(scope: Scope): { sql: string; params: unknown[] } {
  const months = wholeMonths(scope.startDate, scope.endDate);
  const who = cohorts(scope);
  return {
    sql: `${who.sql} and ((kind = 'm' and period >= ?::date and period < ?::date)
            or (kind = 'd' and period between ?::date and ?::date and not (period >= ?::date and period < ?::date)))`,
    params: [...who.params, months.from, months.to, scope.startDate, scope.endDate, months.from, months.to],
  };
}

/** Students active (a counted session or essay) on a day of the scope's range. */
function active(scope: Scope): { sql: string; params: unknown[] } {
  const who = cohorts(scope);
  return {
    sql: `${who.sql} and active_days && daterange(?::date, ?::date, '[]')`,
    params: [...who.params, scope.startDate, scope.endDate],
  };
}

/**
 * A single day's sessions and essays by the hour, read from the rows of that day by their time
 * indexes: the one view finer than the rollups' days (docs/architecture.md, "Activity rollups").
 * The student's cohort (current school and grade) is their `rollup_students` row. Sessions handed
 * on to another tutor count once, as the session they became; cancelled essays and held content
 * are not counted.
 */
function hourly(scope: Scope): { sql: string; params: unknown[] } {
  const who = cohorts(scope, 'r.');
  const window = (column: string) =>
    `${column} >= (?::date)::timestamp at time zone ${TZ} and ${column} < (?::date + 1)::timestamp at time zone ${TZ}`;
  const sql = `
    select 'session' as kind, ${HOURLY.replace('%at', 's.requested_at')} as bucket
      from sessions s join rollup_students r on r.student_id = s.student_id and ${who.sql}
     where ${window('s.requested_at')} and s.status <> 'transferred'
       and not exists (select 1 from content_holds h where h.kind = 'session' and h.target_id = s.id)
    union all
    select 'essay', ${HOURLY.replace('%at', 'e.created_at')}
      from essays e join rollup_students r on r.student_id = e.student_id and ${who.sql}
     where ${window('e.created_at')} and e.status <> ${ESSAY_STATUS.CANCELLED}
       and not exists (select 1 from content_holds h where h.kind = 'essay' and h.target_id = e.id)`;
  const part = [...who.params, scope.startDate, scope.endDate];
  return { sql, params: [...part, ...part] };
}

@Injectable()
export class AdminDashboardRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  /** An administrator's own schools: their main school and those they were added to. */
  administratorSchools(userId: number): Promise<School[]> {
    return this.em.execute<School[]>(
      `select s.id, s.name from schools s
        where s.id = (select school_id from users where id = ?)
           or exists (select 1 from user_schools us where us.user_id = ? and us.school_id = s.id)
        order by s.name, s.id`,
      [userId, userId],
    );
  }

  /** A district manager's district: their own, or their main school's. */
  async managerDistrict(userId: number): Promise<DashboardFilterData['district']> {
    const [row] = await this.em.execute<{ id: number; name: string }[]>(
      `select d.id, d.name from users u
         left join schools sch on sch.id = u.school_id
         join districts d on d.id = coalesce(u.district_id, sch.district_id)
        where u.id = ?`,
      [userId],
    );
    return row ?? null;
  }

  async district(districtId: number): Promise<DashboardFilterData['district']> {
    const [row] = await this.em.execute<{ id: number; name: string }[]>(
      `select id, name from districts where id = ?`,
      [districtId],
    );
    return row ?? null;
  }

  districtSchools(districtId: number): Promise<School[]> {
    return this.em.execute<School[]>(`select id, name from schools where district_id = ? order by name, id`, [
      districtId,
    ]);
  }

  allSchools(): Promise<School[]> {
    return this.em.execute<School[]>(`select id, name from schools order by name, id`);
  }

  grades(): Promise<{ id: number; name: string }[]> {
    return this.em.execute(`select id, name from grades order by position, id`);
  }

  async quickStats(scope: Scope): Promise<{ sessions: number; essays: number; students: number }> {
    const counted = periods(scope);
    const students = active(scope);
    const [row] = await this.em.execute<{ sessions: number; essays: number; students: number }[]>(
      `select coalesce(sum(sessions), 0)::int as sessions, coalesce(sum(essays), 0)::int as essays,
              (select count(*) from rollup_students where ${students.sql})::int as students
         from rollup_cohort_periods where ${counted.sql}`,
      [...students.params, ...counted.params],
    );
    return row ?? { sessions: 0, essays: 0, students: 0 };
  }

  totalUsage(
    scope: Scope,
    grouping: AnalyticsGrouping,
  ): Promise<{ bucket: string; sessions: number; essays: number }[]> {
    if (grouping === 'hourly') {
      const { sql, params } = hourly(scope);
      return this.em.execute(
        `select bucket, count(*) filter (where kind = 'session')::int as sessions,
                count(*) filter (where kind = 'essay')::int as essays
           from (${sql}) a group by bucket order by bucket`,
        params,
      );
    }
    const who = cohorts(scope);
    return this.em.execute(
      `select ${DAY_BUCKET[grouping]} as bucket, sum(sessions)::int as sessions, sum(essays)::int as essays
         from rollup_cohort_periods
        where ${who.sql} and kind = 'd' and period between ?::date and ?::date
        group by 1 order by 1`,
      [...who.params, scope.startDate, scope.endDate],
    );
  }

  /** Active students per school of the scope, with each school's licensed (active) students. */
  usageBySchool(
    scope: Scope,
  ): Promise<{ school_id: number; school_name: string; active: number; licensed: number }[]> {
    const students = active(scope);
    return this.em.execute(
      `select s.id as school_id, s.name as school_name, coalesce(a.active, 0)::int as active,
              s.student_count as licensed
         from schools s
         left join (select school_id, count(*) as active from rollup_students where ${students.sql}
                     group by school_id) a on a.school_id = s.id
        where s.id = any(?::int[])
        order by s.name, s.id`,
      [...students.params, pgArray(scope.schoolIds)],
    );
  }

  sessionsAndTopics(
    scope: Scope,
    limit: number,
  ): Promise<{ subject: string; topic: string | null; sessions: number; total: number }[]> {
    // Every grade, the ungraded too: the school's rows, all grades together.
    const everyGrade = scope.gradeIds === null && scope.ungraded;
    const counted = periods(scope);
    return this.em.execute(
      `select sub.name as subject, tp.name as topic, sum(c.sessions)::int as sessions,
              sum(sum(c.sessions)) over ()::int as total
         from (select subject_id, topic_key, sum(sessions) as sessions
                 from ${everyGrade ? 'rollup_school_topics' : 'rollup_cohort_topics'}
                where ${counted.sql} group by 1, 2 having sum(sessions) > 0) c
         join subjects sub on sub.id = c.subject_id
         left join topics tp on tp.id = c.topic_key
        group by sub.name, tp.name
        order by sessions desc, sub.name, tp.name nulls last
        limit ?`,
      [...counted.params, limit],
    );
  }
}
