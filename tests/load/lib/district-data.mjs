// A district made in the database with set-based SQL (generate_series), for
// tests/load/district-dashboard.mjs: schools, students with grades, a district manager, a teacher
// with sections, then sessions, their message lines, essays and holds spread over the last 400
// New York days, stored in time order as a live system writes them. Sessions, lines and essays are written with triggers and foreign keys off
// (session_replication_role = replica), as a bulk load would, and the rollups are then rebuilt
// once by the migration's own rollup_rebuild(). The people sign in with the demo password.
import { performance } from 'node:perf_hooks';

const seconds = (ms) => Math.round(ms / 100) / 10;

/**
 * Pseudo-random but repeatable: PostgreSQL's own integer hash of n and a salt, modulo m. Each salt
 * draws independently (a plain multiplicative hash would tie a session's day to its student).
 */
const hash = (n, m, salt = 0) => `(abs(hashint8((${n})::bigint * 1000003 + ${salt})::bigint) % ${m})`;

async function timed(db, label, sql, params = []) {
  const start = performance.now();
  const result = await db.query(sql, params);
  console.log(
    `  ${label}: ${seconds(performance.now() - start)} s${result.rowCount ? ` (${result.rowCount} rows)` : ''}`,
  );
  return result;
}

/**
 * Makes the district; answers the ids the bench needs and the seconds each part took.
 * size: { students, schools, sessions, linesPerSession, essays, holds }.
 */
export async function makeDistrict(db, size) {
  const start = performance.now();
  const {
    rows: [district],
  } = await db.query(
    `insert into districts (name, created_at) values ('Bench District', now()) returning id`,
  );
  const { rows: schools } = await db.query(
    `insert into schools (name, district_id, created_at)
     select 'Bench School ' || lpad(n::text, 3, '0'), $1, now() from generate_series(1, $2) n returning id`,
    [district.id, size.schools],
  );
  const schoolIds = schools.map((row) => row.id);
  const { rows: grades } = await db.query(`select id from grades order by position`);
  // Elementary, middle and high schools in turn, each with its own band of grades.
  const bands = [grades.slice(0, 6), grades.slice(6, 9), grades.slice(9, 13)].map((band) =>
    band.map((grade) => grade.id),
  );
  await timed(
    db,
    `${size.students} students`,
    `insert into users (username, password_hash, first_name, last_name, roles, "current_role", school_id,
                        accepted_agreement, created_at, updated_at)
     select 'bench.s' || n, t.password_hash, 'Student', 'Bench' || lpad(n::text, 6, '0'), '{student}', 'student',
            ($2::int[])[1 + n % $3], true, now(), now()
       from generate_series(0, $1 - 1) n, (select password_hash from users where username = 'student') t`,
    [size.students, schoolIds, schoolIds.length],
  );
  await db.query(
    `insert into students (user_id, grade_id, is_new)
     select u.id,
            case when ${hash('u.id', 20)} = 0 then null
                 else (($1::int[][])[1 + (u.school_id - $2) % 3][1 + ${hash('u.id', 6, 7)}]) end,
            false
       from users u where u.username like 'bench.s%'`,
    [padBands(bands), schoolIds[0]],
  );
  const {
    rows: [{ first, last }],
  } = await db.query(`select min(id) as first, max(id) as last from users where username like 'bench.s%'`);
  const people = (username, roles, school, districtId) =>
    db.query(
      `insert into users (username, password_hash, first_name, last_name, roles, "current_role", school_id,
                          district_id, accepted_agreement, created_at, updated_at)
       select $1, password_hash, 'Bench', $1, $2::text[], $3, $4, $5, true, now(), now()
         from users where username = 'teacher' returning id`,
      [username, `{${roles.join(',')}}`, roles[0], school, districtId],
    );
  await people('bench.manager', ['district-manager'], null, district.id);
  const {
    rows: [teacher],
  } = await people('bench.teacher', ['teacher'], schoolIds[0], null);
  // Five sections of 30 students of the teacher's school: 150 students on the students page.
  await db.query(
    `with made as (insert into sections (name, school_id) select 'Bench section ' || n, $1 from generate_series(1, 5) n
                   returning id),
          numbered as (select id, row_number() over (order by id) - 1 as k from made),
          pupils as (select id, row_number() over (order by id) - 1 as k from users
                      where username like 'bench.s%' and school_id = $1 order by id limit 150)
     insert into section_users (section_id, user_id)
     select n.id, p.id from numbered n join pupils p on p.k / 30 = n.k
     union all select id, $2 from made`,
    [schoolIds[0], teacher.id],
  );

  await db.query(`set session_replication_role = replica`);
  const students = Number(last) - Number(first) + 1;
  // Daytime in New York over the last 400 days; a fiftieth of the sessions handed on to another tutor.
  await timed(
    db,
    `${size.sessions} sessions`,
    `with topics as (select row_number() over (order by id) - 1 as k, id, subject_id from topics),
          n_topics as (select count(*) as total from topics)
     insert into sessions (student_id, status, chat_type, subject_id, topic_id, question, language_id, requested_at,
                           matched_at, ended_at, last_seq)
     select $1 + ${hash('n', students)}, case when n % 50 = 0 then 'transferred' else 'ended' end, 'tutor',
            t.subject_id, case when n % 10 < 3 then null else t.id end, 'How do tides work', 1, at,
            at + interval '1 minute', at + (5 + n % 40) * interval '1 minute', $3
       from generate_series(1, $2) n
       cross join n_topics
       join topics t on t.k = ${hash('n', 'n_topics.total', 3)}
       cross join lateral (select ((date_trunc('day', now() at time zone 'America/New_York')
                                    - ${hash('n', 400, 11)} * interval '1 day'
                                    + (8 + ${hash('n', 14, 13)}) * interval '1 hour'
                                    + ${hash('n', 60, 17)} * interval '1 minute')
                                   at time zone 'America/New_York') as at) x
      order by at`,
    [first, size.sessions, size.linesPerSession],
  );
  await timed(
    db,
    `${size.sessions * size.linesPerSession} message lines`,
    `insert into session_messages (session_id, seq, client_id, sender_id, kind, text, is_flagged, created_at)
     select s.id, k, 'bench-' || s.id || '-' || k, case when k % 2 = 1 then s.student_id end, 'text',
            'A line of the bench conversation', false, s.matched_at + k * interval '20 seconds'
       from sessions s cross join generate_series(1, $1) k
      where s.student_id between $2 and $3`,
    [size.linesPerSession, first, last],
  );
  await timed(
    db,
    `${size.essays} essays`,
    `insert into essays (status, student_id, language_id, submission_type, title, details, created_at, due_at,
                         source_files, instruction_files)
     select case when n % 33 = 0 then -1 else 2 end, $1 + ${hash('n', students, 5)}, 1, 'essay', 'On tides',
            'About the moon', at, at + interval '3 days', '[]', '[]'
       from generate_series(1, $2) n
       cross join lateral (select ((date_trunc('day', now() at time zone 'America/New_York')
                                    - ${hash('n', 400, 19)} * interval '1 day'
                                    + (8 + ${hash('n', 14, 23)}) * interval '1 hour')
                                   at time zone 'America/New_York') as at) x
      order by at`,
    [first, size.essays],
  );
  await timed(
    db,
    `${size.holds} holds`,
    `insert into content_holds (kind, target_id, state, held_by_id, held_at)
     select kind, target_id, 'hidden', (select id from users where username = 'superuser'), now()
       from ((select 'session' as kind, id as target_id from sessions
               where student_id between $2 and $3 and id % 997 = 0 limit $1)
             union all
             (select 'essay', id from essays where student_id between $2 and $3 and id % 97 = 0 limit $1 / 10)) h`,
    [size.holds, first, last],
  );
  await db.query(`set session_replication_role = origin`);
  const rebuildStart = performance.now();
  await timed(db, 'rollup_rebuild()', `select rollup_rebuild()`);
  const rebuildS = seconds(performance.now() - rebuildStart);
  await timed(db, 'analyze', `analyze`);
  // What autovacuum does in a running system: the rollups' visibility map, for index-only reads.
  await timed(db, 'vacuum of the rollups', `vacuum rollup_student_days, rollup_students`);
  return {
    districtId: district.id,
    schoolIds,
    firstStudent: Number(first),
    rebuildS,
    loadS: seconds(performance.now() - start),
  };
}

/** A rectangular array for PostgreSQL: bands padded by repeating their own grades. */
function padBands(bands) {
  const width = Math.max(...bands.map((band) => band.length));
  return bands.map((band) => Array.from({ length: width }, (_, i) => band[i % band.length]));
}
