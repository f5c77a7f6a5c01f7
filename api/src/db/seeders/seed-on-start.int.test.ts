import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { HttpSession } from '../../../test/http-session.js';
import { createApp } from '../../create-app.js';
import { ManualClock } from '../../platform/clock/clock.js';
import { loadConfig } from '../../platform/config/config.js';
import { dropDatabase, ensureDatabase } from '../../platform/database/database-url.js';

interface LogLine {
  level: number;
  msg: string;
  withDemoPassword?: string[];
}
const WARN = 40;

const serverUrl = inject('pgServerUrl');
const databases: string[] = [];

async function newDatabase(): Promise<string> {
  const name = `lantern_seed_${randomBytes(6).toString('hex')}`;
  databases.push(name);
  return ensureDatabase(serverUrl, name);
}

/** Starts and stops the whole app over `databaseUrl`, returning what it logged. */
async function startOnce(databaseUrl: string, env: Record<string, string>): Promise<LogLine[]> {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const config = loadConfig({
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: `.data/test/${databaseUrl.split('/').pop()}`,
    // Production needs a mail server; nothing is sent while the app only starts.
    SMTP_URL: 'smtp://127.0.0.1:2525',
    ...env,
  });
  const app = await createApp({ config, clientUrl: databaseUrl, clock: new ManualClock(), logger });
  await app.close();
  return lines;
}

/** Starts the app in development at the clock's time and hands it, listening, to `use`. */
async function startAt(databaseUrl: string, clock: ManualClock, use: (baseUrl: string) => Promise<void>) {
  const config = loadConfig({
    NODE_ENV: 'development',
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: `.data/test/${databaseUrl.split('/').pop()}`,
  });
  const app = await createApp({ config, clientUrl: databaseUrl, clock, logger: pino({ level: 'silent' }) });
  try {
    await app.listen(0, '127.0.0.1');
    await use(`http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`);
  } finally {
    await app.close();
  }
}

/** What a demo tutor's console shows at start-up: their current shift's punch button and state. */
async function consoleOf(baseUrl: string, username: string) {
  const session = new HttpSession(baseUrl);
  await session.login(username);
  const current = await session.api.call('currentShift');
  if (!current.shift) throw new Error(`${username} has no current shift`);
  return current;
}

async function query<T>(databaseUrl: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

const demoUsers = (databaseUrl: string) =>
  query<{ username: string }>(
    databaseUrl,
    `select username from users where username in ('superuser', 'student')`,
  );
const warnings = (lines: LogLine[]) => lines.filter((line) => line.level === WARN);

afterAll(async () => {
  for (const name of databases) await dropDatabase(serverUrl, name);
});

describe('seeding on start', () => {
  it('should not seed the demo world in production unless asked, and should say so', async () => {
    const databaseUrl = await newDatabase();
    const lines = await startOnce(databaseUrl, { NODE_ENV: 'production' });

    expect(await demoUsers(databaseUrl)).toEqual([]);
    expect(await query(databaseUrl, 'select id from shifts')).toEqual([]);
    const [languages] = await query<{ count: string }>(databaseUrl, 'select count(*) from languages');
    expect(Number(languages!.count)).toBeGreaterThan(0);
    const [flags] = await query<{ count: string }>(databaseUrl, 'select count(*) from feature_flags');
    expect(Number(flags!.count)).toBeGreaterThan(0);
    expect(lines.map((line) => line.msg)).toContain(
      'Demo world: not seeded (production start; set SEED_DEMO=true to seed it)',
    );
    expect(warnings(lines)).toEqual([]);
  });

  it('should seed it in production with SEED_DEMO=true, and warn loudly about its public passwords', async () => {
    const databaseUrl = await newDatabase();
    const lines = await startOnce(databaseUrl, { NODE_ENV: 'production', SEED_DEMO: 'true' });

    expect((await demoUsers(databaseUrl)).map((row) => row.username).sort()).toEqual([
      'student',
      'superuser',
    ]);
    expect(lines.map((line) => line.msg)).toContain(
      'Demo world: seeding it (once) because SEED_DEMO=true, in production',
    );
    const [warning] = warnings(lines);
    expect(warning?.msg).toMatch(/^SECURITY: this production database holds \d+ demo accounts/);
    expect(warning?.withDemoPassword).toContain('superuser');
  });

  it('should warn when production starts on a database a development start seeded', async () => {
    const databaseUrl = await newDatabase();
    const development = await startOnce(databaseUrl, { NODE_ENV: 'development' });
    expect(development.map((line) => line.msg)).toContain(
      'Demo world: seeding it once (development default; SEED_DEMO=false turns it off)',
    );
    expect(warnings(development)).toEqual([]);
    // Someone changed the superuser's password but left the other demo accounts in place.
    await query(databaseUrl, `update users set password_hash = $1 where username = 'superuser'`, [
      await argon2.hash('a private password', { type: argon2.argon2id }),
    ]);

    const lines = await startOnce(databaseUrl, { NODE_ENV: 'production' });
    const [warning] = warnings(lines);
    expect(warning?.msg).toContain('superuser');
    expect(warning?.withDemoPassword).toContain('manager');
    expect(warning?.withDemoPassword).not.toContain('superuser');
  });

  it('should place the demo shifts around now on every start: a punch window open, one under way', async () => {
    const databaseUrl = await newDatabase();
    const clock = new ManualClock(Date.UTC(2026, 10, 16, 15, 0));
    const shiftCount = async () =>
      Number((await query<{ count: string }>(databaseUrl, 'select count(*) from shifts'))[0]!.count);

    await startAt(databaseUrl, clock, async (baseUrl) => {
      expect((await consoleOf(baseUrl, 'tutor')).punch_button).toMatchObject({
        shown: true,
        kind: 'punch_in',
      });
    });
    const first = await shiftCount();
    // A restart the same hour adds nothing.
    await startAt(databaseUrl, clock, async () => {});
    expect(await shiftCount()).toBe(first);

    // A week later the world made last week still has a punch window today, and a shift under way.
    clock.advanceSeconds(7 * 86_400 + 2 * 3600);
    await startAt(databaseUrl, clock, async (baseUrl) => {
      const tutor = await consoleOf(baseUrl, 'tutor');
      expect(tutor.punch_button).toMatchObject({ shown: true, kind: 'punch_in', active: true });
      expect(tutor.state.eligible_actions.punch_in).toBeDefined();
      const lucia = await consoleOf(baseUrl, 'tutor.lucia');
      expect(lucia.state.state_id).toBe(3);
      expect(lucia.shift.start_time).toBeLessThan(clock.now());
      expect(lucia.shift.shift_segments[0]?.status).toBe('Ongoing');
      const jordan = await consoleOf(baseUrl, 'tutor.jordan');
      expect(jordan.shift.start_time).toBeGreaterThan(clock.now());
    });
    const [trail] = await query<{ count: string }>(
      databaseUrl,
      `select count(*) from shift_events where action = 'punch_in'`,
    );
    expect(Number(trail!.count)).toBe(2);
  });
});
