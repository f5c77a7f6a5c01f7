import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../src/create-app.js';
import { ManualClock } from '../src/platform/clock/clock.js';
import { createLogger } from '../src/platform/logging/logger.js';
import type { TestApp } from './test-app.js';

export interface SecondInstance {
  app: NestExpressApplication;
  clock: ManualClock;
  /** Stops this instance only; the database belongs to the first one. */
  close(): Promise<void>;
}

/**
 * Another API instance on the first one's database and configuration, as a second server behind a
 * load balancer would be: not listening (tests reach it through its services), with its own clock.
 */
export async function startSecondInstance(first: TestApp): Promise<SecondInstance> {
  const clock = new ManualClock();
  const app = await createApp({
    config: first.config,
    clientUrl: first.databaseUrl,
    clock,
    logger: createLogger('silent', false),
  });
  return { app, clock, close: () => app.close() };
}
