#!/usr/bin/env node
// The authenticated read path beside a bare yardstick of the same work, in one run.
//
// Starts the built API (api/dist: run `npm run build` or `tsc -b api` first) in production mode
// on a fresh database, signs in the demo student, then loads GET /api/me with autocannon over
// loopback, and the same for tests/load/read-path-yardstick.mjs (token verify, live sign-in, the
// current-user read and the same answer, byte for byte) on the same database. Prints req/s, p50 and p99 of both, the
// ratio of each pair of rounds, their median and spread, and the machine's load average; exits 1 when
// the median ratio is below MIN_RATIO of the yardstick's throughput.
//
// Fair under load: other work on a shared machine comes and goes within seconds, so the servers take
// short rounds in pairs, in the order ABBA (Lantern first in one pair, the yardstick first in the
// next), and each pair's ratio compares two rounds that met the same load; the verdict is the
// median of those ratios, which one unlucky pair cannot move.
//
// Database: a new database on DATABASE_URL's server when set, otherwise an embedded PostgreSQL
// in a temporary folder. Options: --rounds <n> (12) pairs of rounds of --duration <s> (2) per
// server, --connections <n> (50),
// --mode production|development (production; development adds the response-contract check),
// --cpu-prof <dir> (write V8 CPU profiles of the API into <dir> and of the yardstick into <dir>/yardstick).
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { cpuSeconds, createHarness, freePort, waitFor } from './lib/bench-harness.mjs';

const MIN_RATIO = 0.7;
const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '12' },
    connections: { type: 'string', default: '50' },
    mode: { type: 'string', default: 'production' },
    'cpu-prof': { type: 'string' },
  },
});
if (!['production', 'development'].includes(options.mode)) throw new Error('--mode production|development');

const { cleanUp, startApi, startChild, startDatabase } = createHarness();

async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username: 'student', password: 'Lantern#2026' }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const { data } = await response.json();
  return data.access_token;
}

async function answerOf(url, token) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.text();
}

async function load(target, token, duration) {
  const cpuBefore = cpuSeconds(target.pid);
  const result = await autocannon({
    url: target.url,
    connections: Number(options.connections),
    duration,
    headers: { authorization: `Bearer ${token}` },
  });
  const cpuAfter = cpuSeconds(target.pid);
  if (result.errors || result.non2xx)
    throw new Error(`${target.url}: ${result.errors} errors, ${result.non2xx} non-2xx responses`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    cpuMs: cpuBefore === null ? null : cpuAfter - cpuBefore,
  };
}

/** The value at fraction `q` of the sorted values, interpolated between neighbours. */
function quantile(values, q) {
  const sorted = values.toSorted((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  return sorted[below] + (sorted[Math.min(below + 1, sorted.length - 1)] - sorted[below]) * (at - below);
}
const median = (values) => quantile(values, 0.5);
/** The 1-minute load average, which says how busy the shared machine was. */
const load1 = () => loadavg()[0];

/** Rounds summed up: mean throughput, median p50 and p99, server CPU time per answer. */
function summary(rounds) {
  const total = rounds.reduce((sum, round) => sum + round.total, 0);
  const cpu = rounds.every((round) => round.cpuMs !== null)
    ? rounds.reduce((sum, round) => sum + round.cpuMs, 0)
    : null;
  return {
    rps: rounds.reduce((sum, round) => sum + round.rps, 0) / rounds.length,
    p50: median(rounds.map((round) => round.p50)),
    p99: median(rounds.map((round) => round.p99)),
    total,
    cpuPerRequest: cpu === null ? null : (1000 * cpu) / total,
  };
}

function row(label, result) {
  const cpu = result.cpuPerRequest === null ? '' : `   ${result.cpuPerRequest.toFixed(2)} ms CPU/answer`;
  return `${label.padEnd(28)} ${result.rps.toFixed(0).padStart(6)} req/s   p50 ${String(result.p50).padStart(4)} ms   p99 ${String(result.p99).padStart(4)} ms${cpu}   (${result.total} answers)`;
}

try {
  const databaseUrl = await startDatabase();
  const jwtSecret = randomBytes(32).toString('hex');
  const yardstickPort = await freePort();
  const yardstickUrl = `http://127.0.0.1:${yardstickPort}`;
  const profileArgs = options['cpu-prof']
    ? ['--cpu-prof', `--cpu-prof-dir=${resolve(options['cpu-prof'])}`]
    : [];
  // The yardstick verifies the API's tokens, so both get the same secret.
  const api = await startApi({
    databaseUrl,
    mode: options.mode,
    env: { JWT_SECRET: jwtSecret },
    nodeArgs: profileArgs,
  });
  const apiUrl = api.url;
  const yardstickProfileDir = options['cpu-prof'] ? join(resolve(options['cpu-prof']), 'yardstick') : null;
  const yardstickProcess = startChild(
    join(import.meta.dirname, 'read-path-yardstick.mjs'),
    { DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret, PORT: String(yardstickPort) },
    yardstickProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${yardstickProfileDir}`] : [],
  );
  await waitFor(`${yardstickUrl}/`);
  const token = await signIn(apiUrl);
  // The same work: the yardstick must answer what the API answers, byte for byte.
  const [lanternAnswer, yardstickAnswer] = [
    await answerOf(`${apiUrl}/api/me`, token),
    await answerOf(`${yardstickUrl}/`, token),
  ];
  if (lanternAnswer !== yardstickAnswer)
    throw new Error(`the yardstick answers otherwise:\n${lanternAnswer}\n${yardstickAnswer}`);

  const duration = Number(options.duration);
  const rounds = Number(options.rounds);
  console.log(
    `GET /api/me as the demo student: ${options.connections} connections, ${rounds} pairs of rounds (ABBA) of ` +
      `${duration} s per server, NODE_ENV=${options.mode}, database ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded'}`,
  );
  const lanternTarget = { url: `${apiUrl}/api/me`, pid: api.pid };
  const yardstickTarget = { url: `${yardstickUrl}/`, pid: yardstickProcess.pid };
  // Warm both (JIT, pools) first. Alternating short rounds keep a load change on a shared machine
  // from landing on one server only.
  await load(lanternTarget, token, 2);
  await load(yardstickTarget, token, 2);
  const lanternRounds = [];
  const yardstickRounds = [];
  // V8 profile timestamps and hrtime share the system's monotonic clock (µs): recording the
  // measured windows lets read-path-profile.mjs leave out start-up, warm-up and the yardstick.
  const windows = [];
  const yardstickWindows = [];
  const now = () => Number(process.hrtime.bigint() / 1000n);
  const loads = [load1()];
  const measure = async (target, results, windowsOf) => {
    const from = now();
    results.push(await load(target, token, duration));
    windowsOf.push({ from, to: now() });
  };
  for (let round = 0; round < rounds; round += 1) {
    // ABBA: a load that rises or falls through a pair weighs on both servers alike over two pairs.
    if (round % 2 === 0) {
      await measure(lanternTarget, lanternRounds, windows);
      await measure(yardstickTarget, yardstickRounds, yardstickWindows);
    } else {
      await measure(yardstickTarget, yardstickRounds, yardstickWindows);
      await measure(lanternTarget, lanternRounds, windows);
    }
    loads.push(load1());
  }
  const lantern = summary(lanternRounds);
  const yardstick = summary(yardstickRounds);
  const ratios = lanternRounds.map((round, index) => round.rps / yardstickRounds[index].rps);
  const ratio = median(ratios);
  console.log(row('Lantern GET /api/me', lantern));
  console.log(row('yardstick (node:http + pg)', yardstick));
  console.log(
    `ratio ${ratio.toFixed(2)}× the yardstick's throughput, median of ${rounds} pairs (at least ${MIN_RATIO}×); ` +
      `spread: quartiles ${quantile(ratios, 0.25).toFixed(2)}–${quantile(ratios, 0.75).toFixed(2)}, ` +
      `range ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}; ` +
      `mean throughputs ${(lantern.rps / yardstick.rps).toFixed(2)}×`,
  );
  console.log(`per pair: ${ratios.map((value) => value.toFixed(2)).join(' ')}`);
  console.log(
    `load average (1 min) over the run: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}, ` +
      `median ${median(loads).toFixed(1)}, on ${availableParallelism()} cores`,
  );
  await cleanUp();
  if (options['cpu-prof']) {
    writeFileSync(join(resolve(options['cpu-prof']), 'windows.json'), JSON.stringify(windows));
    mkdirSync(yardstickProfileDir, { recursive: true });
    writeFileSync(join(yardstickProfileDir, 'windows.json'), JSON.stringify(yardstickWindows));
    console.log(
      `CPU profiles of the API in ${resolve(options['cpu-prof'])}, of the yardstick in ${yardstickProfileDir}`,
    );
  }
  process.exitCode = ratio < MIN_RATIO ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await cleanUp();
  process.exitCode = 1;
}
