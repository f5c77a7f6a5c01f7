/**
 * The activity rollups' functions, kept beside their migration (Migration20261130100000) so the
 * load bench can rebuild the rollups after a bulk load with the very same `rollup_rebuild()`.
 *
 * Every count is the dashboard's: a session handed on to another tutor ('transferred') counts once,
 * as the session it became, and is kept apart in `transferred` (the teacher's list counts both);
 * cancelled essays (status -1) and anything in `content_holds` are left out; days are New York days.
 * A student's history is counted in the cohort (current school, grade; 0 = no grade) stored on their
 * `rollup_students` row, and moved whole when the school or grade changes.
 */
const TZ = `'America/New_York'`;

/** Takes the student's row lock first: every writer of a student's rollups goes through it. */
const lockStudent = `
create or replace function rollup_lock_student(p_student int) returns rollup_students
language plpgsql as $$
declare r rollup_students;
begin
  select * into r from rollup_students where student_id = p_student for update;
  if found then return r; end if;
  insert into rollup_students (student_id, school_id, grade_key)
  select p_student, case when st.user_id is not null then u.school_id end, coalesce(st.grade_id, 0)
    from (select 1) one left join users u on u.id = p_student left join students st on st.user_id = p_student
  on conflict do nothing;
  select * into r from rollup_students where student_id = p_student for update;
  return r;
end $$;`;

/** Adds (or with a negative sign removes) a student's day rows to a cohort, as day and month rows. */
const cohortAdd = `
create or replace function rollup_cohort_add(p_student int, p_school int, p_grade int, p_sign int,
                                             p_from date, p_to date) returns void
language sql as $$
  insert into rollup_cohort_periods as c (school_id, kind, period, grade_key, sessions, essays)
  select p_school, k.kind, case k.kind when 'd' then d.day else date_trunc('month', d.day)::date end, p_grade,
         p_sign * sum(d.sessions), p_sign * sum(d.essays)
    from rollup_student_days d cross join (values ('d'), ('m')) k(kind)
   where d.student_id = p_student and d.day between p_from and p_to
   group by 2, 3 order by 2, 3
  on conflict (school_id, kind, period, grade_key)
  do update set sessions = c.sessions + excluded.sessions, essays = c.essays + excluded.essays;
  insert into rollup_cohort_topics as c (school_id, kind, period, grade_key, subject_id, topic_key, sessions)
  select p_school, k.kind, case k.kind when 'd' then t.day else date_trunc('month', t.day)::date end, p_grade,
         t.subject_id, t.topic_key, p_sign * sum(t.sessions)
    from rollup_student_topics t cross join (values ('d'), ('m')) k(kind)
   where t.student_id = p_student and t.day between p_from and p_to
   group by 2, 3, 5, 6 order by 2, 3, 5, 6
  on conflict (school_id, kind, period, grade_key, subject_id, topic_key)
  do update set sessions = c.sessions + excluded.sessions;
  insert into rollup_school_topics as c (school_id, kind, period, subject_id, topic_key, sessions)
  select p_school, k.kind, case k.kind when 'd' then t.day else date_trunc('month', t.day)::date end,
         t.subject_id, t.topic_key, p_sign * sum(t.sessions)
    from rollup_student_topics t cross join (values ('d'), ('m')) k(kind)
   where t.student_id = p_student and t.day between p_from and p_to
   group by 2, 3, 4, 5 order by 2, 3, 4, 5
  on conflict (school_id, kind, period, subject_id, topic_key)
  do update set sessions = c.sessions + excluded.sessions;
$$;`;

/**
 * Recounts one student's New York day from its sessions and essays (a few rows, by the student's
 * indexes) and applies the difference to every rollup. Used by every writer but the message lines.
 */
const refreshDay = `
create or replace function rollup_refresh_day(p_student int, p_day date) returns void
language plpgsql as $$
declare
  lo timestamptz := p_day::timestamp at time zone ${TZ};
  hi timestamptz := (p_day + 1)::timestamp at time zone ${TZ};
  cur rollup_students;
  old rollup_student_days;
  fresh rollup_student_days;
  essay_last timestamptz;
  before rollup_student_days;
begin
  cur := rollup_lock_student(p_student);
  -- Statements after the lock see every transaction that held it before, so the recount is exact.
  select p_student, p_day, count(*) filter (where s.status <> 'transferred'),
         count(*) filter (where s.status = 'transferred'), 0, coalesce(sum(s.last_seq), 0),
         coalesce(sum(extract(epoch from s.ended_at - s.matched_at)::int), 0), max(s.requested_at),
         max(s.requested_at) filter (where s.status <> 'transferred')
    into fresh
    from sessions s
   where s.student_id = p_student and s.requested_at >= lo and s.requested_at < hi
     and not exists (select 1 from content_holds h where h.kind = 'session' and h.target_id = s.id);
  select count(*), max(e.created_at) into fresh.essays, essay_last
    from essays e
   where e.student_id = p_student and e.created_at >= lo and e.created_at < hi and e.status <> -1
     and not exists (select 1 from content_holds h where h.kind = 'essay' and h.target_id = e.id);
  fresh.last_at := greatest(fresh.last_at, essay_last);
  fresh.counted_at := greatest(fresh.counted_at, essay_last);
  select * into old from rollup_student_days where student_id = p_student and day = p_day;
  if not found then
    old := row(p_student, p_day, 0, 0, 0, 0, 0, null, null, 0, 0, null)::rollup_student_days;
  end if;

  -- The cohort's share leaves with the old numbers and comes back with the fresh ones.
  if cur.school_id is not null then
    perform rollup_cohort_add(p_student, cur.school_id, cur.grade_key, -1, p_day, p_day);
  end if;
  delete from rollup_student_days where student_id = p_student and day = p_day;
  delete from rollup_student_topics where student_id = p_student and day = p_day;
  if fresh.sessions + fresh.transferred + fresh.essays > 0 then
    select * into before from rollup_student_days
     where student_id = p_student and day < p_day order by day desc limit 1;
    fresh.cum_sessions := coalesce(before.cum_sessions, 0) + fresh.sessions;
    fresh.cum_essays := coalesce(before.cum_essays, 0) + fresh.essays;
    fresh.cum_counted_at := greatest(before.cum_counted_at, fresh.counted_at);
    insert into rollup_student_days values (fresh.*);
    insert into rollup_student_topics (student_id, day, subject_id, topic_key, sessions)
    select p_student, p_day, s.subject_id, coalesce(s.topic_id, 0), count(*)
      from sessions s
     where s.student_id = p_student and s.requested_at >= lo and s.requested_at < hi
       and s.status <> 'transferred'
       and not exists (select 1 from content_holds h where h.kind = 'session' and h.target_id = s.id)
     group by 3, 4;
  end if;
  if cur.school_id is not null then
    perform rollup_cohort_add(p_student, cur.school_id, cur.grade_key, 1, p_day, p_day);
  end if;
  -- The running totals of the student's later days (usually none: writes are of today).
  if (fresh.sessions, fresh.essays, fresh.counted_at) is distinct from (old.sessions, old.essays, old.counted_at) then
    update rollup_student_days d set
      cum_sessions = cum_sessions + fresh.sessions - old.sessions,
      cum_essays = cum_essays + fresh.essays - old.essays,
      cum_counted_at = (select max(x.counted_at) from rollup_student_days x
                         where x.student_id = p_student and x.day <= d.day)
     where d.student_id = p_student and d.day > p_day;
  end if;

  update rollup_students set
    sessions = sessions + fresh.sessions - old.sessions,
    transferred = transferred + fresh.transferred - old.transferred,
    essays = essays + fresh.essays - old.essays,
    messages = messages + fresh.messages - old.messages,
    seconds = seconds + fresh.seconds - old.seconds,
    last_at = case when fresh.last_at >= last_at or last_at is null then fresh.last_at
                   when old.last_at is distinct from last_at then last_at
                   else (select max(d.last_at) from rollup_student_days d where d.student_id = p_student) end,
    active_days = case when fresh.sessions + fresh.essays > 0
                       then active_days + datemultirange(daterange(p_day, p_day, '[]'))
                       else active_days - datemultirange(daterange(p_day, p_day, '[]')) end
   where student_id = p_student;
end $$;`;

/** Moves a student's whole history to their current school and grade, when either changes. */
const moveStudent = `
create or replace function rollup_move_student(p_student int) returns void
language plpgsql as $$
declare
  cur rollup_students;
  new_school int;
  new_grade int;
begin
  select * into cur from rollup_students where student_id = p_student for update;
  if not found then return; end if;
  select case when st.user_id is not null then u.school_id end, coalesce(st.grade_id, 0)
    into new_school, new_grade
    from (select 1) one left join users u on u.id = p_student left join students st on st.user_id = p_student;
  if (cur.school_id, cur.grade_key) is not distinct from (new_school, new_grade) then return; end if;
  if cur.school_id is not null then
    perform rollup_cohort_add(p_student, cur.school_id, cur.grade_key, -1, '-infinity', 'infinity');
  end if;
  if new_school is not null then
    perform rollup_cohort_add(p_student, new_school, new_grade, 1, '-infinity', 'infinity');
  end if;
  update rollup_students set school_id = new_school, grade_key = new_grade where student_id = p_student;
end $$;`;

const day = (column: string) => `(${column} at time zone ${TZ})::date`;

/** The trigger functions: which student-days a written row touches. */
const triggers = `
create or replace function rollup_on_session() returns trigger
language plpgsql as $$
begin
  if tg_op <> 'INSERT' then perform rollup_refresh_day(old.student_id, ${day('old.requested_at')}); end if;
  if tg_op <> 'DELETE' and (tg_op = 'INSERT' or old.student_id <> new.student_id
                            or ${day('old.requested_at')} <> ${day('new.requested_at')}) then
    perform rollup_refresh_day(new.student_id, ${day('new.requested_at')});
  end if;
  return null;
end $$;

-- A message line only moves the session's sequence: counted on the spot, with no recount.
create or replace function rollup_on_session_line() returns trigger
language plpgsql as $$
declare
  added int := new.last_seq - old.last_seq;
  on_day date := ${day('new.requested_at')};
begin
  if exists (select 1 from content_holds h where h.kind = 'session' and h.target_id = new.id) then
    return null;
  end if;
  update rollup_students set messages = messages + added where student_id = new.student_id;
  if found then
    update rollup_student_days set messages = messages + added
     where student_id = new.student_id and day = on_day;
    if found then return null; end if;
    update rollup_students set messages = messages - added where student_id = new.student_id;
  end if;
  perform rollup_refresh_day(new.student_id, on_day);
  return null;
end $$;

create or replace function rollup_on_essay() returns trigger
language plpgsql as $$
begin
  if tg_op <> 'INSERT' then perform rollup_refresh_day(old.student_id, ${day('old.created_at')}); end if;
  if tg_op <> 'DELETE' and (tg_op = 'INSERT' or old.student_id <> new.student_id
                            or ${day('old.created_at')} <> ${day('new.created_at')}) then
    perform rollup_refresh_day(new.student_id, ${day('new.created_at')});
  end if;
  return null;
end $$;

-- A hold placed or lifted after the fact recounts the day of what it holds.
create or replace function rollup_refresh_target(p_kind text, p_target int) returns void
language sql as $$
  select rollup_refresh_day(x.student_id, ${day('x.at')})
    from (select student_id, requested_at as at from sessions where p_kind = 'session' and id = p_target
          union all
          select student_id, created_at from essays where p_kind = 'essay' and id = p_target) x;
$$;

create or replace function rollup_on_hold() returns trigger
language plpgsql as $$
begin
  if tg_op <> 'INSERT' then perform rollup_refresh_target(old.kind, old.target_id); end if;
  if tg_op <> 'DELETE' then perform rollup_refresh_target(new.kind, new.target_id); end if;
  return null;
end $$;

create or replace function rollup_on_school_change() returns trigger
language plpgsql as $$
begin
  perform rollup_move_student(new.id);
  return null;
end $$;

create or replace function rollup_on_grade_change() returns trigger
language plpgsql as $$
begin
  perform rollup_move_student(case when tg_op = 'DELETE' then old.user_id else new.user_id end);
  return null;
end $$;`;

/** Rebuilds every rollup from the raw rows in a few set-based statements (migration, bulk loads). */
const rebuild = `
create or replace function rollup_rebuild() returns void
language sql as $$
  truncate rollup_student_days, rollup_student_topics, rollup_students, rollup_cohort_periods, rollup_cohort_topics,
    rollup_school_topics;
  insert into rollup_student_days
  select g.*, sum(sessions) over w, sum(essays) over w, max(counted_at) over w
    from (
  select student_id, day, sum(sessions)::int as sessions, sum(transferred)::int as transferred,
         sum(essays)::int as essays, sum(messages)::int as messages, sum(seconds) as seconds, max(at) as last_at,
         max(at) filter (where sessions + essays > 0) as counted_at
    from (select s.student_id, ${day('s.requested_at')} as day, (s.status <> 'transferred')::int as sessions,
                 (s.status = 'transferred')::int as transferred, 0 as essays, s.last_seq as messages,
                 coalesce(extract(epoch from s.ended_at - s.matched_at), 0)::int as seconds, s.requested_at as at
            from sessions s
           where not exists (select 1 from content_holds h where h.kind = 'session' and h.target_id = s.id)
          union all
          select e.student_id, ${day('e.created_at')}, 0, 0, 1, 0, 0, e.created_at
            from essays e
           where e.status <> -1
             and not exists (select 1 from content_holds h where h.kind = 'essay' and h.target_id = e.id)) a
   group by 1, 2) g
  window w as (partition by g.student_id order by g.day);
  insert into rollup_student_topics
  select s.student_id, ${day('s.requested_at')}, s.subject_id, coalesce(s.topic_id, 0), count(*)
    from sessions s
   where s.status <> 'transferred'
     and not exists (select 1 from content_holds h where h.kind = 'session' and h.target_id = s.id)
   group by 1, 2, 3, 4;
  insert into rollup_students
  select d.student_id, case when st.user_id is not null then u.school_id end, coalesce(st.grade_id, 0),
         sum(d.sessions), sum(d.transferred), sum(d.essays), sum(d.messages), sum(d.seconds), max(d.last_at),
         coalesce(range_agg(daterange(d.day, d.day, '[]')) filter (where d.sessions + d.essays > 0), '{}')
    from rollup_student_days d left join users u on u.id = d.student_id left join students st on st.user_id = d.student_id
   group by d.student_id, u.school_id, st.user_id, st.grade_id;
  insert into rollup_cohort_periods
  select r.school_id, k.kind, case k.kind when 'd' then d.day else date_trunc('month', d.day)::date end, r.grade_key,
         sum(d.sessions), sum(d.essays)
    from rollup_student_days d join rollup_students r on r.student_id = d.student_id and r.school_id is not null
   cross join (values ('d'), ('m')) k(kind)
   group by 1, 2, 3, 4;
  insert into rollup_cohort_topics
  select r.school_id, k.kind, case k.kind when 'd' then t.day else date_trunc('month', t.day)::date end, r.grade_key,
         t.subject_id, t.topic_key, sum(t.sessions)
    from rollup_student_topics t join rollup_students r on r.student_id = t.student_id and r.school_id is not null
   cross join (values ('d'), ('m')) k(kind)
   group by 1, 2, 3, 4, 5, 6;
  insert into rollup_school_topics
  select school_id, kind, period, subject_id, topic_key, sum(sessions)
    from rollup_cohort_topics group by 1, 2, 3, 4, 5;
$$;`;

export const ROLLUP_FUNCTIONS = [lockStudent, cohortAdd, refreshDay, moveStudent, triggers, rebuild];
