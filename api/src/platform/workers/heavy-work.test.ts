import { MessageChannel } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import type * as TestTasks from '../../../test/heavy-test-tasks.js';
import { HeavyWork, HeavyWorkRefused, taskModule } from './heavy-work.js';

const TASKS = taskModule<typeof TestTasks>(new URL('../../../test/heavy-test-tasks.js', import.meta.url));
const work = new HeavyWork({ heavyWork: { workers: 1, timeoutMs: 2000, memoryMb: 128 } });
afterAll(() => work.onModuleDestroy());

const refusal = (running: Promise<unknown>) =>
  running.then(
    () => null,
    (error: unknown) => error,
  );

describe('HeavyWork', () => {
  it('should run a task on a pool thread and give back its result', async () => {
    expect(await work.run(TASKS, 'double', 21)).toBe(42);
  });

  it('should hand a task a port it asks the API through while it works', async () => {
    const { port1, port2 } = new MessageChannel();
    port1.on('message', (question: number) => port1.postMessage(question + 1));
    try {
      expect(
        await work.run(TASKS, 'askAndDouble', { port: port2, question: 20 }, { transfer: [port2] }),
      ).toBe(42);
    } finally {
      port1.close();
    }
  });

  it('should stop a task that runs past its time bound, and run the next one', async () => {
    const error = await refusal(work.run(TASKS, 'spin', 10_000));
    expect(error).toBeInstanceOf(HeavyWorkRefused);
    expect(error).toMatchObject({ bound: 'time', message: 'it took longer than 2 seconds' });
    expect(await work.run(TASKS, 'double', 2)).toBe(4);
  });

  it('should stop a task whose buffers outgrow its memory bound, though the heap limit never sees them', async () => {
    const error = await refusal(work.run(TASKS, 'hoard', 1024));
    expect(error).toBeInstanceOf(HeavyWorkRefused);
    expect(error).toMatchObject({ bound: 'memory', message: 'it needed more than 128 MB of memory' });
    expect(await work.run(TASKS, 'hoard', 16)).toBe(16);
  });
});
