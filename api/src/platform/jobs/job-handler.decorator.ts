import { SetMetadata } from '@nestjs/common';
import type { AppConfig } from '../config/config.js';

/** What a job handler receives: the job's data as sent, and the injected Clock's time when it runs. */
export interface JobRun<D = unknown> {
  id: string;
  name: string;
  data: D;
  /** Unix seconds from the app's Clock: rules compare against this, never against Date.now(). */
  now: number;
}

export interface JobHandlerOptions {
  /**
   * A cron expression (UTC, minute resolution): the job also runs once per matching minute across
   * all API instances, with `{}` as its data.
   */
  every?: string;
  /**
   * How many of these jobs one instance runs at the same time, from the configuration; unset, one
   * at a time. Each is then fetched alone, so a slow job does not hold others in its batch.
   */
  concurrency?: (config: AppConfig) => number;
  /**
   * How long one run may stay active before the queue takes its instance for dead and runs it
   * again elsewhere (default 120 s): set it above the longest a run can honestly take.
   */
  expireInSeconds?: number;
}

export interface JobHandlerDeclaration extends JobHandlerOptions {
  name: string;
}

const JOB_HANDLER = Symbol('JOB_HANDLER');

/**
 * Binds a provider method to a job queue; `JobsService` finds it at start-up and runs it for every
 * job of that name, in its own MikroORM context. The method must be idempotent: pg-boss delivers at
 * least once (a retry after a crash), so it changes rows with conditional updates.
 */
export function JobHandler(name: string, options: JobHandlerOptions = {}) {
  return <H extends (job: JobRun<never>) => Promise<void> | void>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ) => {
    SetMetadata(JOB_HANDLER, { name, ...options } satisfies JobHandlerDeclaration)(target, key, descriptor);
  };
}

export function jobHandlerOf(method: unknown): JobHandlerDeclaration | undefined {
  if (typeof method !== 'function') return undefined;
  return Reflect.getMetadata(JOB_HANDLER, method) as JobHandlerDeclaration | undefined;
}
