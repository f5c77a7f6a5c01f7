import { Migration } from '@mikro-orm/migrations';

/**
 * Seats used become stored counts instead of a count of users on every `GET /me`: each school and
 * each district keeps how many active students have it (or one of its schools) as their main
 * school, the number every licence of theirs is measured against. Triggers keep the counts in the
 * statement that moves a student (created, deactivated, given or losing the student role, moved
 * school, deleted; a school moved to another district), so the people screens, the roster's bulk
 * writes and privacy's erasures all keep them right inside their own transaction, whoever writes.
 * The user trigger is per statement with transition tables: a roster chunk of a thousand people
 * adds to each school's count once, not a thousand times.
 *
 * `schools.licences`, the plain kinds from before licences had terms, never expired and never ran
 * out; it becomes licence rows (until the end of the academic year under way, which starts on
 * 1 August, with seats enough never to run out) that a superuser can now see, date and end, and
 * the column goes: gating reads the licences table alone.
 */
export class Migration20261129120000 extends Migration {
  override name = 'Migration20261129120000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "schools" add "student_count" int not null default 0;`);
    this.addSql(`alter table "districts" add "student_count" int not null default 0;`);
    this.addSql(`
      create function lantern_add_students(changes jsonb) returns void language sql as $$
        -- changes: [{"school_id": n, "delta": n}], one per school, never zero.
        with d as (select (c->>'school_id')::int as school_id, (c->>'delta')::int as delta
                     from jsonb_array_elements(changes) c),
        schools_changed as (
          update schools s set student_count = s.student_count + d.delta from d
           where s.id = d.school_id returning s.district_id, d.delta)
        update districts t set student_count = t.student_count + x.delta
          from (select district_id, sum(delta)::int as delta from schools_changed
                 where district_id is not null group by district_id) x
         where t.id = x.district_id and x.delta <> 0;
      $$;`);
    this.addSql(`
      create function lantern_count_students() returns trigger language plpgsql as $$
      declare changes jsonb;
      begin
        if tg_op = 'INSERT' then
          select jsonb_agg(jsonb_build_object('school_id', school_id, 'delta', n)) into changes
            from (select school_id, count(*)::int as n from new_rows
                   where school_id is not null and deactivated_at is null and 'student' = any(roles)
                   group by school_id) x;
        elsif tg_op = 'DELETE' then
          select jsonb_agg(jsonb_build_object('school_id', school_id, 'delta', -n)) into changes
            from (select school_id, count(*)::int as n from old_rows
                   where school_id is not null and deactivated_at is null and 'student' = any(roles)
                   group by school_id) x;
        else
          select jsonb_agg(jsonb_build_object('school_id', school_id, 'delta', n)) into changes
            from (select school_id, sum(delta)::int as n from (
                    select school_id, 1 as delta from new_rows
                     where school_id is not null and deactivated_at is null and 'student' = any(roles)
                    union all
                    select school_id, -1 from old_rows
                     where school_id is not null and deactivated_at is null and 'student' = any(roles)) c
                   group by school_id having sum(delta) <> 0) x;
        end if;
        if changes is not null then perform lantern_add_students(changes); end if;
        return null;
      end $$;`);
    this.addSql(`create trigger users_count_students_inserted after insert on "users"
      referencing new table as new_rows for each statement execute function lantern_count_students();`);
    this.addSql(`create trigger users_count_students_updated after update on "users"
      referencing old table as old_rows new table as new_rows for each statement execute function lantern_count_students();`);
    this.addSql(`create trigger users_count_students_deleted after delete on "users"
      referencing old table as old_rows for each statement execute function lantern_count_students();`);
    // A school that changes district takes its students' count along; a deleted one takes it away.
    this.addSql(`
      create function lantern_move_school_students() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') and old.district_id is not null then
          update districts set student_count = student_count - old.student_count where id = old.district_id;
        end if;
        if tg_op = 'UPDATE' and new.district_id is not null then
          update districts set student_count = student_count + new.student_count where id = new.district_id;
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger schools_move_students after update of district_id on "schools"
      for each row when (old.district_id is distinct from new.district_id)
      execute function lantern_move_school_students();`);
    this.addSql(`create trigger schools_drop_students after delete on "schools"
      for each row execute function lantern_move_school_students();`);
    this.addSql(`
      update schools s set student_count = c.n
        from (select school_id, count(*)::int as n from users
               where school_id is not null and deactivated_at is null and 'student' = any(roles)
               group by school_id) c
       where s.id = c.school_id;`);
    this.addSql(`
      update districts d set student_count = c.n
        from (select district_id, sum(student_count)::int as n from schools
               where district_id is not null group by district_id) c
       where d.id = c.district_id;`);

    this.addSql(`
      insert into licences (kind, school_id, district_id, starts_on, ends_on, seats, created_at, updated_at)
      select k.kind, s.id, null, s.created_at::date,
             make_date(extract(year from now() + interval '5 months')::int, 7, 31), 10000000, now(), now()
        from schools s cross join lateral unnest(s.licences) as k(kind)
       where not exists (select 1 from licences l where l.school_id = s.id and l.kind = k.kind);`);
    this.addSql(`alter table "schools" drop column "licences";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "schools" add "licences" text[] not null default '{}';`);
    this.addSql(`drop trigger if exists schools_drop_students on "schools";`);
    this.addSql(`drop trigger if exists schools_move_students on "schools";`);
    this.addSql(`drop function if exists lantern_move_school_students();`);
    this.addSql(`drop trigger if exists users_count_students_deleted on "users";`);
    this.addSql(`drop trigger if exists users_count_students_updated on "users";`);
    this.addSql(`drop trigger if exists users_count_students_inserted on "users";`);
    this.addSql(`drop function if exists lantern_count_students();`);
    this.addSql(`drop function if exists lantern_add_students(jsonb);`);
    this.addSql(`alter table "districts" drop column "student_count";`);
    this.addSql(`alter table "schools" drop column "student_count";`);
  }
}
