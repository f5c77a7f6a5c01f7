import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { Section } from '../schools/entities/section.entity.js';
import { runPrepared } from '../../platform/database/prepared-statement.js';
import { CURRENT_USER, type CurrentUserRow } from './current-user.query.js';
import { Student } from './entities/student.entity.js';
import { Tutor } from './entities/tutor.entity.js';
import { User } from './entities/user.entity.js';

export interface GroupMemberRow {
  id: number;
  first_name: string;
  last_name: string;
  groups: { id: number; name: string }[];
}

/** Queries only; decisions live in the services. */
@Injectable()
export class UsersRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  findForLogin(login: string) {
    const value = login.trim().toLowerCase();
    return this.em.findOne(
      User,
      { $or: [{ username: value }, { email: value }] },
      { populate: ['passwordHash'] },
    );
  }

  findById(id: number) {
    return this.em.findOne(User, { id }, { populate: ['school.district', 'schools', 'district'] });
  }

  /** The current-user view's row, or undefined when there is no such user. */
  async findCurrentUser(userId: number, impersonatorId: number | null): Promise<CurrentUserRow | undefined> {
    const [result] = await runPrepared<{ row: CurrentUserRow }>(this.em, CURRENT_USER, [
      userId,
      impersonatorId,
    ]);
    return result?.row;
  }

  findStudent(userId: number) {
    return this.em.findOne(Student, { user: userId }, { populate: ['grade.gradeGroup'] });
  }

  findTutor(userId: number) {
    return this.em.findOne(Tutor, { user: userId }, { populate: ['languages', 'subjects'] });
  }

  sectionsOf(userId: number) {
    return this.em.find(
      Section,
      { users: userId },
      { populate: ['course.subjects', 'school'], orderBy: { name: 'asc' } },
    );
  }

  sectionsWhere(schoolIds: number[]) {
    return this.em.find(
      Section,
      { school: { $in: schoolIds } },
      { populate: ['course.subjects'], orderBy: { name: 'asc' } },
    );
  }

  /**
   * Members of each section by the roles they hold, counted in one query. By held role, not by
   * `current_role`: a teacher who is acting as an administrator still teaches the class.
   */
  async sectionMembers(sectionIds: number[]): Promise<Map<number, { students: number; teachers: string[] }>> {
    const result = new Map<number, { students: number; teachers: string[] }>();
    if (sectionIds.length === 0) return result;
    const rows = await this.em
      .getConnection()
      .execute<{ section_id: number; student: boolean; teacher: boolean; name: string }[]>(
        `select su.section_id, 'student' = any(u.roles) as student, 'teacher' = any(u.roles) as teacher,
              u.first_name || ' ' || u.last_name as name
         from section_users su join users u on u.id = su.user_id
        where su.section_id in (${sectionIds.map(() => '?').join(',')})
        order by u.last_name, u.first_name`,
        sectionIds,
      );
    for (const id of sectionIds) result.set(id, { students: 0, teachers: [] });
    for (const row of rows) {
      const entry = result.get(row.section_id)!;
      if (row.student) entry.students += 1;
      if (row.teacher) entry.teachers.push(row.name);
    }
    return result;
  }

  /**
   * The other students of the given sections, each once with the sections they share, by last name:
   * one page and the count of all of them.
   */
  async classmates(
    studentId: number,
    sectionIds: number[],
    limit: number,
    offset: number,
  ): Promise<{ total: number; rows: GroupMemberRow[] }> {
    if (sectionIds.length === 0) return { total: 0, rows: [] };
    const among = sectionIds.map(() => '?').join(',');
    const connection = this.em.getConnection();
    const [counted, rows] = await Promise.all([
      connection.execute<{ n: string }[]>(
        `select count(distinct su.user_id) as n from section_users su join users u on u.id = su.user_id
          where su.section_id in (${among}) and su.user_id <> ? and 'student' = any(u.roles)`,
        [...sectionIds, studentId],
      ),
      connection.execute<GroupMemberRow[]>(
        `select u.id, u.first_name, u.last_name,
                json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name, s.id) as groups
           from section_users su
           join users u on u.id = su.user_id
           join sections s on s.id = su.section_id
          where su.section_id in (${among}) and su.user_id <> ? and 'student' = any(u.roles)
          group by u.id
          order by u.last_name, u.first_name, u.id
          limit ? offset ?`,
        [...sectionIds, studentId, limit, offset],
      ),
    ]);
    return { total: Number(counted[0]?.n ?? 0), rows };
  }

  /** A student in two of the sections is one student. */
  async distinctStudentsIn(sectionIds: number[]): Promise<number> {
    if (sectionIds.length === 0) return 0;
    const rows = await this.em.getConnection().execute<{ n: string }[]>(
      `select count(distinct su.user_id) as n from section_users su join users u on u.id = su.user_id
        where 'student' = any(u.roles) and su.section_id in (${sectionIds.map(() => '?').join(',')})`,
      sectionIds,
    );
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * People and classes per school. A person belongs to a school through their home school, their
   * school list or a class they sit in or teach there: teachers are usually linked only through
   * their classes, so counting the home-school column alone showed 0 teachers at schools with
   * classes. Each person counts once per school however many links they have.
   */
  async schoolCounts(
    schoolIds: number[],
  ): Promise<Map<number, { students: number; teachers: number; sections: number }>> {
    const result = new Map<number, { students: number; teachers: number; sections: number }>();
    if (schoolIds.length === 0) return result;
    const placeholders = schoolIds.map(() => '?').join(',');
    const people = await this.em
      .getConnection()
      .execute<{ school_id: number; students: string; teachers: string }[]>(
        `with links as (
              select id as user_id, school_id from users where school_id in (${placeholders})
              union
              select user_id, school_id from user_schools where school_id in (${placeholders})
              union
              select su.user_id, s.school_id from section_users su join sections s on s.id = su.section_id
               where s.school_id in (${placeholders}))
       select l.school_id,
              count(*) filter (where 'student' = any(u.roles)) as students,
              count(*) filter (where 'teacher' = any(u.roles)) as teachers
         from links l join users u on u.id = l.user_id
        group by l.school_id`,
        [...schoolIds, ...schoolIds, ...schoolIds],
      );
    const sections = await this.em
      .getConnection()
      .execute<{ school_id: number; sections: string }[]>(
        `select school_id, count(*) as sections from sections where school_id in (${placeholders}) group by school_id`,
        schoolIds,
      );
    for (const id of schoolIds) result.set(id, { students: 0, teachers: 0, sections: 0 });
    for (const row of people)
      Object.assign(result.get(row.school_id)!, {
        students: Number(row.students),
        teachers: Number(row.teachers),
      });
    for (const row of sections) result.get(row.school_id)!.sections = Number(row.sections);
    return result;
  }

  async usersByRole(): Promise<{ role: string; count: number }[]> {
    const rows = await this.em
      .getConnection()
      .execute<{ role: string; count: string }[]>(
        'select unnest(roles) as role, count(*) as count from users group by 1 order by 1',
      );
    return rows.map((row) => ({ role: row.role, count: Number(row.count) }));
  }

  async tutorsOverview() {
    return this.em.find(
      Tutor,
      {},
      { populate: ['user', 'languages'], orderBy: { user: { lastName: 'asc' } } },
    );
  }

  async count(entity: 'districts' | 'schools'): Promise<number> {
    const rows = await this.em
      .getConnection()
      .execute<{ n: string }[]>(`select count(*) as n from ${entity}`);
    return Number(rows[0]?.n ?? 0);
  }
}
