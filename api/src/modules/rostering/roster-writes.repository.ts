import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { pgArray } from '../../db/sql-arrays.js';

/** Who writes, for which source and import, and when: every statement stamps and audits with it. */
export interface WriteContext {
  sourceId: number;
  districtId: number;
  importId: number;
  actorId: number;
  now: Date;
}

/** A section and a person whose membership may have to go: its enrolment ended, or moved. */
export type Pair = [sectionId: number, userId: number];

const NAMED = { districts: 'district', schools: 'school', courses: 'course' } as const;
type NamedTable = keyof typeof NAMED;

/**
 * The audit rows of one statement's changed rows (the CTE `rows`, with `id` and `sourced_id`),
 * inserted by the same statement: one per record, naming the import, and what it was and became.
 * `action`: a fixed one, or for an upsert `<what>.created` or `<what>.updated` by whether the CTE
 * `old` (what the rows were) had the row; `details` may read `old` then.
 */
function audited(action: string | { upserted: string }, details: string): string {
  const upsert = typeof action !== 'string';
  const name = upsert
    ? `'${action.upserted}.' || case when old.id is null then 'created' else 'updated' end`
    : `'${action}'`;
  return `insert into audit_events (at, action, actor_user_id, acting_as_user_id, acting_as_role, details)
    select ?, ${name}, ?, ?, 'superuser',
           jsonb_build_object('import_id', ?::int, 'id', rows.id, 'sourced_id', rows.sourced_id) || ${details}
      from rows${upsert ? ' left join old on old.id = rows.id' : ''}`;
}
const auditParams = (c: WriteContext) => [c.now, c.actorId, c.actorId, c.importId];

const PERSON_INPUT = `json_to_recordset(?::json) as r(id int, sourced_id text, username text, email text,
  first_name text, last_name text, roles text[], school_sourced_ids text[], grade_id int, active boolean, hash text,
  demographics_known boolean, sex text, race_ethnicity text)`;
const ENROLLMENT_INPUT = `json_to_recordset(?::json) as r(id int, sourced_id text, section_sourced_id text,
  person_sourced_id text, role text, is_primary boolean, begin_date date, end_date date, active boolean, hash text)`;
const PERSON_AFTER = `jsonb_build_object('username', rows.username, 'email', rows.email, 'first_name', rows.first_name,
  'last_name', rows.last_name, 'roles', rows.roles, 'school_id', rows.school_id, 'deactivated_at', rows.deactivated_at)`;

/**
 * The roster's bulk writes: each statement takes a chunk of records as one JSON parameter (the
 * database reads it, so the API's thread never walks the rows), upserts by source and sourcedId,
 * and writes the audit rows of what it changed in the same statement. Nothing here is deleted but
 * memberships (`section_users`) whose last active enrolment ended.
 */
@Injectable()
export class RosterWritesRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  /** Districts, schools and courses: a name each (schools also their district). */
  async upsertNamed(table: NamedTable, chunk: string, c: WriteContext): Promise<void> {
    const school = table === 'schools';
    await this.em.execute(
      `with input as (select * from json_to_recordset(?::json) as r(sourced_id text, name text, hash text)),
       old as (select t.id, t.name from ${table} t join input i on t.roster_source_id = ? and t.sourced_id = i.sourced_id),
       rows as (
         insert into ${table} (name, ${school ? 'district_id, ' : ''}${table === 'courses' ? '' : 'created_at, '}roster_source_id, sourced_id, roster_hash)
         select i.name, ${school ? '?::int, ' : ''}${table === 'courses' ? '' : '?::timestamptz, '}?::int, i.sourced_id, i.hash from input i
         on conflict (roster_source_id, sourced_id) do update
           set name = excluded.name, roster_hash = excluded.roster_hash${school ? ', district_id = excluded.district_id' : ''}
         returning id, sourced_id, name)
       ${audited({ upserted: `rostering.${NAMED[table]}` }, `jsonb_build_object('before', case when old.id is null then null else jsonb_build_object('name', old.name) end, 'after', jsonb_build_object('name', rows.name))`)}`,
      [
        chunk,
        c.sourceId,
        ...(school ? [c.districtId] : []),
        ...(table === 'courses' ? [] : [c.now]),
        c.sourceId,
        ...auditParams(c),
      ],
    );
  }

  async upsertSections(chunk: string, c: WriteContext): Promise<void> {
    await this.em.execute(
      `with input as (select * from json_to_recordset(?::json) as r(sourced_id text, name text, hash text,
                        school_sourced_id text, course_sourced_id text)),
       old as (select t.id, t.name, t.school_id, t.course_id from sections t
                 join input i on t.roster_source_id = ? and t.sourced_id = i.sourced_id),
       rows as (
         insert into sections (name, school_id, course_id, roster_source_id, sourced_id, roster_hash)
         select i.name, s.id, c.id, ?, i.sourced_id, i.hash from input i
           join schools s on s.roster_source_id = ? and s.sourced_id = i.school_sourced_id
           left join courses c on c.roster_source_id = ? and c.sourced_id = i.course_sourced_id
         on conflict (roster_source_id, sourced_id) do update
           set name = excluded.name, school_id = excluded.school_id, course_id = excluded.course_id,
               roster_hash = excluded.roster_hash
         returning id, sourced_id, name, school_id, course_id)
       ${audited(
         { upserted: 'rostering.section' },
         `jsonb_build_object('before', case when old.id is null then null else to_jsonb(old) - 'id' end,
            'after', jsonb_build_object('name', rows.name, 'school_id', rows.school_id, 'course_id', rows.course_id))`,
       )}`,
      [chunk, c.sourceId, c.sourceId, c.sourceId, c.sourceId, ...auditParams(c)],
    );
  }

  /**
   * People, new or changed: their account (no password until one is set), schools, student record
   * and grade (and demographics, when the source sent them). A person the roster sends as inactive is deactivated here; one it sends again is
   * active again. The current role stays while they still hold it.
   */
  async upsertPeople(chunk: string, c: WriteContext): Promise<void> {
    await this.em.execute(
      `with input as (select * from ${PERSON_INPUT}),
       old as (select u.id, u.username, u.email, u.first_name, u.last_name, u.roles, u.school_id, u.deactivated_at
                 from users u join input i on u.roster_source_id = ? and u.sourced_id = i.sourced_id),
       rows as (
         insert into users (username, email, password_hash, first_name, last_name, roles, "current_role", school_id,
                            district_id, timezone, avatar, deactivated_at, created_at, updated_at,
                            roster_source_id, sourced_id, roster_hash)
         select i.username, i.email, '', i.first_name, i.last_name, i.roles, i.roles[1], s.id, ?::int,
                coalesce(s.timezone, 'America/New_York'),
                case when 'student' = any(i.roles) then '{"name":"Elephant","colors":["#7C5CFA","#F2EDFF"]}'::jsonb end,
                case when i.active then null else ?::timestamptz end, ?::timestamptz, ?::timestamptz,
                ?::int, i.sourced_id, i.hash
           from input i left join schools s on s.roster_source_id = ? and s.sourced_id = i.school_sourced_ids[1]
         on conflict (roster_source_id, sourced_id) do update
           set username = excluded.username, email = excluded.email, first_name = excluded.first_name,
               last_name = excluded.last_name, roles = excluded.roles,
               "current_role" = case when users."current_role" = any(excluded.roles) then users."current_role"
                                     else excluded."current_role" end,
               school_id = excluded.school_id, district_id = excluded.district_id,
               deactivated_at = case when excluded.deactivated_at is null then null
                                     else coalesce(users.deactivated_at, excluded.deactivated_at) end,
               roster_hash = excluded.roster_hash, updated_at = excluded.updated_at
         returning id, sourced_id, username, email, first_name, last_name, roles, school_id, deactivated_at),
       wanted as (select rows.id as user_id, s.id as school_id from rows
                    join input i on i.sourced_id = rows.sourced_id
                    cross join lateral unnest(i.school_sourced_ids) as x(sourced_id)
                    join schools s on s.roster_source_id = ? and s.sourced_id = x.sourced_id),
       left_schools as (delete from user_schools us using rows
                         where us.user_id = rows.id
                           and us.school_id in (select id from schools where roster_source_id = ?)
                           and not exists (select 1 from wanted w where w.user_id = us.user_id and w.school_id = us.school_id)),
       joined_schools as (insert into user_schools (user_id, school_id) select user_id, school_id from wanted
                           on conflict do nothing),
       students as (insert into students (user_id, grade_id, sex, race_ethnicity)
                    -- Without demographics from the source, the student's stay as they were.
                    select rows.id, i.grade_id,
                           case when i.demographics_known then i.sex else held.sex end,
                           case when i.demographics_known then i.race_ethnicity else held.race_ethnicity end
                      from rows join input i on i.sourced_id = rows.sourced_id
                      left join students held on held.user_id = rows.id
                     where 'student' = any(i.roles)
                    on conflict (user_id) do update set grade_id = excluded.grade_id, sex = excluded.sex,
                       race_ethnicity = excluded.race_ethnicity)
       ${audited(
         { upserted: 'rostering.person' },
         `jsonb_build_object('before', case when old.id is null then null else to_jsonb(old) - 'id' end, 'after', ${PERSON_AFTER})`,
       )}`,
      [
        chunk,
        c.sourceId,
        c.districtId,
        c.now,
        c.now,
        c.now,
        c.sourceId,
        c.sourceId,
        c.sourceId,
        c.sourceId,
        ...auditParams(c),
      ],
    );
  }

  /** People the roster no longer has (or removed): deactivated, their data kept. */
  async deactivatePeople(ids: readonly number[], c: WriteContext): Promise<void> {
    await this.em.execute(
      `with rows as (update users set deactivated_at = ?, updated_at = ?
                      where id = any(?::int[]) and roster_source_id = ? and deactivated_at is null
                      returning id, sourced_id)
       ${audited('rostering.person.deactivated', `'{}'::jsonb`)}`,
      [c.now, c.now, pgArray(ids), c.sourceId, ...auditParams(c)],
    );
  }

  /**
   * Enrolments, new or changed: active ones put the person in the section. Answers the memberships
   * that may have to go (an enrolment that ended, or moved to another class or person).
   */
  async upsertEnrollments(chunk: string, c: WriteContext): Promise<Pair[]> {
    const rows: { section_id: number; user_id: number }[] = await this.em.execute(
      `with input as (select * from ${ENROLLMENT_INPUT}),
       old as (select e.id, e.section_id, e.user_id, e.role, e.deactivated_at from roster_enrollments e
                 join input i on e.roster_source_id = ? and e.sourced_id = i.sourced_id),
       rows as (
         insert into roster_enrollments (roster_source_id, sourced_id, section_id, user_id, role, is_primary,
                                         begin_date, end_date, roster_hash, deactivated_at, created_at, updated_at)
         select ?, i.sourced_id, s.id, u.id, i.role, i.is_primary, i.begin_date, i.end_date, i.hash,
                case when i.active then null else ?::timestamptz end, ?, ?
           from input i
           join sections s on s.roster_source_id = ? and s.sourced_id = i.section_sourced_id
           join users u on u.roster_source_id = ? and u.sourced_id = i.person_sourced_id
         on conflict (roster_source_id, sourced_id) do update
           set section_id = excluded.section_id, user_id = excluded.user_id, role = excluded.role,
               is_primary = excluded.is_primary, begin_date = excluded.begin_date, end_date = excluded.end_date,
               roster_hash = excluded.roster_hash, updated_at = excluded.updated_at,
               deactivated_at = case when excluded.deactivated_at is null then null
                                     else coalesce(roster_enrollments.deactivated_at, excluded.deactivated_at) end
         returning id, sourced_id, section_id, user_id, role, deactivated_at),
       joined as (insert into section_users (section_id, user_id)
                  select section_id, user_id from rows where deactivated_at is null on conflict do nothing),
       trail as (${audited(
         { upserted: 'rostering.enrollment' },
         `jsonb_build_object('before', case when old.id is null then null else to_jsonb(old) - 'id' end,
            'after', jsonb_build_object('section_id', rows.section_id, 'user_id', rows.user_id, 'role', rows.role,
                                        'deactivated_at', rows.deactivated_at))`,
       )})
       select o.section_id, o.user_id from old o join rows r on r.id = o.id
        where r.deactivated_at is not null or r.section_id <> o.section_id or r.user_id <> o.user_id`,
      [chunk, c.sourceId, c.sourceId, c.now, c.now, c.now, c.sourceId, c.sourceId, ...auditParams(c)],
    );
    return rows.map((row) => [row.section_id, row.user_id]);
  }

  async deactivateEnrollments(ids: readonly number[], c: WriteContext): Promise<Pair[]> {
    const rows: { section_id: number; user_id: number }[] = await this.em.execute(
      `with rows as (update roster_enrollments set deactivated_at = ?, updated_at = ?
                      where id = any(?::int[]) and roster_source_id = ? and deactivated_at is null
                      returning id, sourced_id, section_id, user_id),
       trail as (${audited('rostering.enrollment.deactivated', `'{}'::jsonb`)})
       select section_id, user_id from rows`,
      [c.now, c.now, pgArray(ids), c.sourceId, ...auditParams(c)],
    );
    return rows.map((row) => [row.section_id, row.user_id]);
  }

  /** Takes people out of sections where no active enrolment keeps them any longer. */
  async pruneMemberships(pairs: readonly Pair[]): Promise<void> {
    if (pairs.length === 0) return;
    await this.em.execute(
      `delete from section_users su
        using unnest(?::int[], ?::int[]) as p(section_id, user_id)
        where su.section_id = p.section_id and su.user_id = p.user_id
          and not exists (select 1 from roster_enrollments e
                           where e.section_id = su.section_id and e.user_id = su.user_id and e.deactivated_at is null)`,
      [pgArray(pairs.map((pair) => pair[0])), pgArray(pairs.map((pair) => pair[1]))],
    );
  }
}
