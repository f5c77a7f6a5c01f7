// Starts the built API for the browser tests on its own, fresh database: a new database on
// DATABASE_URL's server when that is set, otherwise a new embedded PostgreSQL in a temp folder.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');
const env = {
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
  LOGIN_MAX_FAILURES: '5',
};
const stamp = `${Date.now()}_${process.pid}`;
if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query(`create database lantern_e2e_${stamp}`);
  await client.end();
  url.pathname = `/lantern_e2e_${stamp}`;
  env.DATABASE_URL = url.toString();
} else {
  const dataDir = mkdtempSync(join(tmpdir(), 'lantern-e2e-'));
  chmodSync(dataDir, 0o755);
  env.DATA_DIR = dataDir;
  env.EMBEDDED_PG_PORT = String(56000 + (process.pid % 4000));
}
const child = spawn(process.execPath, [join(root, 'api/dist/main.js')], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
