import 'reflect-metadata';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { type INestApplicationContext, Injectable, Module } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { afterEach, describe, expect, it } from 'vitest';
import { Clock, ManualClock } from '../clock/clock.js';
import { APP_CONFIG } from '../config/config.js';
import { LOGGER } from '../logging/logger.js';
import { JobHandler, type JobRun } from './job-handler.decorator.js';
import { JobsService } from './jobs.service.js';

// Test files are compiled without decorator syntax, so the decorators are applied as calls.
function handlerClass(jobName: string) {
  class Sweeper {
    sweep(_job: JobRun) {}
  }
  const method = Object.getOwnPropertyDescriptor(Sweeper.prototype, 'sweep')!;
  JobHandler(jobName, { every: '* * * * *' })(Sweeper.prototype, 'sweep', method);
  Reflect.decorate([Injectable()], Sweeper);
  return Sweeper;
}

function moduleWith(...handlers: ReturnType<typeof handlerClass>[]) {
  class TestModule {}
  Reflect.decorate(
    [
      Module({
        imports: [DiscoveryModule],
        providers: [
          JobsService,
          ...handlers,
          // Discovery runs at init and touches none of these; start() (not called here) would.
          { provide: MikroORM, useValue: {} },
          { provide: EntityManager, useValue: {} },
          { provide: Clock, useValue: new ManualClock() },
          { provide: APP_CONFIG, useValue: { jobsPollSeconds: 2 } },
          { provide: LOGGER, useValue: {} },
        ],
      }),
    ],
    TestModule,
  );
  return TestModule;
}

let app: INestApplicationContext | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('JobsService handler discovery', () => {
  it('finds a @JobHandler method on any provider at start-up', async () => {
    app = await NestFactory.createApplicationContext(moduleWith(handlerClass('shifts.sweep')), {
      logger: false,
    });
    const jobs = app.get(JobsService);
    // The queue already has the discovered handler, so a second one is refused.
    await expect(jobs.register('shifts.sweep', () => {})).rejects.toThrow(
      'Job "shifts.sweep" has two handlers',
    );
  });

  it('refuses two handlers for one job name, naming the second', async () => {
    await expect(
      NestFactory.createApplicationContext(
        moduleWith(handlerClass('shifts.sweep'), handlerClass('shifts.sweep')),
        { logger: false, abortOnError: false },
      ),
    ).rejects.toThrow(/Job "shifts.sweep" has two handlers \(the second: Sweeper\.sweep\)/);
  });
});
