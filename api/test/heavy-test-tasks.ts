// Tasks for the worker pool's own tests (heavy-work.test.ts), run on its threads.
import type { MessagePort } from 'node:worker_threads';

export function double(input: number): number {
  return input * 2;
}

/** Busy for `ms`, in one synchronous loop as a runaway parser would be. */
export function spin(ms: number): number {
  const until = Date.now() + ms;
  let turns = 0;
  while (Date.now() < until) turns++;
  return turns;
}

/** Holds `mb` MiB of ArrayBuffers, which V8's heap limit does not count, filling them in one synchronous loop. */
export function hoard(mb: number): number {
  const kept: Uint8Array[] = [];
  for (let index = 0; index < mb; index++) kept.push(new Uint8Array(1024 * 1024).fill(1));
  return kept.length;
}

/** Asks the API a question through `port` while it works, and answers with the reply doubled. */
export async function askAndDouble(input: { port: MessagePort; question: number }) {
  const answer = await new Promise<number>((resolve) => {
    input.port.once('message', resolve);
    input.port.postMessage(input.question);
  });
  input.port.close();
  return answer * 2;
}
