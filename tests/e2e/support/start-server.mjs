// Starts the built API for the browser tests on its own, fresh database: a new database on
// DATABASE_URL's server when that is set, otherwise a new embedded PostgreSQL in a temp folder,
// and its own data folder for uploads either way.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '../../..');
const env = {
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
  LOGIN_MAX_FAILURES: '5',
  // The journeys share a few demo people and upload, download and ask the AI many times a minute.
  RATE_LIMIT_UPLOAD_PER_USER: '10000',
  RATE_LIMIT_CONVERSION_PER_USER: '10000',
  RATE_LIMIT_AI_PER_USER: '10000',
  RATE_LIMIT_DOWNLOAD_PER_USER: '10000',
  RATE_LIMIT_UPLOAD_PER_INSTANCE: '10000',
  RATE_LIMIT_CONVERSION_PER_INSTANCE: '10000',
  RATE_LIMIT_AI_PER_INSTANCE: '10000',
  RATE_LIMIT_DOWNLOAD_PER_INSTANCE: '10000',
  // Links in e-mails open this server. No SMTP_URL: mail is written to DATA_DIR/outbox/, where the
  // journeys read it (fixtures/mail.ts).
  PUBLIC_URL: `http://localhost:${process.env.PORT ?? 3100}`,
};
// The AI provider is the tests' own small OpenAI-compatible server (Node runs its TypeScript as
// it is): the AI tutor and the review suggestions answer as a real model would, and a question
// that asks the fake model to fail shows the product's "AI unavailable" path.
const { startFakeAiServer } = await import('../../../api/test/fake-ai-server.ts');
const fakeAi = await startFakeAiServer();
env.AI_BASE_URL = fakeAi.baseUrl;
env.AI_MODEL = 'fake-tutor';
// Single sign-on goes to a real OpenID provider of the tests' own (panva's oidc-provider), with a
// client for each of Google, Clever, ClassLink and Auth0: the journeys sign in through its page.
const { startFakeOidcProvider } = await import('../../../api/test/fake-oidc-provider.ts');
const fakeIdp = await startFakeOidcProvider({ publicUrl: env.PUBLIC_URL });
Object.assign(env, fakeIdp.env);
const stamp = `${Date.now()}_${process.pid}`;
// Uploaded files and the signing secret stay out of the checkout, whichever database serves.
const dataDir = mkdtempSync(join(tmpdir(), 'lantern-e2e-'));
chmodSync(dataDir, 0o755);
env.DATA_DIR = dataDir;
const removeDataDir = async () => rmSync(dataDir, { recursive: true, force: true });
/** Runs once the API has stopped, so a shared PostgreSQL does not collect a database per run. */
let cleanUp = removeDataDir;
if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = '/postgres';
  const admin = url.toString();
  const name = `lantern_e2e_${stamp}`;
  const onServer = async (sql) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await onServer(`create database ${name}`);
  cleanUp = () => Promise.all([onServer(`drop database if exists ${name} with (force)`), removeDataDir()]);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
} else {
  // The embedded PostgreSQL is started here rather than by the API, so the journeys' fixtures can
  // reach the same database (tests/e2e/fixtures/people.ts creates each journey's own people there).
  const { startDatabaseServer, ensureDatabase } =
    await import('../../../api/dist/platform/database/database-url.js');
  const database = await startDatabaseServer({
    databaseUrl: undefined,
    dataDir,
    port: 54339,
    portFallback: true,
    persistent: false,
  });
  env.DATABASE_URL = await ensureDatabase(database.serverUrl, 'lantern');
  cleanUp = () => database.stop().then(removeDataDir);
}
delete env.EMBEDDED_PG_PORT;
// What the journeys' fixtures need to reach this server's database (see playwright.config.ts).
if (process.env.E2E_STATE_FILE)
  writeFileSync(process.env.E2E_STATE_FILE, JSON.stringify({ databaseUrl: env.DATABASE_URL, dataDir }));
// Its own process group, so a signal to ours reaches it once, through us, and it can stop cleanly.
// It watches that we are still there (parent-lifeline.mjs), and stops when we are gone, even killed.
const child = spawn(
  process.execPath,
  [
    '--import',
    pathToFileURL(join(import.meta.dirname, 'parent-lifeline.mjs')).href,
    join(root, 'api/dist/main.js'),
  ],
  { env, stdio: ['ignore', 'inherit', 'inherit'], detached: true },
);
// Once: a second signal would end the API half way through stopping.
let stopping = false;
const stopServer = (signal) => {
  if (stopping || child.exitCode !== null || child.signalCode !== null) return;
  stopping = true;
  child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopServer(signal));
// Playwright gone without stopping us: we are re-parented, and stop the server.
const playwright = process.ppid;
setInterval(() => {
  if (process.ppid !== playwright) stopServer('SIGTERM');
}, 1000).unref();
child.on('exit', (code) => {
  Promise.all([cleanUp(), fakeAi.close(), fakeIdp.close()])
    .catch((error) => console.error(`Could not remove the e2e database: ${error.message}`))
    .finally(() => process.exit(code ?? 0));
});
