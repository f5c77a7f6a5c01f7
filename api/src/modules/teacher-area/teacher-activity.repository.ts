import type { NeverUsedStudent } from '@lantern/shared/contracts/teacher-activity';
import { NEVER_USED_LIMIT } from '@lantern/shared/contracts/teacher-activity';
import type { UsageCount } from '@lantern/shared/domain/analytics/usage-buckets';
import type { AnalyticsGrouping } from '@lantern/shared/domain/analytics/grouping';
import { ESSAY_STATUS } from '@lantern/shared/domain/essays/essay-filters';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

/** The students of the sections a teacher sits in, active students only (as the students list). */
const MY_STUDENTS = `
  select distinct b.user_id as id
    from section_users a join section_users b on b.section_id = a.section_id
    join users u on u.id = b.user_id and u.deactivated_at is null and 'student' = any(u.roles)
   where a.user_id = ? and b.user_id <> a.user_id`;

/** Ever asked for help or sent an essay, withdrawn essays and held records included: they used it. */
const USED = `(exists (select 1 from sessions s where s.student_id = u.id)
               or exists (select 1 from essays e where e.student_id = u.id))`;

/** The spec's dashboards count days and weeks in New York time. */
export const ACTIVITY_ZONE = 'America/New_York';

const TRUNC: Record<AnalyticsGrouping, { unit: string; format: string }> = {
  hourly: { unit: 'hour', format: 'YYYY-MM-DD HH24' },
  daily: { unit: 'day', format: 'YYYY-MM-DD' },
  weekly: { unit: 'week', format: 'YYYY-MM-DD' },
};

type UsageRow = { key: string; kind: 'session' | 'essay'; n: number; who: number[] };

export interface NudgeTarget {
  id: number;
  email: string | null;
  emails_on: boolean;
  first_name: string;
  username: string;
  preferred_language: string;
}

@Injectable()
export class TeacherActivityRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async neverUsed(
    teacherId: number,
    nudgeSince: Date,
  ): Promise<{ rows: (Omit<NeverUsedStudent, 'next_nudge_at'> & { total: number })[] }> {
    const rows = await this.em.execute<(Omit<NeverUsedStudent, 'next_nudge_at'> & { total: number })[]>(
      `select u.id, u.first_name, u.last_name, u.username, g.name as grade,
              (u.email is not null and st.email_notifications) as reachable,
              extract(epoch from n.last)::int as nudged_at,
              count(*) over ()::int as total
         from (${MY_STUDENTS}) mine
         join users u on u.id = mine.id
         join students st on st.user_id = u.id
         left join grades g on g.id = st.grade_id
         left join lateral (select max(created_at) as last from student_nudges sn
                             where sn.student_id = u.id and sn.created_at > ?) n on true
        where not ${USED}
        order by lower(u.last_name), lower(u.first_name), u.id
        limit ${NEVER_USED_LIMIT}`,
      [teacherId, nudgeSince],
    );
    return { rows };
  }

  /** The student to nudge, if they are in one of the teacher's sections and never used Lantern. */
  async nudgeTarget(teacherId: number, studentId: number): Promise<NudgeTarget | null> {
    const [row] = await this.em.execute<NudgeTarget[]>(
      `select u.id, u.email, st.email_notifications as emails_on, u.first_name, u.username,
              u.preferred_language
         from (${MY_STUDENTS}) mine
         join users u on u.id = mine.id
         join students st on st.user_id = u.id
        where u.id = ? and not ${USED}`,
      [teacherId, studentId],
    );
    return row ?? null;
  }

  /**
   * Takes the weekly nudge for a student, or answers the latest nudge when one was sent since
   * `since`. The student's row is locked first, so two teachers nudging at once send one e-mail.
   */
  async takeNudge(
    studentId: number,
    teacherId: number,
    since: Date,
    at: Date,
  ): Promise<{ taken: true } | { taken: false; last: number }> {
    await this.em.execute(`select 1 from students where user_id = ? for update`, [studentId]);
    const [last] = await this.em.execute<{ at: number }[]>(
      `select extract(epoch from max(created_at))::int as at from student_nudges
        where student_id = ? and created_at > ? having count(*) > 0`,
      [studentId, since],
    );
    if (last) return { taken: false, last: last.at };
    await this.em.execute(
      `insert into student_nudges (student_id, teacher_id, created_at) values (?, ?, ?)`,
      [studentId, teacherId, at],
    );
    return { taken: true };
  }

  async teacherName(teacherId: number): Promise<string> {
    const [row] = await this.em.execute<{ name: string }[]>(
      `select trim(first_name || ' ' || last_name) as name from users where id = ?`,
      [teacherId],
    );
    return row?.name ?? '';
  }

  /**
   * Sessions asked for and essays sent by the teacher's students, counted per bucket of New York
   * local time between two local dates (both included). Held records are left out, as on the
   * students list. A single day by the hour reads that day's rows; days and weeks the rollups.
   */
  async usage(
    teacherId: number,
    start: string,
    end: string,
    grouping: AnalyticsGrouping,
  ): Promise<{ counts: UsageCount[]; active: number; students: number }> {
    const { unit, format } = TRUNC[grouping];
    const zone = `'${ACTIVITY_ZONE}'`;
    const range = `>= (?::date)::timestamp at time zone ${zone} and %col < ((?::date + 1)::timestamp at time zone ${zone})`;
    const bucket = (col: string) =>
      `to_char(date_trunc('${unit}', ${col} at time zone ${zone}), '${format}')`;
    const rows =
      grouping === 'hourly'
        ? await this.em.execute<UsageRow[]>(
            `with mine as (${MY_STUDENTS}),
             events as (
               select 'session' as kind, s.student_id as who, s.requested_at as at from sessions s
                 join mine on mine.id = s.student_id
                where s.requested_at ${range.replace('%col', 's.requested_at')}
                  and not exists (select 1 from content_holds h where h.kind = 'session' and h.target_id = s.id)
               union all
               select 'essay', e.student_id, e.created_at from essays e
                 join mine on mine.id = e.student_id
                where e.created_at ${range.replace('%col', 'e.created_at')} and e.status <> ${ESSAY_STATUS.CANCELLED}
                  and not exists (select 1 from content_holds h where h.kind = 'essay' and h.target_id = e.id))
             select ${bucket('at')} as key, kind, count(*)::int as n, array_agg(distinct who) as who
               from events group by 1, 2`,
            [teacherId, start, end, start, end],
          )
        : // Days and weeks come from the activity rollups (both halves of a transferred session, as here).
          await this.em.execute<UsageRow[]>(
            `with mine as (${MY_STUDENTS})
             select to_char(date_trunc('${unit}', d.day), '${format}') as key, k.kind,
                    sum(k.n)::int as n, array_agg(distinct d.student_id) filter (where k.n > 0) as who
               from rollup_student_days d join mine on mine.id = d.student_id
              cross join lateral (values ('session', d.sessions + d.transferred), ('essay', d.essays)) k(kind, n)
              where d.day between ?::date and ?::date
              group by 1, 2 having sum(k.n) > 0`,
            [teacherId, start, end],
          );
    const [students] = await this.em.execute<{ n: number }[]>(
      `select count(*)::int as n from (${MY_STUDENTS}) mine`,
      [teacherId],
    );
    const byKey = new Map<string, UsageCount>();
    const active = new Set<number>();
    for (const row of rows) {
      const count = byKey.get(row.key) ?? { key: row.key, sessions: 0, essays: 0 };
      if (row.kind === 'session') count.sessions += row.n;
      else count.essays += row.n;
      byKey.set(row.key, count);
      for (const who of row.who) active.add(who);
    }
    return { counts: [...byKey.values()], active: active.size, students: students?.n ?? 0 };
  }
}
