#!/usr/bin/env node
// The managers' service summary under a busy service: --tutors punched-in tutors (half of them
// essay reviewers in a writing-review segment), --sessions ongoing sessions and --essays essays
// (open ones across every risk class, and the last day's reviewed ones).
//
// Starts the built API (api/dist: run `npm run build` first) in production mode on a fresh
// database (DATABASE_URL's server when set, otherwise an embedded PostgreSQL), writes that world
// straight into the tables, signs the demo manager in through POST /api/login, then calls
// GET /api/service/summary, the first page of GET /api/service/essays and the summary's people
// lists (live tutors with their load, essay tutors, upcoming tutors) --requests times each,
// --concurrency at a time, and prints p50/p95/max for each. Exits 1 when any of them misses the
// target, p95 under 200 ms (the number).
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { SHIFT_STATE_IDS } from '@lantern/shared/domain/shifts/shift-constants';
import pg from 'pg';
import { createHarness, mapLimited, percentile } from './lib/bench-harness.mjs';

const TARGET_P95_MS = 200;
const DEMO_PASSWORD = 'Lantern#2026';
const { values: options } = parseArgs({
  options: {
    tutors: { type: 'string', default: '500' },
    sessions: { type: 'string', default: '2000' },
    essays: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '4' },
  },
});
const [tutorCount, sessionCount, essayCount, requests, concurrency] = [
  options.tutors,
  options.sessions,
  options.essays,
  options.requests,
  options.concurrency,
].map(Number);

/** Tutors on shift now (in progress), students in sessions with them, and the essays. */
async function buildWorld(db) {
  await db.query('begin');
  const copy = async (template, prefix, count) =>
    (
      await db.query(
        `insert into users (username, password_hash, first_name, last_name, roles, "current_role",
                            user_type_id, school_id, district_id, timezone, preferred_language,
                            accepted_agreement, password_changed, created_at, updated_at)
         select $1 || n, u.password_hash, u.first_name, 'Bench ' || n, u.roles, u."current_role",
                u.user_type_id, u.school_id, u.district_id, u.timezone, u.preferred_language,
                true, u.password_changed, now(), now()
           from users u, generate_series(1, $2::int) n
          where u.username = $3
         returning id`,
        [prefix, count, template],
      )
    ).rows.map((row) => row.id);
  const tutors = await copy('tutor', 'bench.tutor.', tutorCount);
  const students = await copy('student', 'bench.student.', sessionCount);
  await db.query(
    `insert into tutors (user_id, tutor_since, essay_review)
     select id, now(), ordinality % 2 = 0 from unnest($1::int[]) with ordinality as t(id, ordinality)`,
    [tutors],
  );
  await db.query(`insert into students (user_id, is_new) select unnest($1::int[]), false`, [students]);
  const { rows: shifts } = await db.query(
    `insert into shifts (user_id, start_time, end_time, punch_in, created_at)
     select unnest($1::int[]), now() - interval '1 hour', now() + interval '3 hours',
            now() - interval '55 minutes', now()
     returning id, user_id, start_time, end_time`,
    [tutors],
  );
  const ids = shifts.map((shift) => shift.id);
  await db.query(
    `insert into shift_segments (shift_id, user_id, type_id, type_name, role_type, start_time, end_time)
     select id, user_id, 1, case when id % 2 = 0 then 'Writing Review' else 'Tutoring Session' end, 1,
            start_time, end_time
       from shifts where id = any($1::int[])`,
    [ids],
  );
  await db.query(
    `insert into shift_states (shift_id, state_id, updated_at) select unnest($1::int[]), $2::int, now()`,
    [ids, SHIFT_STATE_IDS.IN_PROGRESS],
  );
  await db.query(
    `insert into sessions (student_id, tutor_id, status, chat_type, subject_id, question, language_id,
                           requested_at, matched_at)
     select s.id, ($2::int[])[1 + (s.n % array_length($2::int[], 1))], 'matched', 'tutor', 1, 'A question', 1,
            now() - interval '10 minutes', now() - interval '9 minutes'
       from unnest($1::int[]) with ordinality as s(id, n)`,
    [students, tutors],
  );
  // Essays spread over the last 30 hours: the older ones late, the newest on track; a fifth
  // reviewed, a tenth in review.
  await db.query(
    `insert into essays (status, student_id, language_id, submission_type, title, details, created_at,
                         due_at, tutor_id, picked_up_at, reviewed_at, source_files, instruction_files,
                         conversion_state)
     select case when n % 5 = 0 then 2 when n % 10 = 1 then 1 else 0 end,
            ($1::int[])[1 + (n % array_length($1::int[], 1))], 1, 'essay', 'Essay ' || n, 'Details',
            now() - (n * interval '30 hours' / $3::int), now() - (n * interval '30 hours' / $3::int) + interval '24 hours',
            case when n % 5 = 0 or n % 10 = 1 then ($2::int[])[1 + (n % array_length($2::int[], 1))] end,
            case when n % 5 = 0 or n % 10 = 1 then now() - interval '40 minutes' end,
            case when n % 5 = 0 then now() - interval '5 minutes' end,
            '[]', '[]', 'converted'
       from generate_series(1, $3::int) n`,
    [students, tutors, essayCount],
  );
  await db.query('commit');
}

async function measure(label, call) {
  const times = [];
  await mapLimited(
    Array.from({ length: requests }, (_, index) => index),
    concurrency,
    async () => {
      const started = performance.now();
      const response = await call();
      if (!response.ok) throw new Error(`${label}: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
    },
  );
  const p95 = percentile(times, 0.95);
  if (p95 >= TARGET_P95_MS) process.exitCode = 1;
  console.log(
    `${label.padEnd(28)} p50 ${percentile(times, 0.5).toFixed(1)} ms · p95 ${p95.toFixed(1)} ms · max ${Math.max(...times).toFixed(1)} ms · ${p95 < TARGET_P95_MS ? 'under' : 'OVER'} the ${TARGET_P95_MS} ms target`,
  );
}

const harness = createHarness();
try {
  const databaseUrl = await harness.startDatabase();
  const api = await harness.startApi({ databaseUrl, env: { LOG_LEVEL: 'warn' } });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  harness.cleanups.push(() => db.end());
  const built = performance.now();
  await buildWorld(db);
  await db.query('analyze');
  console.log(
    `${tutorCount} punched-in tutors, ${sessionCount} ongoing sessions, ${essayCount} essays written in ${((performance.now() - built) / 1000).toFixed(1)} s`,
  );
  const login = await fetch(`${api.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'manager', password: DEMO_PASSWORD }),
  });
  const token = (await login.json()).data.access_token;
  const headers = { authorization: `Bearer ${token}` };
  const summary = await (await fetch(`${api.url}/api/service/summary`, { headers })).json();
  console.log(
    `summary: ${summary.data.ongoing_sessions} ongoing sessions, ${summary.data.queued_essays} queued, ${summary.data.current_late_essays} late, ${summary.data.critical_essays} critical, ${summary.data.at_risk_essays} at risk, ${summary.data.in_progress_essays} in review, ${summary.data.reviewed_essays} reviewed`,
  );
  console.log(`${requests} requests each, ${concurrency} at a time:`);
  await measure('GET /service/summary', () => fetch(`${api.url}/api/service/summary`, { headers }));
  await measure('GET /service/essays (page 1)', () => fetch(`${api.url}/api/service/essays`, { headers }));
  const live = await (await fetch(`${api.url}/api/service/live-tutors`, { headers })).json();
  console.log(
    `live tutors: ${live.data.length}, holding ${live.data.reduce((sum, tutor) => sum + tutor.load.total_sessions_load, 0)} sessions`,
  );
  await measure('GET /service/live-tutors', () => fetch(`${api.url}/api/service/live-tutors`, { headers }));
  await measure('GET /service/essay-tutors', () => fetch(`${api.url}/api/service/essay-tutors`, { headers }));
  await measure('GET /service/upcoming-tutors', () =>
    fetch(`${api.url}/api/service/upcoming-tutors`, { headers }),
  );
} finally {
  await harness.cleanUp();
}
