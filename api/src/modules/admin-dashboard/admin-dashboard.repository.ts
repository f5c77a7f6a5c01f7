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
  /** Null: no group filter; otherwise only members of these (the caller's own, checked) groups. */
  groupIds: number[] | null;
}

/**
 * The group filter on its own, so it joins any query over students: members of the chosen groups
 * (`student`: the column holding the student's id). Empty when no group is chosen.
 */
export function groupMembersFilter(scope: Scope, student: string): { sql: string; params: unknown[] } {
  if (!scope.groupIds) return { sql: '', params: [] };
  return {
    sql: `and ${student} in (select user_id from student_group_users where group_id = any(?::int[]))`,
    params: [pgArray(scope.groupIds)],
  };
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
  const groups = groupMembersFilter(scope, 'student_id');
  return {
    sql: `${who.sql} ${groups.sql} and active_days && daterange(?::date, ?::date, '[]')`,
    params: [...who.params, ...groups.params, scope.startDate, scope.endDate],
  };
}

/**
 * A group's members' days of the range, with their current cohort: a group is any set of students,
 * so its numbers come from the per-student rollups rather than the cohorts' (`table`: the
 * per-student-and-day table read, as `d`).
 */
function memberDays(scope: Scope, table: 'rollup_student_days' | 'rollup_student_topics') {
  const who = cohorts(scope, 'r.');
  const groups = groupMembersFilter(scope, 'r.student_id');
  return {
    sql: `${table} d join rollup_students r on r.student_id = d.student_id and ${who.sql} ${groups.sql}
          where d.day between ?::date and ?::date`,
    params: [...who.params, ...groups.params, scope.startDate, scope.endDate],
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
  const cohort = cohorts(scope, 'r.');
  const groups = groupMembersFilter(scope, 'r.student_id');
  const who = { sql: `${cohort.sql} ${groups.sql}`, params: [...cohort.params, ...groups.params] };
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

/**
 * The rows whose sessions and essays a scope sums: its cohorts' periods, or with a group its
 * members' days (`from`, aliased `d`).
 */
function countedDays(scope: Scope): { from: string; params: unknown[] } {
  if (scope.groupIds) {
    const days = memberDays(scope, 'rollup_student_days');
    return { from: days.sql, params: days.params };
  }
  const counted = periods(scope);
  return { from: `rollup_cohort_periods d where ${counted.sql}`, params: counted.params };
}

/** The topic rows a scope sums, as `countedDays` (every grade reads the schools' own rows, a fifth as many). */
function topicRows(scope: Scope): { from: string; params: unknown[] } {
  if (scope.groupIds) {
    const days = memberDays(scope, 'rollup_student_topics');
    return { from: days.sql, params: days.params };
  }
  const everyGrade = scope.gradeIds === null && scope.ungraded;
  const counted = periods(scope);
  return {
    from: `${everyGrade ? 'rollup_school_topics' : 'rollup_cohort_topics'} d where ${counted.sql}`,
    params: counted.params,
  };
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
    const counted = countedDays(scope);
    const students = active(scope);
    const [row] = await this.em.execute<{ sessions: number; essays: number; students: number }[]>(
      `select coalesce(sum(d.sessions), 0)::int as sessions, coalesce(sum(d.essays), 0)::int as essays,
              (select count(*) from rollup_students where ${students.sql})::int as students
         from ${counted.from}`,
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
    const days = scope.groupIds ? memberDays(scope, 'rollup_student_days') : null;
    const who = cohorts(scope);
    const rows = days
      ? { from: days.sql, params: days.params, period: 'd.day' }
      : {
          from: `rollup_cohort_periods d where ${who.sql} and kind = 'd' and period between ?::date and ?::date`,
          params: [...who.params, scope.startDate, scope.endDate],
          period: 'd.period',
        };
    return this.em.execute(
      `select ${DAY_BUCKET[grouping].replaceAll('period', rows.period)} as bucket,
              sum(d.sessions)::int as sessions, sum(d.essays)::int as essays
         from ${rows.from}
        group by 1 order by 1`,
      rows.params,
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

  /**
   * With a group filter, the students a school's share is measured against: the chosen groups'
   * active members in each school (grades as the scope says), not every licensed student.
   */
  async groupMembersBySchool(scope: Scope): Promise<Map<number, number>> {
    const groups = groupMembersFilter(scope, 'u.id');
    if (!groups.sql) return new Map();
    const grades =
      scope.gradeIds === null
        ? scope.ungraded
          ? ''
          : 'and st.grade_id is not null'
        : `and (st.grade_id = any(?::int[])${scope.ungraded ? ' or st.grade_id is null' : ''})`;
    const rows = await this.em.execute<{ school_id: number; n: number }[]>(
      `select u.school_id, count(*)::int as n
         from users u join students st on st.user_id = u.id ${grades}
        where u.deactivated_at is null and u.school_id = any(?::int[]) ${groups.sql}
        group by u.school_id`,
      [
        ...(scope.gradeIds === null ? [] : [pgArray(scope.gradeIds)]),
        pgArray(scope.schoolIds),
        ...groups.params,
      ],
    );
    return new Map(rows.map((row) => [row.school_id, row.n]));
  }
  sessionsAndTopics(
    scope: Scope,
    limit: number,
  ): Promise<{ subject: string; topic: string | null; sessions: number; total: number }[]> {
    const topics = topicRows(scope);
    return this.em.execute(
      `select sub.name as subject, tp.name as topic, sum(c.sessions)::int as sessions,
              sum(sum(c.sessions)) over ()::int as total
         from (select d.subject_id, d.topic_key, sum(d.sessions) as sessions
                 from ${topics.from} group by 1, 2 having sum(d.sessions) > 0) c
         join subjects sub on sub.id = c.subject_id
         left join topics tp on tp.id = c.topic_key
        group by sub.name, tp.name
        order by sessions desc, sub.name, tp.name nulls last
        limit ?`,
      [...topics.params, limit],
    );
  }
}
