import { setTimeout as sleep } from 'node:timers/promises';
import { RequestContext } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SecondInstance, startSecondInstance } from '../../../test/second-instance.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import type { JobRun } from './job-handler.decorator.js';
import { JobsService } from './jobs.service.js';

async function waitFor(done: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > until) throw new Error(`not done within ${timeoutMs} ms`);
    await sleep(50);
  }
}

interface Run {
  by: string;
  /** The EntityManager fork the job ran in. */
  em: unknown;
  data: unknown;
  now: number;
  at: number;
}

/** Two API instances on one database, as two servers behind a load balancer. */
describe('durable jobs across two API instances', () => {
  let first: TestApp;
  let second: SecondInstance;
  let a: JobsService;
  let b: JobsService;

  beforeAll(async () => {
    first = await startTestApp({ JOBS_POLL_SECONDS: '0.5' });
    second = await startSecondInstance(first);
    a = first.app.get(JobsService);
    b = second.app.get(JobsService);
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  /** The same handler on both instances, each run recorded with the instance that ran it. */
  async function registerOnBoth(name: string, options: { every?: string; slow?: boolean } = {}) {
    const runs: Run[] = [];
    const record = (by: string) => async (job: JobRun) => {
      runs.push({ by, em: RequestContext.getEntityManager(), data: job.data, now: job.now, at: Date.now() });
      if (options.slow) await sleep(30);
    };
    await a.register(name, record('first'), { every: options.every });
    await b.register(name, record('second'), { every: options.every });
    return runs;
  }

  it('runs a job sent once exactly once, whichever instance takes it', async () => {
    const runs = await registerOnBoth('test.once', { slow: true });
    for (let n = 0; n < 20; n++) await (n % 2 ? a : b).send('test.once', { n });
    await waitFor(() => runs.length >= 20, 10_000);
    // Long enough for a second delivery to show up if there were one.
    await sleep(1500);
    const handled = runs.map((run) => (run.data as { n: number }).n).sort((x, y) => x - y);
    expect(handled).toEqual(Array.from({ length: 20 }, (_, n) => n));
    // Each job in a MikroORM context of its own.
    expect(runs.every((run) => run.em !== undefined)).toBe(true);
    expect(new Set(runs.map((run) => run.em)).size).toBe(20);
  });

  it('queues a keyed job once however many instances send it', async () => {
    const runs = await registerOnBoth('test.keyed');
    const sent = await Promise.all([
      a.send('test.keyed', { from: 'first' }, { key: 'break-7-end' }),
      b.send('test.keyed', { from: 'second' }, { key: 'break-7-end' }),
      a.send('test.keyed', { from: 'first again' }, { key: 'break-7-end' }),
    ]);
    expect(sent.filter(Boolean)).toHaveLength(1);
    await waitFor(() => runs.length >= 1, 5000);
    await sleep(1500);
    expect(runs).toHaveLength(1);
    // Done jobs keep their key: a late duplicate is still refused.
    expect(await b.send('test.keyed', {}, { key: 'break-7-end' })).toBe(false);
  });

  it('runs a job with runAt after its time and not before, with the Clock of the instance running it', async () => {
    const runs = await registerOnBoth('test.later');
    first.clock.advanceSeconds(86_400);
    second.clock.advanceSeconds(2 * 86_400);
    const sentAt = Date.now();
    expect(await a.send('test.later', { breakId: 7 }, { runAt: first.clock.now() + 3 })).toBe(true);
    await sleep(2000);
    expect(runs).toEqual([]);
    await waitFor(() => runs.length >= 1, 5000);
    const [run] = runs;
    expect(run!.at).toBeGreaterThanOrEqual(sentAt + 2900);
    expect(run!.data).toEqual({ breakId: 7 });
    expect(run!.now).toBe((run!.by === 'first' ? first.clock : second.clock).now());
  });

  it('retries a job whose handler failed, and only that job of its batch', async () => {
    const attempts: string[] = [];
    const flaky = (job: JobRun) => {
      const { n } = job.data as { n: number };
      attempts.push(`${n}`);
      if (n === 0 && attempts.filter((attempt) => attempt === '0').length === 1)
        throw new Error('database hiccup');
    };
    await a.register('test.retry', flaky);
    await b.register('test.retry', flaky);
    await a.send('test.retry', { n: 0 });
    await a.send('test.retry', { n: 1 });
    await waitFor(() => attempts.filter((attempt) => attempt === '0').length >= 2, 15_000);
    await sleep(500);
    expect(attempts.sort()).toEqual(['0', '0', '1']);
  });

  it('runs a periodic job registered on both instances once per slot', { timeout: 45_000 }, async () => {
    // The slot is the UTC minute: start early enough in one that the test stays inside it.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000) await sleep(61_000 - intoMinute);
    const minute = Math.floor(Date.now() / 60_000);
    const runs = await registerOnBoth('test.sweep', { every: '* * * * *' });
    await waitFor(() => runs.length >= 1, 8000);
    // Both instances make several cron passes over the same minute meanwhile.
    await sleep(4000);
    expect(Math.floor(Date.now() / 60_000)).toBe(minute);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.data).toEqual({});
  });

  it('keeps a job through a restart: sent, its instance stopped before it is due, run by the next one', async () => {
    const runs: Run[] = [];
    const record = (by: string) => (job: JobRun) => {
      runs.push({ by, em: RequestContext.getEntityManager(), data: job.data, now: job.now, at: Date.now() });
    };
    const before = await startSecondInstance(first);
    const jobsBefore = before.app.get(JobsService);
    await jobsBefore.register('test.durable', record('before'));
    await jobsBefore.send('test.durable', { shiftId: 42 }, { runAt: before.clock.now() + 2 });
    await before.close();
    const after = await startSecondInstance(first);
    try {
      await after.app.get(JobsService).register('test.durable', record('after'));
      await waitFor(() => runs.length >= 1, 8000);
      await sleep(500);
      expect(runs.map(({ by, data }) => ({ by, data }))).toEqual([{ by: 'after', data: { shiftId: 42 } }]);
    } finally {
      await after.close();
    }
  });
});
