import type { SchoolPick } from '@lantern/shared/contracts/customer-lookups';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Whose schools a picker lists: every school, those of the district a person manages, or those a
 * person belongs to.
 */
export type SchoolScope = { all: true } | { managerId: number } | { memberId: number };

export interface SchoolCounts {
  students: number;
  teachers: number;
  administrators: number;
  deactivated: number;
  sections: number;
  sessions: number;
  essays: number;
}

/** Light reads of schools for pickers, and one school's numbers. */
@Injectable()
export class SchoolLookupsRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async search(text: string, limit: number): Promise<SchoolPick[]> {
    const words = text.split(/\s+/).filter(Boolean);
    const rows = await this.em.execute<
      { id: number; name: string; district_id: number | null; district_name: string | null }[]
    >(
      `select s.id, s.name, d.id as district_id, d.name as district_name
         from schools s left join districts d on d.id = s.district_id
        where ${words.map(() => 's.name ilike ?').join(' and ')}
        order by s.name, s.id limit ?`,
      [...words.map(likePattern), limit],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      district: row.district_id === null ? null : { id: row.district_id, name: row.district_name! },
    }));
  }

  async list(
    scope: SchoolScope,
    districtId: number | undefined,
    limit: number,
  ): Promise<{ id: number; name: string }[]> {
    const where: string[] = [];
    const values: unknown[] = [];
    if ('managerId' in scope) {
      where.push(`s.district_id = (select coalesce(u.district_id, us.district_id) from users u
                                    left join schools us on us.id = u.school_id where u.id = ?)`);
      values.push(scope.managerId);
    }
    if ('memberId' in scope) {
      where.push(`(s.id = (select school_id from users where id = ?)
                  or s.id in (select school_id from user_schools where user_id = ?))`);
      values.push(scope.memberId, scope.memberId);
    }
    if (districtId !== undefined) {
      where.push('s.district_id = ?');
      values.push(districtId);
    }
    return this.em.execute(
      `select s.id, s.name from schools s ${where.length ? `where ${where.join(' and ')}` : ''}
        order by s.name, s.id limit ?`,
      [...values, limit],
    );
  }

  /** Counts of the people whose main school it is, its sections, and its students' sessions and essays. */
  async counts(schoolId: number): Promise<SchoolCounts> {
    const [row] = await this.em.execute<SchoolCounts[]>(
      `select
         (select student_count from schools where id = ?) as students,
         count(*) filter (where u.deactivated_at is null and 'teacher' = any(u.roles))::int as teachers,
         count(*) filter (where u.deactivated_at is null and 'administrator' = any(u.roles))::int as administrators,
         count(*) filter (where u.deactivated_at is not null)::int as deactivated,
         (select count(*)::int from sections where school_id = ?) as sections,
         (select count(*)::int from sessions x join users su on su.id = x.student_id where su.school_id = ?) as sessions,
         (select count(*)::int from essays where school_id = ?) as essays
       from users u where u.school_id = ?`,
      [schoolId, schoolId, schoolId, schoolId, schoolId],
    );
    return row!;
  }

  async timeZone(schoolId: number): Promise<string> {
    const [row] = await this.em.execute<{ timezone: string }[]>(`select timezone from schools where id = ?`, [
      schoolId,
    ]);
    return row?.timezone ?? 'UTC';
  }
}
