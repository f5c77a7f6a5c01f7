import { makeAutoObservable, runInAction } from 'mobx';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error';

export interface OnceLoaderOptions {
  /**
   * Once loaded, asking again is quiet: the status stays `loaded` while the next answer is on its
   * way and when it fails, so a live screen keeps what it shows instead of flashing a spinner.
   * `'loading'`: quiet on the way only, a failure still says so.
   */
  quiet?: boolean | 'loading';
  /** Takes a failure in (to say why), in the same action that marks it. */
  failed?: (error: unknown) => void;
}

/**
 * One answer a store keeps, and where asking for it stands. `load()` asks once: concurrent callers
 * share the request in flight. `load(true)` asks again (the retry button, new filters), and
 * `refresh()` asks again unless an answer is already on its way. Questions can be asked faster than
 * they are answered: only the newest answer is taken in, and `reset()` drops any still on their
 * way. A failure only sets the status, so what the store held stays.
 */
export class OnceLoader<T> {
  status: LoadStatus = 'idle';
  /** The newest question asked; older answers are dropped. */
  private asked = 0;
  private request: Promise<void> | null = null;

  constructor(
    private readonly fetch: () => Promise<T>,
    /** Takes the answer in, in the same action that marks it loaded. */
    private readonly apply: (value: T) => void,
    private readonly options: OnceLoaderOptions = {},
  ) {
    makeAutoObservable<OnceLoader<T>, 'fetch' | 'apply' | 'options' | 'asked' | 'request'>(
      this,
      { fetch: false, apply: false, options: false, asked: false, request: false },
      { autoBind: true },
    );
  }

  /** Resolves once the newest question is answered (or failed). */
  load(force = false): Promise<void> {
    if (!force && (this.status === 'loaded' || this.request)) return this.request ?? Promise.resolve();
    return this.ask();
  }

  /** Asks again, or joins the question already on its way. */
  refresh(): Promise<void> {
    return this.request ?? this.ask();
  }

  /** Back to not loaded; answers still on their way are dropped, and the next `load` asks again. */
  reset(): void {
    this.asked += 1;
    this.status = 'idle';
    this.request = null;
  }

  private ask(): Promise<void> {
    const asked = ++this.asked;
    if (!(this.options.quiet && this.status === 'loaded')) this.status = 'loading';
    const request = this.settle(asked);
    this.request = request;
    return request;
  }

  private async settle(asked: number): Promise<void> {
    try {
      const value = await this.fetch();
      runInAction(() => {
        if (asked !== this.asked) return;
        this.apply(value);
        this.status = 'loaded';
      });
    } catch (error) {
      runInAction(() => {
        if (asked !== this.asked) return;
        this.options.failed?.(error);
        if (!(this.options.quiet === true && this.status === 'loaded')) this.status = 'error';
      });
    }
    if (asked === this.asked) {
      this.request = null;
      return;
    }
    // A newer question overtook this one: its caller waits for the answer that counts.
    await this.request;
  }
}
