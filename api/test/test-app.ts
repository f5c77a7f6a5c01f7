import { randomBytes } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { inject } from 'vitest';
import { createApp } from '../src/create-app.js';
import { ManualClock } from '../src/platform/clock/clock.js';
import { type AppConfig, loadConfig } from '../src/platform/config/config.js';
import { dropDatabase, ensureDatabase } from '../src/platform/database/database-url.js';
import { createLogger } from '../src/platform/logging/logger.js';

export interface TestApp {
  app: NestExpressApplication;
  baseUrl: string;
  clock: ManualClock;
  config: AppConfig;
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * The tests exercise features, many times a minute as one person: the limits on costly work are
 * lifted here, and the tests of those limits set their own.
 */
const UNLIMITED = Object.fromEntries(
  ['UPLOAD', 'CONVERSION', 'AI', 'DOWNLOAD'].flatMap((bucket) =>
    ['PER_USER', 'PER_INSTANCE'].map((scope) => [`RATE_LIMIT_${bucket}_${scope}`, '100000']),
  ),
);

/** A real API on a random port, over its own copy of the run's migrated and seeded template database. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const serverUrl = inject('pgServerUrl');
  const name = `lantern_test_${randomBytes(6).toString('hex')}`;
  const databaseUrl = await ensureDatabase(serverUrl, name, { template: inject('pgTemplateDatabase') });
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    DATA_DIR: `.data/test/${name}`,
    ...UNLIMITED,
    ...env,
  });
  const clock = new ManualClock();
  const app = await createApp({
    config,
    clientUrl: databaseUrl,
    clock,
    logger: createLogger('silent', false),
  });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    clock,
    config,
    databaseUrl,
    async close() {
      await app.close();
      await dropDatabase(serverUrl, name);
    },
  };
}
