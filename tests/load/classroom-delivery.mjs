#!/usr/bin/env node
// Classroom message delivery: Lantern's real path against a yardstick, in the same run.
//
// Starts the built API (api/dist: run `npm run build` first) in production mode on a fresh
// database (DATABASE_URL's server when set, otherwise an embedded PostgreSQL), adds --sessions
// students and as many tutors straight into the tables (copies of the demo student and tutor, so
// the demo password signs them in) and one matched session per pair, signs every one in through
// POST /api/login and opens one socket per person (websocket, /v4, bearer token): 2 × --sessions
// sockets. Then:
//   1. steady: every session sends one message a second for --seconds (the student and the tutor
//      take turns), through `classroom.message.send` (validation, the participant check, the
//      per-session seq and the once-per-client-id insert, the fan-out to both people);
//   2. ceiling: the per-session rate goes up in --step-seconds steps until the p99 delivery
//      latency passes 250 ms or a message is lost; the highest total rate that stayed under is
//      reported.
// The same two phases then run against tests/load/classroom-yardstick.mjs, a bare socket.io server
// that stores each message with one INSERT and emits it, on the same database server.
// Latency is from the sender's emit to the other person's socket receiving it; "lost" counts
// messages the other person never received, "doubled" those received more than once.
// Exits 1 when Lantern loses or doubles a message; the targets (Lantern p99 under 25 ms and within
// 3× the yardstick's, ceiling at least half the yardstick's) are printed, not enforced.
// The bench people's password hash is argon2id at a small cost (the demo's takes a quarter of a
// second of CPU, minutes for 2,000 people); they still sign in through POST /api/login.
// --cpu-prof <dir> writes a V8 CPU profile of the API into <dir> and of the yardstick into
// <dir>/yardstick, each with its steady phase in windows.json for tests/load/read-path-profile.mjs.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { io } from 'socket.io-client';
import { cpuSeconds, createHarness, freePort, mapLimited, percentile, root } from './lib/bench-harness.mjs';

const DEMO_PASSWORD = 'Lantern#2026';
const CEILING_P99_MS = 250;
const { values: options } = parseArgs({
  options: {
    sessions: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '60' },
    'step-seconds': { type: 'string', default: '10' },
    'skip-ceiling': { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
  },
});
const sessionCount = Number(options.sessions);
const steadySeconds = Number(options.seconds);
const stepSeconds = Number(options['step-seconds']);

/** Students and tutors in pairs, written straight into the tables. */
async function addPairs(db, count) {
  // The API's own argon2, so the API verifies what it would have written, only cheaper.
  const argon2 = createRequire(join(root, 'api/package.json'))('argon2');
  const passwordHash = await argon2.hash(DEMO_PASSWORD, {
    type: argon2.argon2id,
    memoryCost: 4096,
    timeCost: 1,
    parallelism: 1,
  });
  await db.query('begin');
  const copy = async (template, prefix) => {
    const { rows } = await db.query(
      `insert into users (username, password_hash, first_name, last_name, roles, "current_role",
                          user_type_id, school_id, district_id, timezone, preferred_language,
                          accepted_agreement, password_changed, created_at, updated_at)
       select $1 || n, $4, u.first_name, 'Bench ' || n, u.roles, u."current_role",
              u.user_type_id, u.school_id, u.district_id, u.timezone, u.preferred_language,
              true, u.password_changed, now(), now()
         from users u, generate_series(1, $2::int) n
        where u.username = $3
        order by n
       returning id, username`,
      [prefix, count, template, passwordHash],
    );
    if (rows.length !== count) throw new Error(`the demo ${template} is missing: is SEED_DEMO on?`);
    return rows;
  };
  const students = await copy('student', 'bench.student.');
  const tutors = await copy('tutor', 'bench.tutor.');
  await db.query(`insert into students (user_id, is_new) select unnest($1::int[]), false`, [
    students.map((s) => s.id),
  ]);
  await db.query(`insert into tutors (user_id, tutor_since) select unnest($1::int[]), now()`, [
    tutors.map((t) => t.id),
  ]);
  await db.query('commit');
  return students.map((student, index) => ({
    sessionId: 0,
    people: [
      { id: student.id, username: student.username },
      { id: tutors[index].id, username: tutors[index].username },
    ],
  }));
}

/**
 * One matched session per pair, opened when the chat starts, not before minutes of sign-ins: a
 * matched tutor who says nothing for two minutes loses the student to the queue (the silence rule).
 */
async function openSessions(db, pairs) {
  const { rows } = await db.query(
    `insert into sessions (student_id, tutor_id, status, chat_type, subject_id, question, language_id,
                           requested_at, matched_at)
     select s, t, 'matched', 'tutor', 1, 'Bench question', 1, now(), now()
       from unnest($1::int[], $2::int[]) with ordinality as pair(s, t, n)
      order by n
     returning id, student_id`,
    [pairs.map((pair) => pair.people[0].id), pairs.map((pair) => pair.people[1].id)],
  );
  const byStudent = new Map(rows.map((row) => [row.student_id, row.id]));
  for (const pair of pairs) pair.sessionId = byStudent.get(pair.people[0].id);
}

async function signIn(baseUrl, username) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username} answered ${response.status}`);
  return (await response.json()).data.access_token;
}

function openSocket(url, auth, readyEvent) {
  const socket = io(url, {
    path: '/v4',
    transports: ['websocket'],
    auth,
    forceNew: true,
    reconnection: false,
  });
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error('socket not ready within 30 s')), 30_000);
    socket.once(readyEvent, () => {
      clearTimeout(timer);
      done(socket);
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      fail(error);
    });
  });
}

/**
 * Sends `rate` messages a second per session for `seconds` through `client`, the two people
 * taking turns, and collects what the other person's socket received.
 */
async function runPhase(pairs, client, rate, seconds) {
  const sent = new Map();
  const received = new Map();
  const failures = [];
  for (const pair of pairs)
    for (const person of pair.people) {
      person.socket.removeAllListeners(client.receiveEvent);
      person.socket.on(client.receiveEvent, (message) => {
        if (message.sender_id === person.id) return;
        const at = performance.now();
        const entry = received.get(message.client_id);
        if (entry) entry.count += 1;
        else received.set(message.client_id, { count: 1, at });
      });
    }
  const intervalMs = 1000 / rate;
  const timers = [];
  const endAt = performance.now() + seconds * 1000;
  await Promise.all(
    pairs.map(
      (pair) =>
        new Promise((done) => {
          // The tutor speaks first, as a tutor greets a new student.
          let turn = 1;
          const tick = () => {
            if (performance.now() >= endAt) return done();
            const from = pair.people[turn % 2];
            const to = pair.people[(turn + 1) % 2];
            turn += 1;
            const clientId = randomUUID();
            sent.set(clientId, performance.now());
            client.send(pair, from, to, clientId, (answer) => {
              if (!answer?.ok) failures.push(answer?.error ?? 'no answer');
            });
          };
          // Spread the sessions' first messages over the first interval.
          timers.push(
            setTimeout(() => {
              tick();
              timers.push(setInterval(tick, intervalMs));
            }, Math.random() * intervalMs),
          );
        }),
    ),
  );
  for (const timer of timers) clearInterval(timer);
  await new Promise((done) => setTimeout(done, 3000));
  const latencies = [];
  let lost = 0;
  let doubled = 0;
  for (const [clientId, sentAt] of sent) {
    const entry = received.get(clientId);
    if (!entry) lost += 1;
    else {
      latencies.push(entry.at - sentAt);
      if (entry.count > 1) doubled += 1;
    }
  }
  return {
    rate: rate * pairs.length,
    sent: sent.size,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    lost,
    doubled,
    failures: failures.length,
    firstFailure: failures[0],
  };
}

async function ceiling(pairs, client, label) {
  let best = null;
  for (const rate of [1, 2, 3, 4, 6, 8, 12, 16]) {
    const result = await runPhase(pairs, client, rate, stepSeconds);
    console.log(`  ${label} ${describe(result)}`);
    if (result.p99 >= CEILING_P99_MS || result.lost > 0 || result.failures > 0) break;
    best = result;
  }
  return best;
}

const fmt = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '—');
const describe = (r) =>
  `${String(r.rate).padStart(6)} msg/s: sent ${r.sent}, p50 ${fmt(r.p50)}, p99 ${fmt(r.p99)}, lost ${r.lost}, doubled ${r.doubled}` +
  (r.failures ? `, refused ${r.failures} (${JSON.stringify(r.firstFailure)})` : '');

const lanternClient = {
  receiveEvent: 'classroom.message.created',
  send(pair, from, _to, clientId, ack) {
    from.socket.emit(
      'classroom.message.send',
      { session_id: pair.sessionId, client_id: clientId, text: 'Is x = 4? Check: 2·4 + 3 = 11.' },
      ack,
    );
  },
};
const yardstickClient = {
  receiveEvent: 'message',
  send(pair, from, to, clientId, ack) {
    from.socket.emit(
      'send',
      {
        session_id: pair.sessionId,
        client_id: clientId,
        sender_id: from.id,
        to: to.id,
        text: 'Is x = 4? Check: 2·4 + 3 = 11.',
      },
      ack,
    );
  },
};

const load = () =>
  `load ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;
const profileDir = options['cpu-prof'] ? resolve(options['cpu-prof']) : null;
if (profileDir) mkdirSync(profileDir, { recursive: true });
const harness = createHarness();
const sockets = [];
const closeSockets = () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
};
try {
  const databaseUrl = await harness.startDatabase();
  const api = await harness.startApi({
    databaseUrl,
    env: {
      LOGIN_MAX_PER_ADDRESS: String(sessionCount * 8),
      LOGIN_MAX_PER_MINUTE: String(sessionCount * 8),
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      LOG_LEVEL: 'warn',
    },
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  harness.cleanups.push(() => db.end());
  const pairs = await addPairs(db, sessionCount);
  const people = pairs.flatMap((pair) => pair.people);

  let phase = performance.now();
  const tokens = await mapLimited(people, 16, (person) => signIn(api.url, person.username));
  console.log(`${people.length} people signed in in ${((performance.now() - phase) / 1000).toFixed(1)} s`);
  phase = performance.now();
  await mapLimited(people, 50, async (person, index) => {
    person.socket = await openSocket(api.url, { token: tokens[index] }, 'system.connection.established');
    sockets.push(person.socket);
  });
  console.log(`${people.length} sockets open in ${((performance.now() - phase) / 1000).toFixed(1)} s`);
  await openSessions(db, pairs);

  console.log(
    `Lantern: ${sessionCount} sessions, one message a second each for ${steadySeconds} s (${load()})`,
  );
  const commits = async () =>
    Number(
      (await db.query('select xact_commit from pg_stat_database where datname = current_database()')).rows[0]
        .xact_commit,
    );
  const commitsBefore = await commits();
  const cpuBefore = cpuSeconds(api.pid);
  // V8 profile timestamps and hrtime share the monotonic clock (µs).
  const windowFrom = Number(process.hrtime.bigint() / 1000n);
  const lantern = await runPhase(pairs, lanternClient, 1, steadySeconds);
  const cpuAfter = cpuSeconds(api.pid);
  if (profileDir)
    writeFileSync(
      join(profileDir, 'windows.json'),
      JSON.stringify([{ from: windowFrom, to: Number(process.hrtime.bigint() / 1000n) }]),
    );
  console.log(`  steady ${describe(lantern)}`);
  if (cpuBefore !== null)
    console.log(`  API CPU ${((1000 * (cpuAfter - cpuBefore)) / lantern.sent).toFixed(2)} ms per message`);
  // The statistics reach pg_stat_database within a second of each commit.
  await new Promise((done) => setTimeout(done, 1000));
  const commitsPerMessage = ((await commits()) - commitsBefore) / lantern.sent;
  console.log(`  database commits per message ${commitsPerMessage.toFixed(2)}`);
  const { rows } = await db.query(
    `select count(*)::int as stored, count(distinct (session_id, client_id))::int as distinct_ids
       from session_messages where session_id = any($1::int[])`,
    [pairs.map((pair) => pair.sessionId)],
  );
  console.log(`  stored ${rows[0].stored} messages, ${rows[0].distinct_ids} distinct client ids`);
  const lanternCeiling = options['skip-ceiling'] ? null : await ceiling(pairs, lanternClient, 'ceiling');
  closeSockets();
  await api.stop();

  const port = await freePort();
  const yardstickProfileDir = profileDir ? join(profileDir, 'yardstick') : null;
  if (yardstickProfileDir) mkdirSync(yardstickProfileDir, { recursive: true });
  const yardstickServer = harness.startChild(
    join(root, 'tests/load/classroom-yardstick.mjs'),
    { DATABASE_URL: databaseUrl, PORT: String(port) },
    yardstickProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${yardstickProfileDir}`] : [],
  );
  const yardstickUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    const probe = await openSocket(yardstickUrl, { user_id: 0 }, 'ready').catch(() => null);
    if (probe) {
      probe.disconnect();
      break;
    }
    if (attempt > 60) throw new Error('the yardstick did not start');
    await new Promise((done) => setTimeout(done, 500));
  }
  await mapLimited(people, 50, async (person) => {
    person.socket = await openSocket(yardstickUrl, { user_id: person.id }, 'ready');
    sockets.push(person.socket);
  });
  console.log(`Yardstick: the same ${sessionCount} sessions and ${people.length} sockets (${load()})`);
  const yardstickCpuBefore = cpuSeconds(yardstickServer.pid);
  const yardstickFrom = Number(process.hrtime.bigint() / 1000n);
  const yardstick = await runPhase(pairs, yardstickClient, 1, steadySeconds);
  const yardstickCpuAfter = cpuSeconds(yardstickServer.pid);
  if (yardstickProfileDir)
    writeFileSync(
      join(yardstickProfileDir, 'windows.json'),
      JSON.stringify([{ from: yardstickFrom, to: Number(process.hrtime.bigint() / 1000n) }]),
    );
  console.log(`  steady ${describe(yardstick)}`);
  if (yardstickCpuBefore !== null)
    console.log(
      `  yardstick CPU ${((1000 * (yardstickCpuAfter - yardstickCpuBefore)) / yardstick.sent).toFixed(2)} ms per message`,
    );
  const yardstickCeiling = options['skip-ceiling'] ? null : await ceiling(pairs, yardstickClient, 'ceiling');
  closeSockets();

  console.log('Summary');
  console.log(
    `  steady p99: Lantern ${fmt(lantern.p99)} (target < 25 ms), yardstick ${fmt(yardstick.p99)}, ratio ${(lantern.p99 / yardstick.p99).toFixed(2)}× (target ≤ 3×)`,
  );
  console.log(
    `  Lantern lost ${lantern.lost}, doubled ${lantern.doubled}; yardstick lost ${yardstick.lost}, doubled ${yardstick.doubled}`,
  );
  if (!options['skip-ceiling']) {
    // No step under the mark is a ceiling of 0, below the first step's rate.
    const [lanternRate, yardstickRate] = [lanternCeiling?.rate ?? 0, yardstickCeiling?.rate ?? 0];
    console.log(
      `  ceiling (p99 < ${CEILING_P99_MS} ms): Lantern ${lanternRate} msg/s, yardstick ${yardstickRate} msg/s, ratio ${yardstickRate ? (lanternRate / yardstickRate).toFixed(2) : '—'} (target ≥ 0.5)`,
    );
  }
  const ok =
    lantern.lost === 0 &&
    lantern.doubled === 0 &&
    lantern.failures === 0 &&
    rows[0].stored === rows[0].distinct_ids;
  console.log(ok ? 'every Lantern message delivered once' : 'FAILED: see above');
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
} finally {
  closeSockets();
  await harness.cleanUp();
  if (profileDir) console.log(`CPU profile of the API in ${profileDir}`);
}
