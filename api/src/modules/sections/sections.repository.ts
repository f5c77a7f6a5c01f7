import type { SectionCourse, SectionListQuery, SectionPerson } from '@lantern/shared/contracts/sections';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

/**
 * Whose sections a list may show: every one (superuser), the ones a person sits in (teacher), those
 * of their schools (administrator) or of their district (district manager). The same reach as
 * `mayReachStudent`, written as SQL.
 */
export type SectionScope = { kind: 'all' } | { kind: 'member' | 'schools' | 'district'; userId: number };

export interface SectionRecord {
  id: number;
  name: string;
  school: { id: number; name: string };
  course: SectionCourse | null;
  teachers: SectionPerson[];
  students: SectionPerson[];
  rostered: boolean;
}

export interface SectionRowRecord extends Omit<SectionRecord, 'students' | 'teachers'> {
  teachers: { id: number; name: string }[];
  student_count: number;
}

/** A list of ids as one PostgreSQL array literal: the driver would spread a JS array into a list. */
const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SCOPES: Record<Exclude<SectionScope['kind'], 'all'>, string> = {
  member: `exists (select 1 from section_users m where m.section_id = s.id and m.user_id = ?)`,
  schools: `exists (select 1 from users me where me.id = ? and (me.school_id = s.school_id or exists (
              select 1 from user_schools us where us.user_id = me.id and us.school_id = s.school_id)))`,
  district: `sch.district_id = (select coalesce(me.district_id, ms.district_id) from users me
              left join schools ms on ms.id = me.school_id where me.id = ?)`,
};

/** A course with its subjects, as JSON, for the section aliased `s`. */
const COURSE_JSON = `(select json_build_object('id', c.id, 'name', c.name, 'subjects', coalesce((
         select json_agg(json_build_object('id', sub.id, 'name', sub.name) order by sub.name, sub.id)
           from course_subjects cs join subjects sub on sub.id = cs.subject_id where cs.course_id = c.id), '[]'))
       from courses c where c.id = s.course_id)`;

/** The section's members holding `role`, as JSON people, by last name. */
const peopleJson = (role: 'teacher' | 'student') =>
  `coalesce((select json_agg(json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name,
                    'username', u.username) order by u.last_name, u.first_name, u.id)
               from section_users su join users u on u.id = su.user_id
              where su.section_id = s.id and '${role}' = any(u.roles)), '[]')`;

/** Sections' queries: a page of a list, one section with its people, memberships, who may join. */
@Injectable()
export class SectionsRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async page(
    scope: SectionScope,
    query: SectionListQuery,
    limit: number,
    offset: number,
  ): Promise<{ rows: SectionRowRecord[]; total: number }> {
    const where: string[] = [];
    const values: unknown[] = [];
    if (scope.kind !== 'all') {
      where.push(SCOPES[scope.kind]);
      values.push(scope.userId);
    }
    for (const word of (query.search ?? '').split(/\s+/).filter(Boolean)) {
      where.push(
        `(s.name ilike ? or exists (select 1 from courses c where c.id = s.course_id and c.name ilike ?))`,
      );
      values.push(likePattern(word), likePattern(word));
    }
    if (query.school_id !== undefined) {
      where.push('s.school_id = ?');
      values.push(query.school_id);
    }
    if (query.teacher_id !== undefined) {
      where.push(`exists (select 1 from section_users t join users tu on tu.id = t.user_id
                   where t.section_id = s.id and t.user_id = ? and 'teacher' = any(tu.roles))`);
      values.push(query.teacher_id);
    }
    // The page is found first: the JSON of its people is built for its rows alone.
    const rows = await this.em.execute<(SectionRowRecord & { total: string })[]>(
      `with found as (
         select s.id, s.name, count(*) over () as total
           from sections s join schools sch on sch.id = s.school_id
          ${where.length ? `where ${where.join(' and ')}` : ''}
          order by s.name asc, s.id asc limit ? offset ?)
       select s.id, s.name, json_build_object('id', sch.id, 'name', sch.name) as school,
              ${COURSE_JSON} as course,
              coalesce((select json_agg(json_build_object('id', u.id, 'name', u.first_name || ' ' || u.last_name)
                                        order by u.last_name, u.first_name, u.id)
                          from section_users su join users u on u.id = su.user_id
                         where su.section_id = s.id and 'teacher' = any(u.roles)), '[]') as teachers,
              (select count(*)::int from section_users su join users u on u.id = su.user_id
                where su.section_id = s.id and 'student' = any(u.roles)) as student_count,
              s.sourced_id is not null as rostered, found.total
         from found join sections s on s.id = found.id join schools sch on sch.id = s.school_id
        order by found.name asc, found.id asc`,
      [...values, limit, offset],
    );
    return {
      rows: rows.map(({ total: _total, ...row }) => row),
      total: Number(rows[0]?.total ?? 0),
    };
  }

  async detail(sectionId: number): Promise<SectionRecord | null> {
    const [row] = await this.em.execute<SectionRecord[]>(
      `select s.id, s.name, json_build_object('id', sch.id, 'name', sch.name) as school,
              ${COURSE_JSON} as course, ${peopleJson('teacher')} as teachers,
              ${peopleJson('student')} as students, s.sourced_id is not null as rostered
         from sections s join schools sch on sch.id = s.school_id where s.id = ?`,
      [sectionId],
    );
    return row ?? null;
  }

  /** A person's sections with their course, by name. */
  async ofUser(userId: number): Promise<Pick<SectionRecord, 'id' | 'name' | 'course'>[]> {
    return this.em.execute(
      `select s.id, s.name, ${COURSE_JSON} as course
         from sections s join section_users su on su.section_id = s.id
        where su.user_id = ? order by s.name, s.id`,
      [userId],
    );
  }

  async isStudent(userId: number): Promise<boolean> {
    const rows = await this.em.execute(`select 1 from users where id = ? and 'student' = any(roles)`, [
      userId,
    ]);
    return rows.length > 0;
  }

  /** Of `ids`, the active people holding `role` who belong to the school (their main one or another). */
  async eligible(
    schoolId: number,
    role: 'teacher' | 'student',
    ids: readonly number[],
  ): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.em.execute<{ id: number }[]>(
      `select u.id from users u
        where u.id = any(?::int[]) and ? = any(u.roles) and u.deactivated_at is null
          and (u.school_id = ? or exists (select 1 from user_schools us where us.user_id = u.id and us.school_id = ?))`,
      [intArray(ids), role, schoolId, schoolId],
    );
    return new Set(rows.map((row) => row.id));
  }

  /** Of `ids`, the subjects that exist. */
  async subjectsFound(ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.em.execute<{ id: number }[]>(`select id from subjects where id = any(?::int[])`, [
      intArray(ids),
    ]);
    return new Set(rows.map((row) => row.id));
  }

  /** Whether another section teaches the course too: changing it would change that one as well. */
  async courseShared(courseId: number, sectionId: number): Promise<boolean> {
    const rows = await this.em.execute(`select 1 from sections where course_id = ? and id <> ? limit 1`, [
      courseId,
      sectionId,
    ]);
    return rows.length > 0;
  }

  async addMembers(sectionId: number, userIds: readonly number[]): Promise<void> {
    if (userIds.length === 0) return;
    await this.em.execute(
      `insert into section_users (section_id, user_id) select ?, unnest(?::int[]) on conflict do nothing`,
      [sectionId, intArray(userIds)],
    );
  }

  async removeMembers(sectionId: number, userIds: readonly number[]): Promise<void> {
    if (userIds.length === 0) return;
    await this.em.execute(`delete from section_users where section_id = ? and user_id = any(?::int[])`, [
      sectionId,
      intArray(userIds),
    ]);
  }

  /** Locks the section for one change at a time; null when there is none. */
  async lock(sectionId: number): Promise<{ school_id: number; course_id: number | null } | null> {
    const [row] = await this.em.execute<{ school_id: number; course_id: number | null }[]>(
      `select school_id, course_id from sections where id = ? for update`,
      [sectionId],
    );
    return row ?? null;
  }
}
