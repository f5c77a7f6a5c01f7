import {
  SCHOOL_STUDENTS_PAGE_SIZE,
  type SchoolStudentList,
  type SchoolStudentSort,
  type SchoolStudentsQuery,
  type StudentsAggregate,
} from '@lantern/shared/contracts/school-students';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { nameFilter } from './name-filter.js';

/** Whose students: one school's, or every school's of a district. */
export type StudentsOf = { schoolId: number } | { districtId: number };

type Row = SchoolStudentList['data'][number] & { total: number };

/** The name breaks ties (then the id), so pages never overlap. */
const ORDER: Record<SchoolStudentSort, string> = {
  name: 'lower(u.last_name) %dir, lower(u.first_name) %dir',
  username: 'lower(u.username) %dir',
  school: 'lower(sch.name) %dir, lower(u.last_name), lower(u.first_name)',
  grade: 'g.position %dir nulls last, lower(u.last_name), lower(u.first_name)',
  created_at: 'u.created_at %dir',
};

const ofWhom = (of: StudentsOf) =>
  'schoolId' in of
    ? { where: 'u.school_id = ?', params: [of.schoolId] }
    : { where: 'sch.district_id = ?', params: [of.districtId] };

/** The student accounts of a school or district, listed and counted. */
@Injectable()
export class SchoolStudentsRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async list(of: StudentsOf, query: SchoolStudentsQuery): Promise<SchoolStudentList> {
    const dir = query.orderBy === 'desc' ? 'desc' : 'asc';
    const who = ofWhom(of);
    const names = nameFilter(query.search, 'u');
    const offset = (query.page - 1) * SCHOOL_STUDENTS_PAGE_SIZE;
    const from = `from users u
         join students st on st.user_id = u.id
         join schools sch on sch.id = u.school_id
         left join grades g on g.id = st.grade_id
        where ${who.where} and 'student' = any(u.roles)
          and u.deactivated_at is ${query.expired === 'true' ? 'not null' : 'null'}
          ${names.where ? `and ${names.where}` : ''}`;
    const params = [...who.params, ...names.params];
    const rows = await this.em.execute<Row[]>(
      `select u.id, u.first_name, u.last_name, u.username, u.school_id, sch.name as school_name,
              g.name as grade, extract(epoch from u.created_at)::int as created_at,
              extract(epoch from u.deactivated_at)::int as expired_at, count(*) over ()::int as total
         ${from}
        order by ${ORDER[query.sort].replaceAll('%dir', dir)}, u.id ${dir}
        limit ${SCHOOL_STUDENTS_PAGE_SIZE} offset ?`,
      [...params, offset],
    );
    const total =
      rows[0]?.total ??
      (offset > 0
        ? ((await this.em.execute<{ n: number }[]>(`select count(*)::int as n ${from}`, params))[0]?.n ?? 0)
        : 0);
    return {
      data: rows.map(({ total: _total, ...row }) => row),
      meta: {
        pagination: {
          total,
          count: rows.length,
          per_page: SCHOOL_STUDENTS_PAGE_SIZE,
          current_page: query.page,
          total_pages: Math.max(1, Math.ceil(total / SCHOOL_STUDENTS_PAGE_SIZE)),
        },
      },
    };
  }

  /** Each active student once; "ever used" looks a student's sessions and essays up by its index. */
  async aggregate(of: StudentsOf): Promise<StudentsAggregate> {
    const who = ofWhom(of);
    const base = `from users u join students st on st.user_id = u.id join schools sch on sch.id = u.school_id
                 where ${who.where} and 'student' = any(u.roles)`;
    const [[counts], byGrade] = await Promise.all([
      this.em.execute<{ students: number; expired: number; ever_used: number }[]>(
        `select count(*) filter (where u.deactivated_at is null)::int as students,
                count(*) filter (where u.deactivated_at is not null)::int as expired,
                count(*) filter (where u.deactivated_at is null and (
                  exists (select 1 from sessions s where s.student_id = u.id)
                  or exists (select 1 from essays e where e.student_id = u.id)))::int as ever_used
           ${base}`,
        who.params,
      ),
      this.em.execute<{ grade: string | null; students: number }[]>(
        `select g.name as grade, count(*)::int as students
           ${base.replace('join schools sch', 'left join grades g on g.id = st.grade_id join schools sch')}
            and u.deactivated_at is null
          group by g.name, g.position order by g.position nulls last`,
        who.params,
      ),
    ]);
    return { ...(counts ?? { students: 0, expired: 0, ever_used: 0 }), by_grade: byGrade };
  }
}
