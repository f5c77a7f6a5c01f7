export class Saturated extends Error {
  constructor() {
    super('Too many tasks are waiting');
  }
}

/**
 * At most `limit` tasks at once and at most `maxWaiting` in line; past that `run` rejects at once
 * with `Saturated`, so a flood is turned away instead of slowing everyone behind it.
 */
export class BoundedConcurrency {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limit: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running += 1;
    else if (this.waiting.length < this.maxWaiting)
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    else throw new Saturated();
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so `running` stays right.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
