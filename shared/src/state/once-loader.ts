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
 * share the request in flight; `load(true)` asks again (the retry button, new filters). Questions
 * can be asked faster than they are answered: only the newest answer is taken in, and `reset()`
 * drops any still on their way. A failure only sets the status, so what the store held stays.
 */
export class OnceLoader<T> {
  status: LoadStatus = 'idle';
  // Private to the class (#), so MobX leaves them plain without a list of exceptions, and the
  // methods are not bound (call them on the loader): the sign-in page's byte budget counts every
  // character of this file.
  readonly #fetch: () => Promise<T>;
  readonly #apply: (value: T) => void;
  readonly #options: OnceLoaderOptions;
  /** The newest question asked; older answers are dropped. */
  #asked = 0;
  #request: Promise<void> | null = null;

  constructor(
    fetch: () => Promise<T>,
    /** Takes the answer in, in the same action that marks it loaded. */
    apply: (value: T) => void,
    options: OnceLoaderOptions = {},
  ) {
    this.#fetch = fetch;
    this.#apply = apply;
    this.#options = options;
    makeAutoObservable(this);
  }

  /** Resolves once the newest question is answered (or failed). */
  load(force = false): Promise<void> {
    if (force || (this.status !== 'loaded' && !this.#request)) this.#request = this.#ask();
    return this.#request ?? Promise.resolve();
  }

  /** Back to not loaded; answers still on their way are dropped, and the next `load` asks again. */
  reset(): void {
    this.#asked += 1;
    this.status = 'idle';
    this.#request = null;
  }

  async #ask(): Promise<void> {
    const asked = ++this.#asked;
    const { quiet, failed } = this.#options;
    const shown = quiet && this.status === 'loaded';
    if (!shown) this.status = 'loading';
    try {
      const value = await this.#fetch();
      if (asked === this.#asked)
        runInAction(() => {
          this.#apply(value);
          this.status = 'loaded';
        });
    } catch (error) {
      if (asked === this.#asked)
        runInAction(() => {
          failed?.(error);
          // A quiet loader keeps what it shows; `'loading'` only while it asks.
          if (!(shown && quiet === true)) this.status = 'error';
        });
    }
    if (asked === this.#asked) this.#request = null;
    // A newer question overtook this one: its caller waits for the answer that counts.
    else await this.#request;
  }
}
