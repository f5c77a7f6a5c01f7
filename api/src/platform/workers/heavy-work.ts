import type { TransferListItem } from 'node:worker_threads';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Piscina } from 'piscina';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { TaskRequest, TaskStarted } from './task-runner.js';

declare const tasksOf: unique symbol;

/** A module of tasks (its exported functions of one argument), known to the pool by its URL. */
export interface TaskModule<Tasks> {
  readonly url: string;
  /** Only carries the module's type, so `run` checks task names, inputs and outputs. */
  readonly [tasksOf]?: Tasks;
}

/** `new URL('./x-work.js', import.meta.url)`: the module as built, which the pool threads import. */
export function taskModule<Tasks>(url: URL): TaskModule<Tasks> {
  return { url: url.href };
}

type TaskInput<Task> = Task extends (input: infer Input) => unknown ? Input : never;
type TaskOutput<Task> = Task extends (input: never) => infer Output ? Awaited<Output> : never;

/** A heavy step went past its time or memory bound and was stopped. */
export class HeavyWorkRefused extends Error {
  readonly bound: 'time' | 'memory';

  constructor(bound: 'time' | 'memory', message: string) {
    super(message);
    this.name = 'HeavyWorkRefused';
    this.bound = bound;
  }
}

/** How often running threads' memory is read; a step can outgrow its bound by what it allocates meanwhile. */
const MEMORY_CHECK_MS = 100;
/** Threads beyond the first wait this long for more work before they end. */
const IDLE_THREAD_MS = 60_000;
const MIB = 1024 * 1024;

/**
 * Runs CPU-heavy steps (PDF parsing and writing, plagiarism) on a pool of worker threads
 * (piscina), so the API's event loop keeps answering while they work, each within bounds:
 * - time: a step still running after HEAVY_TASK_TIMEOUT_SECONDS is aborted and its thread ended;
 * - memory: V8's heap limit for the thread (`resourceLimits`) ends a step that builds too many
 *   objects, but it does not count ArrayBuffers, where decoded streams live (a PDF page stream
 *   inflating to 1 GiB grew a thread past 2 GB under a 256 MB heap limit). So while steps run,
 *   each thread's heap statistics (which count its ArrayBuffers as external memory) are read
 *   every 100 ms, and a thread over HEAVY_TASK_MEMORY_MB is ended. Reading them interrupts the
 *   thread, so a step busy in one long synchronous loop is measured all the same.
 * Either way the step's caller gets a HeavyWorkRefused naming the bound; the pool replaces the thread.
 */
@Injectable()
export class HeavyWork implements OnModuleDestroy {
  private readonly pool: Piscina;
  private readonly timeoutMs: number;
  private readonly memoryBytes: number;
  private readonly threadOfTask = new Map<number, number>();
  private readonly endedForMemory = new Set<number>();
  private running = 0;
  private lastTaskId = 0;
  private watchdog: NodeJS.Timeout | undefined;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'heavyWork'>) {
    const { workers, timeoutMs, memoryMb } = config.heavyWork;
    this.timeoutMs = timeoutMs;
    this.memoryBytes = memoryMb * MIB;
    const fromSources = import.meta.url.endsWith('.ts');
    this.pool = new Piscina({
      filename: new URL(`./task-runner.${fromSources ? 'ts' : 'js'}`, import.meta.url).href,
      minThreads: 0,
      maxThreads: workers,
      idleTimeout: IDLE_THREAD_MS,
      resourceLimits: { maxOldGenerationSizeMb: memoryMb },
      execArgv: fromSources
        ? [...process.execArgv, '--import', new URL('./typescript-hooks.mjs', import.meta.url).href]
        : process.execArgv,
    });
    this.pool.on('message', (message: TaskStarted) => {
      if (typeof message?.heavyTask === 'number') this.threadOfTask.set(message.heavyTask, message.thread);
    });
  }

  /**
   * Runs `name` from `module` on a pool thread; waits for a free thread when all are busy.
   * `transfer`: objects moved to the thread rather than copied, such as a MessagePort the task asks
   * the API questions through while it works (its time bound covers the answers' wait).
   * `timeoutMs`: this task's own time bound, for work known to take longer than one document.
   */
  async run<Tasks, Name extends keyof Tasks & string>(
    module: TaskModule<Tasks>,
    name: Name,
    input: TaskInput<Tasks[Name]>,
    options: { transfer?: readonly TransferListItem[]; timeoutMs?: number } = {},
  ): Promise<TaskOutput<Tasks[Name]>> {
    const id = ++this.lastTaskId;
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    const signal = AbortSignal.timeout(timeoutMs);
    this.started();
    try {
      const request: TaskRequest = { module: module.url, name, input, id };
      const transferList = options.transfer ? [...options.transfer] : undefined;
      return (await this.pool.run(request, { signal, transferList })) as TaskOutput<Tasks[Name]>;
    } catch (error) {
      throw this.refusal(id, signal, timeoutMs, error) ?? error;
    } finally {
      const thread = this.threadOfTask.get(id);
      this.threadOfTask.delete(id);
      if (thread !== undefined) this.endedForMemory.delete(thread);
      this.finished();
    }
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.watchdog);
    await this.pool.destroy();
  }

  private refusal(
    id: number,
    signal: AbortSignal,
    timeoutMs: number,
    error: unknown,
  ): HeavyWorkRefused | undefined {
    const thread = this.threadOfTask.get(id);
    const outOfHeap = (error as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
    if (outOfHeap || (thread !== undefined && this.endedForMemory.has(thread)))
      return new HeavyWorkRefused('memory', `it needed more than ${this.memoryBytes / MIB} MB of memory`);
    if (signal.aborted)
      return new HeavyWorkRefused('time', `it took longer than ${Math.round(timeoutMs / 1000)} seconds`);
    return undefined;
  }

  private started(): void {
    this.running++;
    this.watchdog ??= setInterval(() => void this.checkMemory(), MEMORY_CHECK_MS).unref();
  }

  private finished(): void {
    if (--this.running > 0) return;
    clearInterval(this.watchdog);
    this.watchdog = undefined;
  }

  private async checkMemory(): Promise<void> {
    const busy = new Set(this.threadOfTask.values());
    await Promise.all(
      this.pool.threads
        .filter((thread) => busy.has(thread.threadId))
        .map(async (thread) => {
          const heap = await thread.getHeapStatistics().catch(() => null);
          if (!heap || heap.used_heap_size + heap.external_memory <= this.memoryBytes) return;
          this.endedForMemory.add(thread.threadId);
          await thread.terminate();
        }),
    );
  }
}
