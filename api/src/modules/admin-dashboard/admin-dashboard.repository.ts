import type { DashboardFilterData } from '@lantern/shared/contracts/admin-dashboard';
import type { AnalyticsGrouping } from '@lantern/shared/domain/analytics/grouping';
import { DASHBOARD_TIME_ZONE } from '@lantern/shared/domain/analytics/dashboard-range';
import { ESSAY_STATUS } from '@lantern/shared/domain/essays/essay-filters';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { pgArray } from '../../db/sql-arrays.js';

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
const BUCKET: Record<AnalyticsGrouping, string> = {
  hourly: `to_char(date_trunc('hour', %at at time zone ${TZ}), 'YYYY-MM-DD"T"HH24')`,
  daily: `to_char(date_trunc('day', %at at time zone ${TZ}), 'YYYY-MM-DD')`,
  // PostgreSQL weeks start on Monday, as the shared `weekStart` does.
  weekly: `to_char(date_trunc('week', %at at time zone ${TZ}), 'YYYY-MM-DD')`,
};

/**
 * The activity rows of a scope: one per session and one per essay, each with its student and when.
 * Read from `sessions` and `essays` by their time indexes (never from messages); a student counts
 * for the school and grade they are in now. Sessions handed on to another tutor count once, as the
 * session they became; cancelled essays and anything a superuser holds are not counted.
 */
function activity(scope: Scope, grouping?: AnalyticsGrouping): { sql: string; params: unknown[] } {
  const gradeFilter =
    scope.gradeIds === null
      ? scope.ungraded
        ? ''
        : 'and st.grade_id is not null'
      : `and (st.grade_id = any(?::int[])${scope.ungraded ? ' or st.grade_id is null' : ''})`;
  const gradeParams = scope.gradeIds === null ? [] : [pgArray(scope.gradeIds)];
  const window = (column: string) =>
    `${column} >= (?::date)::timestamp at time zone ${TZ} and ${column} < (?::date + 1)::timestamp at time zone ${TZ}`;
  const bucket = (column: string) =>
    grouping ? `, ${BUCKET[grouping].replace('%at', column)} as bucket` : '';
  const groups = groupMembersFilter(scope, 'u.id');
  const students = `join users u on u.id = %student and u.school_id = any(?::int[]) ${groups.sql}
                    join students st on st.user_id = u.id ${gradeFilter}`;
  const sql = `
    select 'session' as kind, s.id, s.student_id, u.school_id${bucket('s.requested_at')}
      from sessions s ${students.replace('%student', 's.student_id')}
     where ${window('s.requested_at')} and s.status <> 'transferred'
       and not exists (select 1 from content_holds h where h.kind = 'session' and h.target_id = s.id)
    union all
    select 'essay', e.id, e.student_id, u.school_id${bucket('e.created_at')}
      from essays e ${students.replace('%student', 'e.student_id')}
     where ${window('e.created_at')} and e.status <> ${ESSAY_STATUS.CANCELLED}
       and not exists (select 1 from content_holds h where h.kind = 'essay' and h.target_id = e.id)`;
  const part = [pgArray(scope.schoolIds), ...groups.params, ...gradeParams, scope.startDate, scope.endDate];
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
    const { sql, params } = activity(scope);
    const [row] = await this.em.execute<{ sessions: number; essays: number; students: number }[]>(
      `select count(*) filter (where kind = 'session')::int as sessions,
              count(*) filter (where kind = 'essay')::int as essays,
              count(distinct student_id)::int as students
         from (${sql}) a`,
      params,
    );
    return row ?? { sessions: 0, essays: 0, students: 0 };
  }

  totalUsage(
    scope: Scope,
    grouping: AnalyticsGrouping,
  ): Promise<{ bucket: string; sessions: number; essays: number }[]> {
    const { sql, params } = activity(scope, grouping);
    return this.em.execute(
      `select bucket, count(*) filter (where kind = 'session')::int as sessions,
              count(*) filter (where kind = 'essay')::int as essays
         from (${sql}) a group by bucket order by bucket`,
      params,
    );
  }

  /** Active students per school of the scope, with each school's licensed (active) students. */
  usageBySchool(
    scope: Scope,
  ): Promise<{ school_id: number; school_name: string; active: number; licensed: number }[]> {
    const { sql, params } = activity(scope);
    return this.em.execute(
      `select s.id as school_id, s.name as school_name, coalesce(a.active, 0)::int as active,
              s.student_count as licensed
         from schools s
         left join (select school_id, count(distinct student_id) as active from (${sql}) x
                     group by school_id) a on a.school_id = s.id
        where s.id = any(?::int[])
        order by s.name, s.id`,
      [...params, pgArray(scope.schoolIds)],
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
    const { sql, params } = activity(scope);
    return this.em.execute(
      `select sub.name as subject, tp.name as topic, count(*)::int as sessions,
              sum(count(*)) over ()::int as total
         from (${sql}) a
         join sessions s on s.id = a.id
         join subjects sub on sub.id = s.subject_id
         left join topics tp on tp.id = s.topic_id
        where a.kind = 'session'
        group by sub.name, tp.name
        order by sessions desc, sub.name, tp.name nulls last
        limit ?`,
      [...params, limit],
    );
  }
}
