#!/usr/bin/env node
// Classroom message delivery: Lantern's real path against a bare relay, in the same run, in turns.
//
// Starts the built API (api/dist: run `npm run build` first) in production mode on a fresh
// database (DATABASE_URL's server when set, otherwise an embedded PostgreSQL) and, beside it on the
// same database, tests/load/classroom-yardstick.mjs: a bare socket.io relay that stores each message
// with one INSERT and emits it. Adds --sessions students and as many tutors straight into the tables
// (copies of the demo student and tutor, so the demo password signs them in) and one matched
// session per pair, signs every one in through POST /api/login and opens two sockets per person
// (websocket, /v4): one to the API (bearer token), one to the relay. Then:
//   1. ceiling: the total rate goes up in --step-seconds steps, each step run on Lantern and on
//      the relay one after the other (which goes first alternates), until each side's p99 passes
//      250 ms or it loses a message; a side that misses a step has up to three tries at it before it
//      stops, so a burst of other work on the machine does not end its climb. The highest total rate
//      under the mark is each side's ceiling;
//   2. steady, after 15 s for the database to settle: every session sends one message a second
//      (the student and the tutor take turns) for --seconds in all, in --rounds turns that
//      alternate between Lantern and the relay, through `classroom.message.send` on Lantern
//      (validation, the access check, moderation, the per-session seq and the once-per-client-id
//      insert, the fan-out to both people).
// Taking turns lands a change in the machine's load on both sides, so the ratios hold on a shared
// machine. Latency is from the sender's emit to the other person's socket receiving it; "lost"
// counts messages the other person never received (a phase ends once its server has caught up),
// "doubled" those received more than once.
// Exits 1 when Lantern loses or doubles a message or misses a target: steady p99 under 25 ms and
// within 3× the relay's, ceiling at least half the relay's (not judged with --skip-ceiling).
// The bench people's password hash is argon2id at a small cost (the demo's takes a quarter of a
// second of CPU, minutes for 2,000 people); they still sign in through POST /api/login.
// --cpu-prof <dir> writes a V8 CPU profile of the API into <dir> and of the relay into
// <dir>/yardstick, each with its steady turns in windows.json for tests/load/read-path-profile.mjs.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { connect, DEMO_PASSWORD, openSocket, signIn } from './lib/bench-clients.mjs';
import { cpuSeconds, createHarness, freePort, mapLimited, percentile, root } from './lib/bench-harness.mjs';

const CEILING_P99_MS = 250;
const TARGET_P99_MS = 25;
const TARGET_P99_RATIO = 3;
const TARGET_CEILING_RATIO = 0.5;
const TRIES = 3;
/** After the ladder's thousands of writes, the database's own clean-up runs for a while. */
const SETTLE_SECONDS = 15;
// Messages a second in all, shared by the sessions: from a quarter of the steady rate for 1,000
// sessions, so a busy machine still shows where each side stops.
const RATES = [250, 500, 1000, 1500, 2000, 3000, 4000, 6000, 8000, 12000, 16000];
const { values: options } = parseArgs({
  options: {
    sessions: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '60' },
    rounds: { type: 'string', default: '3' },
    'step-seconds': { type: 'string', default: '10' },
    'skip-ceiling': { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
  },
});
const sessionCount = Number(options.sessions);
const steadySeconds = Number(options.seconds);
const steadyRounds = Number(options.rounds);
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

/**
 * Sends `totalRate` messages a second, shared by the sessions, for `seconds` through `side`, the two
 * people taking turns, and collects what the other person's socket received.
 */
async function runPhase(pairs, side, totalRate, seconds) {
  const rate = totalRate / pairs.length;
  const sent = new Map();
  const received = new Map();
  const failures = [];
  for (const pair of pairs)
    for (const person of pair.people) {
      const socket = person.sockets[side.name];
      socket.removeAllListeners(side.receiveEvent);
      socket.on(side.receiveEvent, (message) => {
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
            side.send(pair, from, to, clientId, (answer) => {
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
  // A server that fell behind is still delivering: wait until it has caught up (or has gone quiet
  // for 3 s), so its backlog does not spill into the next phase, the other side's included.
  let heard;
  do {
    heard = received.size;
    await new Promise((done) => setTimeout(done, 3000));
  } while (received.size > heard && received.size < sent.size);
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
  return { rate: totalRate, sent: sent.size, latencies, lost, doubled, failures };
}

/** Phases of one side added up: their latencies pooled. */
function summary(phases) {
  const latencies = phases.flatMap((phase) => phase.latencies);
  const failures = phases.flatMap((phase) => phase.failures);
  return {
    rate: phases[0].rate,
    sent: phases.reduce((sum, phase) => sum + phase.sent, 0),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    lost: phases.reduce((sum, phase) => sum + phase.lost, 0),
    doubled: phases.reduce((sum, phase) => sum + phase.doubled, 0),
    failures: failures.length,
    firstFailure: failures[0],
  };
}

const passes = (result) => result.p99 < CEILING_P99_MS && result.lost === 0 && result.failures === 0;

/** Both sides' ladders, step by step in turns; a side that misses a step has up to TRIES tries at it. */
async function ceilings(pairs, sides) {
  const climbing = new Map(sides.map((side) => [side.name, { best: null, stopped: false }]));
  for (const [step, rate] of RATES.entries()) {
    const order = step % 2 === 0 ? sides : sides.toReversed();
    const pending = order.filter((side) => !climbing.get(side.name).stopped);
    if (pending.length === 0) break;
    for (let attempt = 1; attempt <= TRIES && pending.length > 0; attempt += 1)
      for (const side of pending.splice(0)) {
        const result = summary([await runPhase(pairs, side, rate, stepSeconds)]);
        console.log(
          `  ${side.label.padEnd(9)} ${describe(result)}${attempt > 1 ? ` (try ${attempt})` : ''} (${load()})`,
        );
        const state = climbing.get(side.name);
        if (passes(result)) state.best = result;
        else if (attempt < TRIES) pending.push(side);
        else state.stopped = true;
      }
  }
  return Object.fromEntries([...climbing].map(([name, state]) => [name, state.best?.rate ?? 0]));
}

const fmt = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '—');
const describe = (r) =>
  `${String(r.rate).padStart(6)} msg/s: sent ${r.sent}, p50 ${fmt(r.p50)}, p99 ${fmt(r.p99)}, lost ${r.lost}, doubled ${r.doubled}` +
  (r.failures ? `, refused ${r.failures} (${JSON.stringify(r.firstFailure)})` : '');

const TEXT = 'Is x = 4? Check: 2·4 + 3 = 11.';
const lanternSide = {
  name: 'lantern',
  label: 'Lantern',
  receiveEvent: 'classroom.message.created',
  send(pair, from, _to, clientId, ack) {
    from.sockets.lantern.emit(
      'classroom.message.send',
      { session_id: pair.sessionId, client_id: clientId, text: TEXT },
      ack,
    );
  },
};
const relaySide = {
  name: 'yardstick',
  label: 'relay',
  receiveEvent: 'message',
  send(pair, from, to, clientId, ack) {
    from.sockets.yardstick.emit(
      'send',
      { session_id: pair.sessionId, client_id: clientId, sender_id: from.id, to: to.id, text: TEXT },
      ack,
    );
  },
};

const load = () =>
  `load ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;
const now = () => Number(process.hrtime.bigint() / 1000n);
const profileDir = options['cpu-prof'] ? resolve(options['cpu-prof']) : null;
const relayProfileDir = profileDir ? join(profileDir, 'yardstick') : null;
for (const dir of [profileDir, relayProfileDir]) if (dir) mkdirSync(dir, { recursive: true });
const harness = createHarness();
const sockets = [];
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
  const relayPort = await freePort();
  const relay = harness.startChild(
    join(root, 'tests/load/classroom-yardstick.mjs'),
    { DATABASE_URL: databaseUrl, PORT: String(relayPort) },
    relayProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${relayProfileDir}`] : [],
  );
  const relayUrl = `http://127.0.0.1:${relayPort}`;
  for (let attempt = 0; ; attempt += 1) {
    const probe = await connect(relayUrl, { user_id: 0 }, 'ready').catch(() => null);
    if (probe) {
      probe.disconnect();
      break;
    }
    if (attempt > 60) throw new Error('the relay did not start');
    await new Promise((done) => setTimeout(done, 500));
  }
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
    person.sockets = {
      lantern: await openSocket(api.url, tokens[index]),
      yardstick: await connect(relayUrl, { user_id: person.id }, 'ready'),
    };
    sockets.push(person.sockets.lantern, person.sockets.yardstick);
  });
  console.log(`${sockets.length} sockets open in ${((performance.now() - phase) / 1000).toFixed(1)} s`);
  await openSessions(db, pairs);

  const commits = async () =>
    Number(
      (await db.query('select xact_commit from pg_stat_database where datname = current_database()')).rows[0]
        .xact_commit,
    );
  const sides = [
    { ...lanternSide, pid: api.pid, phases: [], cpu: 0, commits: 0, windows: [] },
    { ...relaySide, pid: relay.pid, phases: [], cpu: 0, commits: 0, windows: [] },
  ];
  // The ladder first, from rested servers: the steady phase overloads a busy machine, and the
  // garbage of its backlog slowed the next minutes of either server (docs/performance.md).
  let ceiling = null;
  if (!options['skip-ceiling']) {
    console.log(`Ceiling (p99 under ${CEILING_P99_MS} ms, nothing lost), in turns:`);
    ceiling = await ceilings(pairs, sides);
    await new Promise((done) => setTimeout(done, SETTLE_SECONDS * 1000));
  }
  const roundSeconds = steadySeconds / steadyRounds;
  console.log(
    `Steady: ${sessionCount} sessions, one message a second each, ${steadyRounds} turns of ${roundSeconds} s a side (${load()})`,
  );
  for (let round = 0; round < steadyRounds; round += 1)
    for (const side of round % 2 === 0 ? sides : sides.toReversed()) {
      const [cpuBefore, commitsBefore, from] = [cpuSeconds(side.pid), await commits(), now()];
      const result = await runPhase(pairs, side, sessionCount, roundSeconds);
      side.windows.push({ from, to: now() });
      side.cpu += cpuSeconds(side.pid) - cpuBefore;
      // The statistics reach pg_stat_database within a second of each commit.
      await new Promise((done) => setTimeout(done, 1000));
      side.commits += (await commits()) - commitsBefore;
      side.phases.push(result);
    }
  const steady = {};
  for (const side of sides) {
    steady[side.name] = summary(side.phases);
    console.log(`  ${side.label.padEnd(9)} ${describe(steady[side.name])}`);
    console.log(
      `            CPU ${((1000 * side.cpu) / steady[side.name].sent).toFixed(2)} ms per message, ` +
        `database commits per message ${(side.commits / steady[side.name].sent).toFixed(2)}`,
    );
  }
  if (profileDir)
    for (const side of sides)
      writeFileSync(
        join(side.name === 'lantern' ? profileDir : relayProfileDir, 'windows.json'),
        JSON.stringify(side.windows),
      );
  const { rows } = await db.query(
    `select count(*)::int as stored, count(distinct (session_id, client_id))::int as distinct_ids
       from session_messages where session_id = any($1::int[])`,
    [pairs.map((pair) => pair.sessionId)],
  );
  console.log(`  Lantern stored ${rows[0].stored} messages, ${rows[0].distinct_ids} distinct client ids`);

  const [lantern, relayResult] = [steady.lantern, steady.yardstick];
  const missed = [];
  const judge = (met, text) => {
    console.log(`  ${met ? 'met' : 'MISSED'}: ${text}`);
    if (!met) missed.push(text);
  };
  console.log('Summary');
  judge(
    lantern.lost === 0 &&
      lantern.doubled === 0 &&
      lantern.failures === 0 &&
      rows[0].stored === rows[0].distinct_ids,
    `every Lantern message delivered once (lost ${lantern.lost}, doubled ${lantern.doubled}, refused ${lantern.failures})`,
  );
  judge(lantern.p99 < TARGET_P99_MS, `steady p99 ${fmt(lantern.p99)} under ${TARGET_P99_MS} ms`);
  const p99Ratio = lantern.p99 / relayResult.p99;
  judge(
    p99Ratio <= TARGET_P99_RATIO,
    `steady p99 ${p99Ratio.toFixed(2)}× the relay's ${fmt(relayResult.p99)} (at most ${TARGET_P99_RATIO}×)`,
  );
  if (ceiling) {
    const ratio = ceiling.yardstick ? ceiling.lantern / ceiling.yardstick : 0;
    judge(
      ratio >= TARGET_CEILING_RATIO,
      `ceiling ${ceiling.lantern} msg/s, ${ratio.toFixed(2)}× the relay's ${ceiling.yardstick} msg/s (at least ${TARGET_CEILING_RATIO}×)`,
    );
  }
  process.exitCode = missed.length ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
} finally {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await harness.cleanUp();
  if (profileDir) console.log(`CPU profiles of the API in ${profileDir}, of the relay in ${relayProfileDir}`);
}
