import { parentPort, threadId } from 'node:worker_threads';

/** What the pool posts for each task: which module's export to call, with what. */
export interface TaskRequest {
  /** File URL of a module whose named exports are tasks (see `taskModule`). */
  module: string;
  name: string;
  input: unknown;
  /** The pool's number for this task, so it can tell which thread runs it. */
  id: number;
}

/** Posted before a task starts, so the pool knows which thread to stop if the task grows too big. */
export interface TaskStarted {
  heavyTask: number;
  thread: number;
}

/**
 * The one file every pool thread loads (piscina's `filename`): it reports its thread, then runs
 * the named export of the task's module. Task modules are loaded on first use and stay loaded.
 */
export default async function runTask({ module, name, input, id }: TaskRequest): Promise<unknown> {
  parentPort?.postMessage({ heavyTask: id, thread: threadId } satisfies TaskStarted);
  const tasks = (await import(module)) as Record<string, unknown>;
  const task = tasks[name];
  if (typeof task !== 'function') throw new TypeError(`${module} has no task named ${name}`);
  return (task as (input: unknown) => unknown)(input);
}
