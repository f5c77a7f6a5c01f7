#!/usr/bin/env node
// The dashboards at district scale: the administrators' and district managers' widgets and the
// teacher's students page, read from the activity rollups, over real HTTP, beside a bare yardstick
// of the same rollup SQL through pg in the same run; then whether the rollups' triggers keep up
// with the classroom's message rate.
//
// Starts the built API (api/dist: run `npm run build` or `npx tsc -b api` first) in production
// mode on a fresh database (DATABASE_URL's server when set, otherwise an embedded PostgreSQL),
// which migrates it and seeds the demo world; stops it and makes a district with set-based SQL
// (tests/load/lib/district-data.mjs): --schools (80) schools, --students (50,000), --sessions
// (2,000,000) with --lines (5) message lines each, --essays (200,000), --holds (2,000), then
// rebuilds the rollups once (rollup_rebuild, as the migration does). Starts the API again and:
//   - widgets: as the district manager, every widget (quick stats, total usage over time, usage by
//     school, sessions and topics) and the student analytics page (sorted by sessions, the order
//     that needs every student's sums) over the default range (the last month), a year and a single
//     day (hourly: that day's rows), --requests (40) each after 3 warm-ups, one at a time.
//     Target: p95 under 300 ms each.
//   - teacher: the teacher's students page (150 students in five sections), sorted by name, by
//     sessions and by last activity, pages 1–5. Target: p95 under 150 ms.
//   - yardstick: the same rollup SQL run directly through pg, as often; and once, the pre-rollup
//     query of a year's quick stats over the raw rows, for scale.
//   - writes: --lines-written (6,000) message lines as the API writes them (the session's next seq
//     and the line in one statement, three to a commit as the group commit holds them) from 8
//     connections over 600 matched sessions, with the rollups' line trigger and without, in
//     alternating turns (two each, the best counts); and 600 sessions asked, matched and ended, with and
//     without the session triggers; 1,000 students moved up a grade (their histories move to
//     the new cohort). Target: lines with the trigger at least the classroom
//     benchmark's steady rate (1,000 a second: 1,000 sessions, a line each a second).
// Exits 1 when a target is missed.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { signIn } from './lib/bench-clients.mjs';
import { createHarness, mapLimited, percentile } from './lib/bench-harness.mjs';
import { makeDistrict } from './lib/district-data.mjs';

const WIDGET_P95_MS = 300;
const TEACHER_P95_MS = 150;
const CLASSROOM_LINES_PER_S = 1000;
const { values: options } = parseArgs({
  options: {
    schools: { type: 'string', default: '80' },
    students: { type: 'string', default: '50000' },
    sessions: { type: 'string', default: '2000000' },
    lines: { type: 'string', default: '5' },
    essays: { type: 'string', default: '200000' },
    holds: { type: 'string', default: '2000' },
    requests: { type: 'string', default: '40' },
    'lines-written': { type: 'string', default: '6000' },
  },
});
const size = {
  schools: Number(options.schools),
  students: Number(options.students),
  sessions: Number(options.sessions),
  linesPerSession: Number(options.lines),
  essays: Number(options.essays),
  holds: Number(options.holds),
};
const REQUESTS = Number(options.requests);
const ms = (value) => `${value.toFixed(1)} ms`;

/** Today in New York, and the spec's default range (the same day of the month before to today). */
function ranges() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  const [py, pm] = m === 1 ? [y - 1, 12] : [y, m - 1];
  const pad = (n) => String(n).padStart(2, '0');
  const lastOfPrevious = new Date(Date.UTC(py, pm, 0)).getUTCDate();
  const yearAgo = new Date(Date.UTC(y, m - 1, d) - 364 * 86_400_000).toISOString().slice(0, 10);
  const dayBefore = new Date(Date.UTC(y, m - 1, d) - 86_400_000).toISOString().slice(0, 10);
  return {
    month: { start_date: `${py}-${pad(pm)}-${pad(Math.min(d, lastOfPrevious))}`, end_date: today },
    year: { start_date: yearAgo, end_date: today },
    day: { start_date: dayBefore, end_date: dayBefore },
  };
}

/** p50 and p95 of `count` runs of `work` after three warm-ups. */
async function measure(count, work) {
  for (let i = 0; i < 3; i++) await work(i);
  const times = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await work(i);
    times.push(performance.now() - start);
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

async function get(url, token, path, query) {
  const response = await fetch(`${url}/api${path}?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

const WIDGETS = {
  'quick stats': '/admin/dashboard/quick-stats',
  'total usage': '/admin/dashboard/total-usage-over-time',
  'usage by school': '/admin/dashboard/usage-by-school',
  'sessions and topics': '/admin/dashboard/sessions-and-topics-tutor-assignment',
};

/** The rollup SQL of each widget for the whole district, as the repository runs it. */
function yardstickQueries(schoolIds, range) {
  const [start, end] = [range.start_date, range.end_date];
  const d0 = new Date(`${start}T00:00:00Z`);
  const d1 = new Date(`${end}T00:00:00Z`);
  const first =
    d0.getUTCDate() === 1
      ? Date.UTC(d0.getUTCFullYear(), d0.getUTCMonth())
      : Date.UTC(d0.getUTCFullYear(), d0.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(d1.getUTCFullYear(), d1.getUTCMonth() + 1, 0)).getUTCDate();
  const after =
    d1.getUTCDate() === lastDay
      ? Date.UTC(d1.getUTCFullYear(), d1.getUTCMonth() + 1)
      : Date.UTC(d1.getUTCFullYear(), d1.getUTCMonth());
  const [from, to] =
    after > first ? [first, after].map((t) => new Date(t).toISOString().slice(0, 10)) : [start, start];
  const periods = `school_id = any($1::int[]) and ((kind = 'm' and period >= $4::date and period < $5::date)
    or (kind = 'd' and period between $2::date and $3::date and not (period >= $4::date and period < $5::date)))`;
  const params = [schoolIds, start, end, from, to];
  const active = `school_id = any($1::int[]) and active_days && daterange($2::date, $3::date, '[]')`;
  return {
    'quick stats': [
      `select sum(sessions)::int, sum(essays)::int, (select count(*) from rollup_students where ${active})::int
         from rollup_cohort_periods where ${periods}`,
      params,
    ],
    'total usage': [
      `select to_char(date_trunc('week', period), 'YYYY-MM-DD'), sum(sessions)::int, sum(essays)::int
         from rollup_cohort_periods where school_id = any($1::int[]) and kind = 'd' and period between $2 and $3
        group by 1 order by 1`,
      [schoolIds, start, end],
    ],
    'usage by school': [
      `select s.id, coalesce(a.n, 0)::int, s.student_count from schools s
         left join (select school_id, count(*) as n from rollup_students where ${active} group by 1) a
           on a.school_id = s.id where s.id = any($1::int[])`,
      [schoolIds, start, end],
    ],
    'sessions and topics': [
      `select subject_id, topic_key, sum(sessions)::int as n from rollup_school_topics where ${periods}
        group by 1, 2 order by n desc limit 10`,
      params,
    ],
    'student analytics': [
      `select u.id, coalesce(upto.cum_sessions, 0) - coalesce(before.cum_sessions, 0) as sessions,
              coalesce(upto.cum_essays, 0) - coalesce(before.cum_essays, 0) as essays, upto.cum_counted_at
         from users u join students st on st.user_id = u.id
         left join lateral (select cum_sessions, cum_essays, cum_counted_at from rollup_student_days d
                             where d.student_id = u.id and d.day <= $3::date order by d.day desc limit 1) upto on true
         left join lateral (select cum_sessions, cum_essays from rollup_student_days d
                             where d.student_id = u.id and d.day < $2::date order by d.day desc limit 1) before on true
        where u.school_id = any($1::int[]) and u.deactivated_at is null
        order by sessions desc, u.id limit 25`,
      [schoolIds, start, end],
    ],
  };
}

/**
 * Lines written as the API writes them (the session's next seq and the line in one statement),
 * three to a commit as the classroom's group commit holds them at 1,000 a second, from 8
 * connections over `sessionIds`: lines a second.
 */
async function writeLines(databaseUrl, sessionIds, total, tag) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 8 });
  const start = performance.now();
  await mapLimited(
    Array.from({ length: Math.ceil(total / 3) }, (_, i) => i),
    8,
    async (batch) => {
      const client = await pool.connect();
      await client.query('begin');
      for (let i = batch * 3; i < Math.min(total, batch * 3 + 3); i++)
        await client.query(
          `with next as (update sessions set last_seq = last_seq + 1 where id = $1 and status = 'matched'
                          returning last_seq, student_id)
           insert into session_messages (session_id, seq, client_id, sender_id, kind, text, is_flagged, created_at)
           select $1, next.last_seq, $2, next.student_id, 'text', 'A line', false, now() from next`,
          [sessionIds[(batch * 8 + (i % 3)) % sessionIds.length], `${tag}-${i}`],
        );
      await client.query('commit');
      client.release();
    },
  );
  const elapsed = performance.now() - start;
  await pool.end();
  return total / (elapsed / 1000);
}

/** Sessions asked, matched and ended (three statements each) from 8 connections: ms a session. */
async function sessionLives(databaseUrl, studentIds) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 8 });
  const start = performance.now();
  await mapLimited(studentIds, 8, async (studentId) => {
    const {
      rows: [row],
    } = await pool.query(
      `insert into sessions (student_id, status, chat_type, subject_id, question, language_id, requested_at)
       values ($1, 'waiting', 'tutor', 1, 'Bench', 1, now()) returning id`,
      [studentId],
    );
    await pool.query(`update sessions set status = 'matched', matched_at = now() where id = $1`, [row.id]);
    await pool.query(`update sessions set status = 'ended', ended_at = now() where id = $1`, [row.id]);
  });
  const elapsed = performance.now() - start;
  await pool.end();
  return elapsed / studentIds.length;
}

const harness = createHarness();
let failed = false;
const miss = (text) => {
  console.error(`✗ ${text}`);
  failed = true;
};
try {
  const databaseUrl = await harness.startDatabase();
  let api = await harness.startApi({ databaseUrl, env: { LOG_LEVEL: 'warn' } });
  await api.stop();
  const db = new pg.Client({ connectionString: databaseUrl });
  // The clean-up drops the database under any connection still open.
  db.on('error', () => {});
  await db.connect();
  console.log(
    `Making a district: ${size.schools} schools, ${size.students} students, ${size.sessions} sessions, ` +
      `${size.sessions * size.linesPerSession} lines, ${size.essays} essays…`,
  );
  const district = await makeDistrict(db, size);
  console.log(`  made in ${district.loadS} s (the rollups rebuilt in ${district.rebuildS} s)`);
  const {
    rows: [counts],
  } = await db.query(
    `select (select count(*) from rollup_student_days)::int as student_days,
            (select count(*) from rollup_cohort_periods)::int as cohort_periods,
            (select count(*) from rollup_cohort_topics)::int as cohort_topics,
            pg_size_pretty((select sum(pg_total_relation_size(c.oid)) from pg_class c
                             where c.relname like 'rollup_%' and c.relkind = 'r')) as rollups_size`,
  );
  console.log(`  rollups: ${JSON.stringify(counts)}`);

  api = await harness.startApi({ databaseUrl, env: { LOG_LEVEL: 'warn' } });
  const manager = await signIn(api.url, 'bench.manager');
  const teacher = await signIn(api.url, 'bench.teacher');
  const { month, year, day } = ranges();
  console.log(
    `Widgets as the district manager (${REQUESTS} requests each, p50 / p95, target p95 < ${WIDGET_P95_MS} ms)…`,
  );
  const results = [];
  const widgets = {
    ...WIDGETS,
    'student analytics': `/student-analytics/students/${district.districtId}`,
  };
  // Student analytics sorted by sessions, the order that needs every student's sums of the range.
  const sorted = { order_by: 'sessions', order_by_dir: 'desc' };
  for (const [rangeName, range] of Object.entries({ 'last month': month, year, 'one day': day }))
    for (const [widget, path] of Object.entries(widgets)) {
      const query = widget === 'student analytics' ? { ...range, ...sorted } : range;
      const result = await measure(REQUESTS, () => get(api.url, manager, path, query));
      results.push({ rangeName, widget, ...result });
      console.log(
        `  ${widget.padEnd(20)} ${rangeName.padEnd(10)} ${ms(result.p50).padStart(9)} / ${ms(result.p95).padStart(9)}`,
      );
      if (result.p95 >= WIDGET_P95_MS) miss(`${widget} over ${rangeName}: p95 ${ms(result.p95)}`);
    }
  console.log(`The teacher's students page (target p95 < ${TEACHER_P95_MS} ms)…`);
  const sorts = [
    { order_by: 'name', order_by_dir: 'asc' },
    { order_by: 'sessions', order_by_dir: 'desc' },
    { order_by: 'last_activity', order_by_dir: 'desc' },
  ];
  for (const sort of sorts) {
    const result = await measure(REQUESTS, (i) =>
      get(api.url, teacher, '/teacher/students', { ...sort, page: String(1 + (i % 5)) }),
    );
    console.log(
      `  by ${sort.order_by.padEnd(14)} ${ms(result.p50).padStart(9)} / ${ms(result.p95).padStart(9)}`,
    );
    if (result.p95 >= TEACHER_P95_MS)
      miss(`the teacher's students by ${sort.order_by}: p95 ${ms(result.p95)}`);
  }
  await api.stop();

  console.log('Yardstick: the same rollup SQL through pg (p50 / p95)…');
  for (const [rangeName, range] of Object.entries({ 'last month': month, year }))
    for (const [widget, [sql, params]] of Object.entries(yardstickQueries(district.schoolIds, range))) {
      const result = await measure(REQUESTS, () => db.query(sql, params));
      const http = results.find((r) => r.widget === widget && r.rangeName === rangeName);
      console.log(
        `  ${widget.padEnd(20)} ${rangeName.padEnd(10)} ${ms(result.p50).padStart(9)} / ${ms(result.p95).padStart(9)}` +
          `   (HTTP p50 ${(http.p50 / result.p50).toFixed(1)}×)`,
      );
    }
  const rawStart = performance.now();
  await db.query(
    `select count(*) filter (where k = 's'), count(*) filter (where k = 'e'), count(distinct student_id) from (
       select 's' as k, s.student_id from sessions s join users u on u.id = s.student_id and u.school_id = any($1::int[])
         join students st on st.user_id = u.id
        where s.requested_at >= ($2::date)::timestamp at time zone 'America/New_York' and s.status <> 'transferred'
          and not exists (select 1 from content_holds h where h.kind = 'session' and h.target_id = s.id)
       union all
       select 'e', e.student_id from essays e join users u on u.id = e.student_id and u.school_id = any($1::int[])
         join students st on st.user_id = u.id
        where e.created_at >= ($2::date)::timestamp at time zone 'America/New_York' and e.status <> -1
          and not exists (select 1 from content_holds h where h.kind = 'essay' and h.target_id = e.id)) a`,
    [district.schoolIds, year.start_date],
  );
  console.log(
    `  for scale, a year's quick stats from the raw rows (before the rollups): ${ms(performance.now() - rawStart)}`,
  );

  console.log(`Writes: ${options['lines-written']} lines from 8 connections over 600 matched sessions…`);
  const { rows: open } = await db.query(
    // One open session per student, as the app allows.
    `update sessions set status = 'matched' where id in (select max(id) from sessions where status = 'ended'
       and student_id >= $1 group by student_id order by max(id) desc limit 600) returning id`,
    [district.firstStudent],
  );
  const sessionIds = open.map((row) => row.id);
  const total = Number(options['lines-written']);
  // Turns alternate, so a change in the machine's load lands on both; each side's best turn counts.
  const rates = { with: [], without: [] };
  for (let turn = 0; turn < 4; turn++) {
    const side = turn % 2 === 0 ? 'with' : 'without';
    if (side === 'without') await db.query(`alter table sessions disable trigger rollup_session_line`);
    rates[side].push(await writeLines(databaseUrl, sessionIds, total, `${side}-${turn}`));
    if (side === 'without') await db.query(`alter table sessions enable trigger rollup_session_line`);
  }
  const withTrigger = Math.max(...rates.with);
  const without = Math.max(...rates.without);
  console.log(
    `  ${Math.round(withTrigger)} lines/s with the rollups' trigger, ${Math.round(without)} without ` +
      `(${(withTrigger / without).toFixed(2)}×; the classroom's steady rate is ${CLASSROOM_LINES_PER_S}/s)`,
  );
  if (withTrigger < CLASSROOM_LINES_PER_S) miss(`lines with the trigger: ${Math.round(withTrigger)}/s`);
  const students = Array.from({ length: 600 }, (_, i) => district.firstStudent + i * 7);
  const livesWith = await sessionLives(databaseUrl, students);
  for (const name of ['rollup_session_written', 'rollup_session_changed'])
    await db.query(`alter table sessions disable trigger ${name}`);
  const livesWithout = await sessionLives(databaseUrl, students);
  for (const name of ['rollup_session_written', 'rollup_session_changed'])
    await db.query(`alter table sessions enable trigger ${name}`);
  console.log(
    `  a session asked, matched and ended: ${ms(livesWith)} with the triggers, ${ms(livesWithout)} without (8 at a time)`,
  );
  // A student moving grade carries their whole history to the new cohort: a roster's rollover.
  const moveStart = performance.now();
  const moved = await db.query(
    `update students st set grade_id = coalesce((select min(g.id) from grades g join grades h on h.id = st.grade_id
                                                  where g.position > h.position), st.grade_id)
      where st.user_id in (select user_id from students where user_id >= $1 order by user_id limit 1000)`,
    [district.firstStudent],
  );
  const moveMs = performance.now() - moveStart;
  console.log(
    `  ${moved.rowCount} students moved up a grade in one statement: ${ms(moveMs)} (${ms(moveMs / moved.rowCount)} a student)`,
  );
  await db.end();
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await harness.cleanUp();
}
process.exit(failed ? 1 : 0);
