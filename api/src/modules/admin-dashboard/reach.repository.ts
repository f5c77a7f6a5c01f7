import { DASHBOARD_TIME_ZONE } from '@lantern/shared/domain/analytics/dashboard-range';
import { RETURN_DAYS } from '@lantern/shared/domain/analytics/reach';
import { ESSAY_STATUS } from '@lantern/shared/domain/essays/essay-filters';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { pgArray } from '../../db/sql-arrays.js';
import { groupMembersFilter, type Scope } from './admin-dashboard.repository.js';

/** What a reach row is grouped by: the school, the grade, or one of the demographic attributes. */
export type ReachDimension = 'school' | 'grade' | 'sex' | 'race_ethnicity' | 'english_learner' | 'iep_or_504';

export interface ReachCount {
  dimension: ReachDimension;
  /** The school or grade id (null: no grade), or the attribute's value (null: not recorded). */
  value: string | null;
  /** Distinct New York days of use, capped at the days that make a return. */
  days: number;
  students: number;
}

const TZ = `'${DASHBOARD_TIME_ZONE}'`;
const SUBGROUP_COLUMNS: Record<Exclude<ReachDimension, 'school' | 'grade'>, string> = {
  sex: 'sex',
  race_ethnicity: 'race_ethnicity',
  english_learner: `case when english_learner then 'yes' when not english_learner then 'no' end`,
  iep_or_504: `case when iep_or_504 then 'yes' when not iep_or_504 then 'no' end`,
};

/**
 * Reach's queries, apart from the other widgets' so the dashboard's move to rollups leaves them be.
 * Sessions and essays are read by their time indexes, for the licensed students of the scope only,
 * never messages; each student's days are counted once and every grouping reads that one list.
 */
@Injectable()
export class ReachRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async schoolNames(ids: readonly number[]): Promise<Map<number, string>> {
    const rows = await this.em.execute<{ id: number; name: string }[]>(
      `select id, name from schools where id = any(?::int[])`,
      [pgArray([...ids])],
    );
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /** Whether every one of these schools is in a district that turned demographics on. */
  async demographicsEnabled(schoolIds: readonly number[]): Promise<boolean> {
    if (schoolIds.length === 0) return false;
    const [row] = await this.em.execute<{ enabled: boolean }[]>(
      `select bool_and(coalesce(d.demographics_enabled, false)) as enabled
         from schools s left join districts d on d.id = s.district_id
        where s.id = any(?::int[])`,
      [pgArray([...schoolIds])],
    );
    return row?.enabled === true;
  }

  /** The licensed students of the scope counted by days of use, once per dimension asked for. */
  counts(scope: Scope, subgroups: boolean): Promise<ReachCount[]> {
    const gradeFilter =
      scope.gradeIds === null
        ? scope.ungraded
          ? ''
          : 'and st.grade_id is not null'
        : `and (st.grade_id = any(?::int[])${scope.ungraded ? ' or st.grade_id is null' : ''})`;
    const gradeParams = scope.gradeIds === null ? [] : [pgArray(scope.gradeIds)];
    const window = (column: string) =>
      `${column} >= (?::date)::timestamp at time zone ${TZ} and ${column} < (?::date + 1)::timestamp at time zone ${TZ}`;
    const range = [scope.startDate, scope.endDate];
    // A group chosen narrows the licensed students to its members, as it narrows every widget.
    const groups = groupMembersFilter(scope, 'u.id');
    const groupings: [ReachDimension, string][] = [
      ['school', 'school_id::text'],
      ['grade', 'grade_id::text'],
      ...(subgroups ? (Object.entries(SUBGROUP_COLUMNS) as [ReachDimension, string][]) : []),
    ];
    const selects = groupings.map(
      ([dimension, column]) =>
        `select '${dimension}' as dimension, ${column} as value, days, count(*)::int as students
           from per_student group by ${column}, days`,
    );
    return this.em.execute<ReachCount[]>(
      `with licensed as materialized (
         select u.id, u.school_id, st.grade_id, st.sex, st.race_ethnicity, st.english_learner, st.iep_or_504
           from users u join students st on st.user_id = u.id ${gradeFilter}
          where u.school_id = any(?::int[]) and u.deactivated_at is null and 'student' = any(u.roles)
                ${groups.sql}),
       used as (
         select student_id, count(distinct day)::int as days from (
           select s.student_id, (s.requested_at at time zone ${TZ})::date as day
             from sessions s
            where ${window('s.requested_at')} and s.status <> 'transferred'
              and s.student_id in (select id from licensed)
              and not exists (select 1 from content_holds h where h.kind = 'session' and h.target_id = s.id)
           union all
           select e.student_id, (e.created_at at time zone ${TZ})::date
             from essays e
            where ${window('e.created_at')} and e.status <> ${ESSAY_STATUS.CANCELLED}
              and e.student_id in (select id from licensed)
              and not exists (select 1 from content_holds h where h.kind = 'essay' and h.target_id = e.id)
         ) a group by student_id),
       per_student as materialized (
         select l.*, least(coalesce(used.days, 0), ?)::int as days
           from licensed l left join used on used.student_id = l.id)
       ${selects.join('\nunion all\n')}`,
      [...gradeParams, pgArray(scope.schoolIds), ...groups.params, ...range, ...range, RETURN_DAYS],
    );
  }
}
