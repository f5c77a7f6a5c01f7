import { RequestContext } from '@mikro-orm/core';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { type BeforeApplicationShutdown, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { type Job, type JobResult, PgBoss, type Queue } from 'pg-boss';
import type { Logger } from 'pino';
import { Clock } from '../clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { describeError } from '../logging/describe-error.js';
import { LOGGER } from '../logging/logger.js';
import { type JobHandlerOptions, jobHandlerOf, type JobRun } from './job-handler.decorator.js';
import { jobIdForKey } from './job-id.js';

export type JobHandlerFn = (job: JobRun) => Promise<void> | void;

export interface SendOptions {
  /** Unix seconds on the app's Clock; not before then. Unset: as soon as a worker is free. */
  runAt?: number;
  /** The same queue and key are queued once, whichever instance sends and however often. */
  key?: string;
}

/** pg-boss keeps its tables here, apart from the ORM's migrations. */
const SCHEMA = 'pgboss';
// A transition is a few queries: a job active this long belonged to an instance that died.
const QUEUE_OPTIONS: Omit<Queue, 'name'> = {
  expireInSeconds: 120,
  retryLimit: 5,
  retryDelay: 2,
  retryBackoff: true,
  retryDelayMax: 60,
};
// A burst (every break of a busy minute ending) is worked through in batches, not one job a poll.
const WORK_OPTIONS = (pollingIntervalSeconds: number) =>
  ({ pollingIntervalSeconds, batchSize: 10, burstWhenBatchFull: true, perJobResults: true }) as const;
// PostgreSQL's admin_shutdown: the server is stopping and closed our connection.
const DATABASE_SHUTTING_DOWN = '57P01';
// How long a stop waits for handlers already running before failing them back to the queue.
const STOP_GRACE_MS = 5000;

/**
 * Durable jobs on the app's PostgreSQL (pg-boss, schema `pgboss`): stored before they run, so they
 * survive a restart, and claimed with SKIP LOCKED, so one instance runs each. Periodic jobs use
 * pg-boss schedules, which one instance per slot turns into one job.
 */
@Injectable()
export class JobsService implements OnModuleInit, BeforeApplicationShutdown {
  private readonly handlers = new Map<string, { run: JobHandlerFn; options: JobHandlerOptions }>();
  private boss: PgBoss | undefined;

  constructor(
    @Inject(DiscoveryService) private readonly discovery: DiscoveryService,
    @Inject(MetadataScanner) private readonly scanner: MetadataScanner,
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit() {
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (!wrapper.isDependencyTreeStatic() || typeof instance !== 'object' || instance === null) continue;
      const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const declaration = jobHandlerOf(prototype[method]);
        if (!declaration) continue;
        const fn = prototype[method] as (job: JobRun) => Promise<void> | void;
        const { name, ...options } = declaration;
        this.addHandler(
          name,
          (job) => fn.call(instance, job),
          options,
          `${instance.constructor.name}.${method}`,
        );
      }
    }
  }

  /**
   * Called by createApp once migrations have run, so no handler meets a table that is not there yet.
   * Handlers registered before this start working now; later ones when they register.
   */
  async start(): Promise<void> {
    const poll = this.config.jobsPollSeconds;
    const cronSeconds = Math.min(45, Math.max(1, Math.round(poll)));
    const boss = new PgBoss({
      connectionString: this.orm.config.get('clientUrl'),
      schema: SCHEMA,
      application_name: 'lantern-jobs',
      max: 4,
      cronMonitorIntervalSeconds: cronSeconds,
      cronWorkerIntervalSeconds: cronSeconds,
    });
    // pg errors carry their whole client (pool, sockets, type tables): log the message and code only.
    boss.on('error', (error: Error & { code?: string }) => {
      const fields = { component: 'jobs', code: error.code, error: describeError(error) };
      // The database stopping under a running queue is a shutdown, not a failure of ours.
      if (error.code === DATABASE_SHUTTING_DOWN) this.logger.warn(fields, 'job queue lost its database');
      else this.logger.error(fields, 'job queue error');
    });
    // Slow queries, a growing backlog, clock skew: worth an operator's eye, not a failure.
    boss.on('warning', (warning) =>
      this.logger.warn({ component: 'jobs', ...warning.data }, warning.message),
    );
    await boss.start();
    this.boss = boss;
    for (const [name, { options }] of this.handlers) await this.startWorking(boss, name, options);
  }

  /** Adds a handler at run time (the decorator is the usual way); one handler per queue per app. */
  async register(name: string, run: JobHandlerFn, options: JobHandlerOptions = {}): Promise<void> {
    this.addHandler(name, run, options, 'register()');
    if (this.boss) await this.startWorking(this.boss, name, options);
  }

  /** Queues a job; false when a keyed job with that key is already queued or done. */
  async send(name: string, data: object, options: SendOptions = {}): Promise<boolean> {
    const boss = this.requireStarted();
    const startAfter =
      options.runAt === undefined ? undefined : Math.max(0, options.runAt - this.clock.now());
    const id = await boss.send(name, data, {
      ...(startAfter === undefined ? {} : { startAfter }),
      ...(options.key === undefined ? {} : { id: jobIdForKey(name, options.key) }),
    });
    return id !== null;
  }

  async beforeApplicationShutdown(): Promise<void> {
    const boss = this.boss;
    this.boss = undefined;
    // Before the ORM closes its pool (onApplicationShutdown), so running handlers can finish.
    await boss?.stop({ graceful: true, timeout: STOP_GRACE_MS });
  }

  private addHandler(name: string, run: JobHandlerFn, options: JobHandlerOptions, owner: string) {
    if (this.handlers.has(name)) throw new Error(`Job "${name}" has two handlers (the second: ${owner})`);
    this.handlers.set(name, { run, options });
  }

  private async startWorking(boss: PgBoss, name: string, options: JobHandlerOptions) {
    // Every instance does this at start: createQueue keeps an existing queue, schedule upserts its row.
    await boss.createQueue(name, {
      ...QUEUE_OPTIONS,
      ...(options.expireInSeconds === undefined ? {} : { expireInSeconds: options.expireInSeconds }),
    });
    const concurrency = options.concurrency?.(this.config) ?? 1;
    const work =
      concurrency > 1
        ? { ...WORK_OPTIONS(this.config.jobsPollSeconds), batchSize: 1, localConcurrency: concurrency }
        : WORK_OPTIONS(this.config.jobsPollSeconds);
    await boss.work(name, work, (jobs) => this.runBatch(name, jobs));
    if (options.every) await boss.schedule(name, options.every, {}, { tz: 'UTC' });
  }

  /** One job at a time, each in its own ORM context; a failure retries that job alone. */
  private async runBatch(name: string, jobs: Job<unknown>[]): Promise<JobResult[]> {
    const handler = this.handlers.get(name);
    if (!handler) throw new Error(`Job "${name}" has no handler`);
    const results: JobResult[] = [];
    for (const job of jobs) {
      try {
        await RequestContext.create(this.em, () =>
          handler.run({ id: job.id, name, data: job.data, now: this.clock.now() }),
        );
        results.push({ id: job.id, status: 'completed' });
      } catch (error) {
        this.logger.error(
          { err: error, component: 'jobs', job: name, id: job.id },
          'job failed; it will retry',
        );
        results.push({ id: job.id, status: 'failed', output: { message: String(error) } });
      }
    }
    return results;
  }

  private requireStarted(): PgBoss {
    if (!this.boss) throw new Error('Jobs are not started yet (createApp starts them after migrations)');
    return this.boss;
  }
}
