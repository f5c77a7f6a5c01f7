#!/usr/bin/env node
// The tutors' essay queue under a race: --tutors signed-in essay reviewers, each punched into a
// writing-review segment, claim --essays waiting essays as fast as they can, beside a yardstick in
// the same run on the same database.
//
// Lantern runs as --instances API processes (default 1) on the one database, each tutor keeping to
// one of them. Each tutor, over HTTP with its bearer token, asks for its next essay
// (POST /api/tutor/essays/next: the row-locked reservation, where the race is); a claim is that
// call answering a new reservation. A second race on a fresh batch also picks each essay up
// (POST /api/tutor/essays/:id/pick-up: a claim is the two calls), the whole way from the queue to a
// review under way. The review itself is not part of either race: the bench marks the essay
// reviewed straight in the table (as a finished review would) so the tutor may claim another.
// Yardstick: as many PostgreSQL connections, each looping over a bare claim (`select … for update
// skip locked limit 1` then `update … set status = 1` in one transaction) on a batch of the same
// size. For each: claims per second, p50/p99 of a claim, doubles (an essay claimed by two) and
// where the machine's CPU went. Target: Lantern's reservation path at least half the yardstick's
// rate.
//
// Starts the built API (api/dist: run `npm run build` first) in production mode on a fresh
// database (DATABASE_URL's server when set, otherwise an embedded PostgreSQL). --cpu-prof <dir>
// writes a V8 CPU profile of the first API instance there, with the race window beside it (read it with
// tests/load/read-path-profile.mjs).
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { SHIFT_STATE_IDS } from '@lantern/shared/domain/shifts/shift-constants';
import pg from 'pg';
import { Pool } from 'undici';
import {
  cpuSeconds,
  createHarness,
  machineBusySeconds,
  mapLimited,
  percentile,
} from './lib/bench-harness.mjs';

const DEMO_PASSWORD = 'Lantern#2026';
const ENGLISH = 1;
const TARGET_RATIO = 0.5;
const { values: options } = parseArgs({
  options: {
    tutors: { type: 'string', default: '50' },
    essays: { type: 'string', default: '1000' },
    instances: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '3' },
    'cpu-prof': { type: 'string' },
  },
});
const tutorCount = Number(options.tutors);
const essayCount = Number(options.essays);
const instanceCount = Number(options.instances);
const roundCount = Number(options.rounds);

/** Essay reviewers on shift in a writing-review segment, punched in; their user ids. */
async function reviewers(db) {
  const { rows } = await db.query(
    `insert into users (username, password_hash, first_name, last_name, roles, "current_role", user_type_id,
                        school_id, district_id, timezone, preferred_language, accepted_agreement,
                        password_changed, created_at, updated_at)
     select 'bench.reviewer.' || n, u.password_hash, u.first_name, 'Bench ' || n, u.roles, u."current_role",
            u.user_type_id, u.school_id, u.district_id, u.timezone, u.preferred_language, true,
            u.password_changed, now(), now()
       from users u, generate_series(1, $1::int) n
      where u.username = 'tutor'
     returning id`,
    [tutorCount],
  );
  const ids = rows.map((row) => row.id);
  await db.query(
    `insert into tutors (user_id, tutor_since, essay_review) select unnest($1::int[]), now(), true`,
    [ids],
  );
  await db.query(
    `insert into tutor_essay_languages (tutor_user_id, language_id) select unnest($1::int[]), $2`,
    [ids, ENGLISH],
  );
  const { rows: shifts } = await db.query(
    `insert into shifts (user_id, start_time, end_time, punch_in, created_at)
     select unnest($1::int[]), now() - interval '1 hour', now() + interval '3 hours', now() - interval '55 minutes', now()
     returning id, user_id, start_time, end_time`,
    [ids],
  );
  const shiftIds = shifts.map((shift) => shift.id);
  await db.query(
    `insert into shift_segments (shift_id, user_id, type_id, type_name, role_type, start_time, end_time)
     select id, user_id, 3, 'Writing Review', 1, start_time, end_time from shifts where id = any($1::int[])`,
    [shiftIds],
  );
  await db.query(
    `insert into shift_states (shift_id, state_id, updated_at) select unnest($1::int[]), $2::int, now()`,
    [shiftIds, SHIFT_STATE_IDS.IN_PROGRESS],
  );
  return ids;
}

/** `count` converted English essays waiting, due over the next day; their ids. */
async function waitingEssays(db, count) {
  const { rows } = await db.query(
    `insert into essays (status, student_id, language_id, submission_type, title, details, created_at, due_at,
                         source_files, instruction_files, pdf_key, conversion_state, conversion_progress)
     select 0, (select id from users where username = 'student'), $1, 'essay', 'Bench essay ' || n, 'Details',
            now(), now() + n * interval '1 minute', '[]', '[]', 'essays/bench.pdf', 'converted', 100
       from generate_series(1, $2::int) n
     returning id`,
    [ENGLISH, count],
  );
  return rows.map((row) => row.id);
}

/** How a race went: claims per second, a claim's p50 and p99, and essays claimed twice. */
function report(label, claims, seconds) {
  const times = claims.map((claim) => claim.ms);
  const byEssay = new Map();
  for (const claim of claims) byEssay.set(claim.essayId, (byEssay.get(claim.essayId) ?? 0) + 1);
  const doubled = [...byEssay.values()].filter((times) => times > 1).length;
  const rate = claims.length / seconds;
  console.log(
    `${label.padEnd(10)} ${claims.length} claims in ${seconds.toFixed(2)} s: ${rate.toFixed(0)} claims/s · p50 ${percentile(times, 0.5).toFixed(1)} ms · p99 ${percentile(times, 0.99).toFixed(1)} ms · doubled ${doubled}`,
  );
  return { rate, doubled };
}

/** Runs `race` and says where the machine's CPU went meanwhile, in seconds. */
async function measured(race, apiCpu) {
  const machineBefore = machineBusySeconds();
  const benchBefore = process.cpuUsage();
  const apiBefore = apiCpu();
  const result = await race();
  const bench = process.cpuUsage(benchBefore);
  const cpu = {
    api: apiCpu() - apiBefore,
    bench: (bench.user + bench.system) / 1e6,
    machine: machineBefore === null ? Number.NaN : machineBusySeconds() - machineBefore,
  };
  return { ...result, cpu };
}

/**
 * One tutor's HTTP calls, over a keep-alive connection pool of undici's own. The load generator
 * shares the machine's two cores with the API and PostgreSQL: `fetch` spent about 0.7 ms of CPU a
 * call here, undici's `request` a fraction of that (docs/performance.md).
 */
async function post(pool, path, token) {
  const { statusCode, body } = await pool.request({
    path,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  return { status: statusCode, body: await body.json() };
}

async function lanternRace(apiUrls, tokens, tutorIds, databaseUrl, { pickUp }) {
  const claims = [];
  const pools = apiUrls.map((url) => new Pool(url, { connections: tokens.length }));
  // Its own connections for the stand-in reviews, so no tutor waits on another's.
  const reviews = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token, index) => {
      const pool = pools[index % pools.length];
      for (;;) {
        const began = performance.now();
        const next = await post(pool, '/api/tutor/essays/next', token);
        if (next.status !== 200) throw new Error(`next: ${next.status} ${JSON.stringify(next.body)}`);
        const { data } = next.body;
        if (data.state === 'none') return;
        if (data.state !== 'reserved') throw new Error(`next answered an essay already ${data.state}`);
        if (pickUp) {
          const picked = await post(pool, `/api/tutor/essays/${data.essay.id}/pick-up`, token);
          // Lost between the two calls (its reservation ran out): not a claim; ask again.
          if (picked.status === 409) continue;
          if (picked.status !== 200)
            throw new Error(`pick-up: ${picked.status} ${JSON.stringify(picked.body)}`);
        }
        claims.push({ essayId: data.essay.id, ms: performance.now() - began });
        await reviews.query(
          `update essays set status = 2, tutor_id = $2, reviewed_at = now(), reserved_by_id = null, reserved_until = null
            where id = $1`,
          [data.essay.id, tutorIds[index]],
        );
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await Promise.all([reviews.end(), ...pools.map((pool) => pool.close())]);
  return { claims, seconds };
}

async function yardstickRace(databaseUrl, tutorIds, essayIds) {
  const claims = [];
  const clients = await Promise.all(
    tutorIds.map(async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      return client;
    }),
  );
  const started = performance.now();
  try {
    await Promise.all(
      clients.map(async (client, index) => {
        for (;;) {
          const began = performance.now();
          await client.query('begin');
          const { rows } = await client.query(
            `select id from essays where status = 0 and id = any($1::int[])
              order by due_at, id limit 1 for update skip locked`,
            [essayIds],
          );
          if (rows.length === 0) {
            await client.query('commit');
            return;
          }
          await client.query(
            `update essays set status = 1, tutor_id = $1, picked_up_at = now() where id = $2`,
            [tutorIds[index], rows[0].id],
          );
          await client.query('commit');
          claims.push({ essayId: rows[0].id, ms: performance.now() - began });
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
  return { claims, seconds: (performance.now() - started) / 1000 };
}

const harness = createHarness();
try {
  const databaseUrl = await harness.startDatabase();
  const profileDir = options['cpu-prof'] ? resolve(options['cpu-prof']) : null;
  // Several instances on one database, as Lantern runs: each tutor keeps to one (as a sticky load
  // balancer would) and no essay may go to two tutors across them. They share the token secret.
  const jwtSecret = randomBytes(32).toString('hex');
  const apis = [];
  for (let index = 0; index < instanceCount; index += 1)
    apis.push(
      await harness.startApi({
        databaseUrl,
        env: { LOG_LEVEL: 'warn', JWT_SECRET: jwtSecret },
        nodeArgs: profileDir && index === 0 ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
      }),
    );
  const [api] = apis;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  harness.cleanups.push(() => db.end());
  // The demo world's own waiting essays would join the race: they leave the queue first.
  await db.query(`update essays set status = -1 where status in (0, 1)`);
  const tutorIds = await reviewers(db);
  const names = (
    await db.query(`select username from users where id = any($1::int[]) order by id`, [tutorIds])
  ).rows;
  const tokens = await mapLimited(names, 4, async ({ username }) => {
    const login = await fetch(`${api.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: DEMO_PASSWORD }),
    });
    if (!login.ok) throw new Error(`sign-in of ${username}: ${login.status} ${await login.text()}`);
    return (await login.json()).data.access_token;
  });
  console.log(
    `${tutorCount} reviewers signed in and punched into a writing-review segment, on ${instanceCount} API instance(s)`,
  );

  const apiCpu = () => apis.reduce((sum, instance) => sum + (cpuSeconds(instance.pid) ?? Number.NaN), 0);
  const apiUrls = apis.map((instance) => instance.url);
  /** A fresh batch of essays raced for; how it went, and whether each essay went to one tutor. */
  async function race(label, run) {
    const essayIds = await waitingEssays(db, essayCount);
    await db.query('analyze essays');
    const windowFrom = Number(process.hrtime.bigint() / 1000n);
    const result = await measured(() => run(essayIds), apiCpu);
    const windowTo = Number(process.hrtime.bigint() / 1000n);
    // The yardstick leaves its essays assigned; reviewed, they no longer count as the tutors' own.
    const { rows } = await db.query(
      `with done as (update essays set status = 2 where id = any($1::int[]) and status in (1, 2) returning tutor_id)
       select count(*)::int as claimed, count(distinct tutor_id)::int as tutors from done`,
      [essayIds],
    );
    return { label, ...result, ...rows[0], window: { from: windowFrom, to: windowTo } };
  }

  const kinds = {
    Lantern: () => lanternRace(apiUrls, tokens, tutorIds, databaseUrl, { pickUp: false }),
    yardstick: (essayIds) => yardstickRace(databaseUrl, tutorIds, essayIds),
    '+ pick-up': () => lanternRace(apiUrls, tokens, tutorIds, databaseUrl, { pickUp: true }),
  };
  // A first race warms the API up (its JIT, its connections), as a server that has been running.
  await race('warm-up', kinds['+ pick-up']);
  // The kinds take turns, round after round, so a change in the machine's load lands on each.
  const races = [];
  for (let round = 0; round < roundCount; round += 1)
    for (const [label, run] of Object.entries(kinds)) races.push(await race(label, run));
  if (profileDir) {
    mkdirSync(profileDir, { recursive: true });
    const lanternWindows = races.filter((run) => run.label !== 'yardstick').map((run) => run.window);
    writeFileSync(join(profileDir, 'windows.json'), JSON.stringify(lanternWindows));
  }

  console.log(
    `${roundCount} rounds of ${essayCount} essays a race, ${tutorCount} tutors at once; Lantern: a reservation (next); + pick-up: next, then pick-up`,
  );
  const rates = {};
  for (const label of Object.keys(kinds)) {
    const runs = races.filter((run) => run.label === label);
    const claims = runs.flatMap((run) => run.claims);
    const sum = (pick) => runs.reduce((total, run) => total + pick(run), 0);
    rates[label] = report(
      label,
      claims,
      sum((run) => run.seconds),
    );
    const perClaim = (seconds) => ((1000 * seconds) / claims.length).toFixed(2);
    const [api, bench, machine] = ['api', 'bench', 'machine'].map((part) => sum((run) => run.cpu[part]));
    console.log(
      `${''.padEnd(10)} ${sum((run) => run.claimed)} of ${runs.length * essayCount} claimed, each round by all ${runs.every((run) => run.tutors === tutorCount) ? 'tutors' : 'NOT all tutors'} · CPU per claim: ${perClaim(machine)} ms on the machine, API ${perClaim(api)}, bench clients ${perClaim(bench)}, PostgreSQL and the rest ${perClaim(machine - api - bench)}`,
    );
  }
  const ratio = rates.Lantern.rate / rates.yardstick.rate;
  const withPickUp = rates['+ pick-up'].rate / rates.yardstick.rate;
  const doubles = Object.values(rates).reduce((sum, run) => sum + run.doubled, 0);
  console.log(
    `ratio ${ratio.toFixed(2)} (target at least ${TARGET_RATIO}): ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}; with pick-up ${withPickUp.toFixed(2)}; doubles: ${doubles === 0 ? 'none' : 'SOME'}`,
  );
  if (ratio < TARGET_RATIO || doubles > 0) process.exitCode = 1;
} finally {
  await harness.cleanUp();
}
