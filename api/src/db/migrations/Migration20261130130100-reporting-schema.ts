import { Migration } from '@mikro-orm/migrations';

/**
 * The read-only reporting schema a district's BI tool connects to (`/administrator/metabase`; the
 * columns are listed in shared/src/contracts/reporting.ts, which a test holds these views to).
 *
 * - `lantern_reporting` is a NOLOGIN group role with USAGE on schema `reporting` and SELECT on its
 *   views, nothing else: it cannot read a table of `public`. Roles belong to the whole cluster, so
 *   it is created only if missing (every test database shares it).
 * - A district's login is a role of its own, a member of `lantern_reporting`, named in
 *   `reporting_logins` with its district: every view shows that district's rows only (a view reads
 *   its tables as its owner, but `current_user` is still the login). A member not named there sees
 *   nothing.
 * - Students appear by `student_key`, an md5 of their id under this installation's own random key
 *   (`reporting_keys`, unreadable to the role), so the key joins across views and cannot be
 *   reversed by hashing every id.
 * - No names, usernames, e-mail addresses, passwords, tokens, questions, essay texts or messages.
 *   Demographic columns are null unless the district turned demographics on. Sessions handed on to
 *   another tutor (counted as the session they became) and anything a superuser holds are left out,
 *   as the dashboards count.
 */
const NY = `'America/New_York'`;
const DISTRICT = `(select l.district_id from public.reporting_logins l where l.role_name = current_user)`;
const STUDENT_KEY = `md5((select k.secret from public.reporting_keys k limit 1) || ':' || u.id)`;

export class Migration20261130130100 extends Migration {
  override name = 'Migration20261130130100';

  override up(): void | Promise<void> {
    this.addSql(`create table "reporting_logins" ("role_name" text not null primary key,
      "district_id" int not null references "districts" ("id") on delete cascade,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create table "reporting_keys" ("secret" text not null);`);
    this.addSql(`insert into "reporting_keys" ("secret") values (gen_random_uuid()::text);`);
    this.addSql(`create schema "reporting";`);
    this.addSql(`
      create view reporting.districts as
      select d.id::int as district_id, d.name::text as name, d.student_count::int as licensed_students,
             d.demographics_enabled
        from public.districts d where d.id = ${DISTRICT};`);
    this.addSql(`
      create view reporting.schools as
      select s.id::int as school_id, s.district_id::int as district_id, s.name::text as name,
             s.student_count::int as licensed_students
        from public.schools s where s.district_id = ${DISTRICT};`);
    this.addSql(`
      create view reporting.grades as
      select g.id::int as grade_id, g.name::text as name, g.position::int as position from public.grades g;`);
    this.addSql(`
      create view reporting.students as
      select ${STUDENT_KEY} as student_key, u.school_id::int as school_id, st.grade_id::int as grade_id,
             (u.deactivated_at is null) as active, (u.created_at at time zone ${NY})::date as joined_on,
             case when d.demographics_enabled then st.sex::text end as sex,
             case when d.demographics_enabled then st.race_ethnicity::text end as race_ethnicity,
             case when d.demographics_enabled then st.english_learner end as english_learner,
             case when d.demographics_enabled then st.iep_or_504 end as iep_or_504
        from public.users u
        join public.students st on st.user_id = u.id
        join public.schools s on s.id = u.school_id
        join public.districts d on d.id = s.district_id
       where 'student' = any(u.roles) and s.district_id = ${DISTRICT};`);
    this.addSql(`
      create view reporting.sessions as
      select x.id::int as session_id, ${STUDENT_KEY} as student_key, u.school_id::int as school_id,
             st.grade_id::int as grade_id, sub.name::text as subject, tp.name::text as topic,
             x.chat_type::text as chat_type, x.status::text as status, x.requested_at, x.matched_at,
             x.ended_at,
             extract(epoch from x.matched_at - x.requested_at)::int as wait_seconds,
             extract(epoch from x.ended_at - coalesce(x.matched_at, x.requested_at))::int as duration_seconds
        from public.sessions x
        join public.users u on u.id = x.student_id
        join public.students st on st.user_id = u.id
        join public.schools s on s.id = u.school_id
        join public.subjects sub on sub.id = x.subject_id
        left join public.topics tp on tp.id = x.topic_id
       where s.district_id = ${DISTRICT} and x.status <> 'transferred'
         and not exists (select 1 from public.content_holds h where h.kind = 'session' and h.target_id = x.id);`);
    this.addSql(`
      create view reporting.essays as
      select e.id::int as essay_id, ${STUDENT_KEY} as student_key, u.school_id::int as school_id,
             st.grade_id::int as grade_id, e.submission_type::text as submission_type,
             (case e.status when -1 then 'cancelled' when 0 then 'pending' when 1 then 'in_review'
                            when 2 then 'reviewed' when 3 then 'downloaded' end)::text as status,
             e.created_at, e.due_at, e.reviewed_at
        from public.essays e
        join public.users u on u.id = e.student_id
        join public.students st on st.user_id = u.id
        join public.schools s on s.id = u.school_id
       where s.district_id = ${DISTRICT}
         and not exists (select 1 from public.content_holds h where h.kind = 'essay' and h.target_id = e.id);`);
    this.addSql(`
      create view reporting.daily_usage as
      select a.day, a.school_id, a.grade_id,
             (count(*) filter (where a.kind = 'session'))::int as sessions,
             (count(*) filter (where a.kind = 'essay'))::int as essays,
             count(distinct a.student_key)::int as active_students
        from (select (requested_at at time zone ${NY})::date as day, school_id, grade_id, student_key,
                     'session' as kind from reporting.sessions
              union all
              select (created_at at time zone ${NY})::date, school_id, grade_id, student_key, 'essay'
                from reporting.essays where status <> 'cancelled') a
       group by a.day, a.school_id, a.grade_id;`);
    // An application login without CREATEROLE cannot make the role: the schema is still made, and
    // an operator runs these three statements once (docs/architecture.md, "The reporting schema").
    this.addSql(`do $$ begin
      if not exists (select 1 from pg_roles where rolname = 'lantern_reporting') then
        create role lantern_reporting nologin;
      end if;
      grant usage on schema reporting to lantern_reporting;
      grant select on all tables in schema reporting to lantern_reporting;
    exception when insufficient_privilege then
      raise warning 'lantern_reporting not created or granted: %', sqlerrm;
    end $$;`);
  }

  override down(): void | Promise<void> {
    // The role is the cluster's, shared by every database on it: only this database's grants go.
    this.addSql(`do $$ begin
      if exists (select 1 from pg_roles where rolname = 'lantern_reporting') then
        revoke all on all tables in schema reporting from lantern_reporting;
        revoke usage on schema reporting from lantern_reporting;
      end if;
    end $$;`);
    this.addSql(`drop schema "reporting" cascade;`);
    this.addSql(`drop table "reporting_keys";`);
    this.addSql(`drop table "reporting_logins";`);
  }
}
