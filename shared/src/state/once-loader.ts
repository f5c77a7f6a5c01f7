import { makeAutoObservable, runInAction } from 'mobx';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error';

/**
 * One answer a store keeps: fetched once, concurrent callers share the request in flight, `force`
 * asks again (the retry button). A failure only sets the status, so what the store held stays.
 */
export class OnceLoader<T> {
  status: LoadStatus = 'idle';
  private request: Promise<void> | null = null;

  constructor(
    private readonly fetch: () => Promise<T>,
    /** Takes the answer in, in the same action that marks it loaded. */
    private readonly apply: (value: T) => void,
  ) {
    makeAutoObservable<OnceLoader<T>, 'fetch' | 'apply' | 'request'>(
      this,
      { fetch: false, apply: false, request: false },
      { autoBind: true },
    );
  }

  load(force = false): Promise<void> {
    if (!force && (this.status === 'loaded' || this.request)) return this.request ?? Promise.resolve();
    this.status = 'loading';
    const request = this.settle();
    this.request = request;
    return request;
  }

  /** Back to not loaded; the next `load` asks again. */
  reset(): void {
    this.status = 'idle';
    this.request = null;
  }

  private async settle(): Promise<void> {
    try {
      const value = await this.fetch();
      runInAction(() => {
        this.apply(value);
        this.status = 'loaded';
      });
    } catch {
      runInAction(() => {
        this.status = 'error';
      });
    } finally {
      this.request = null;
    }
  }
}
