import { describe, expect, it } from 'vitest';
import { BoundedConcurrency, Saturated } from './bounded-concurrency.js';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('BoundedConcurrency', () => {
  it('should run at most the limit at once, queue the next ones and refuse past the queue', async () => {
    const gate = new BoundedConcurrency(2, 1);
    const release = deferred();
    let active = 0;
    let peak = 0;
    const task = async () => {
      active += 1;
      peak = Math.max(peak, active);
      await release.promise;
      active -= 1;
      return 'done';
    };
    const running = [gate.run(task), gate.run(task), gate.run(task)];
    await expect(gate.run(task)).rejects.toBeInstanceOf(Saturated);
    release.resolve();
    expect(await Promise.all(running)).toEqual(['done', 'done', 'done']);
    expect(peak).toBe(2);
  });

  it('should free the slot when a task fails', async () => {
    const gate = new BoundedConcurrency(1, 0);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(() => Promise.resolve(1))).toBe(1);
  });
});
