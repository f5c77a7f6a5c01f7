import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { Section } from '../schools/entities/section.entity.js';
import { Student } from './entities/student.entity.js';
import { Tutor } from './entities/tutor.entity.js';
import { User } from './entities/user.entity.js';

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

  /** Members of each section by role, counted in one query. */
  async sectionMembers(sectionIds: number[]): Promise<Map<number, { students: number; teachers: string[] }>> {
    const result = new Map<number, { students: number; teachers: string[] }>();
    if (sectionIds.length === 0) return result;
    const rows = await this.em.getConnection().execute<{ section_id: number; role: string; name: string }[]>(
      `select su.section_id, u.current_role as role, u.first_name || ' ' || u.last_name as name
         from section_users su join users u on u.id = su.user_id
        where su.section_id in (${sectionIds.map(() => '?').join(',')})`,
      sectionIds,
    );
    for (const id of sectionIds) result.set(id, { students: 0, teachers: [] });
    for (const row of rows) {
      const entry = result.get(row.section_id)!;
      if (row.role === 'student') entry.students += 1;
      else if (row.role === 'teacher') entry.teachers.push(row.name);
    }
    return result;
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

  async schoolCounts(
    schoolIds: number[],
  ): Promise<Map<number, { students: number; teachers: number; sections: number }>> {
    const result = new Map<number, { students: number; teachers: number; sections: number }>();
    if (schoolIds.length === 0) return result;
    const placeholders = schoolIds.map(() => '?').join(',');
    const people = await this.em
      .getConnection()
      .execute<{ school_id: number; students: string; teachers: string }[]>(
        `select school_id,
              count(*) filter (where 'student' = any(roles)) as students,
              count(*) filter (where 'teacher' = any(roles)) as teachers
         from users where school_id in (${placeholders}) group by school_id`,
        schoolIds,
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
