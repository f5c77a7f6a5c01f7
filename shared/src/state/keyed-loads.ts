import { makeAutoObservable, observable } from 'mobx';
import { type LoadStatus, OnceLoader } from './once-loader.js';

/** One key's answer: where asking stands, the answer once it came, and why it failed. */
export class KeyedLoad<T, P> {
  value: T | null = null;
  problem: P | null = null;
  readonly loader: OnceLoader<T>;

  constructor(fetch: () => Promise<T>, problemOf: (error: unknown) => P) {
    this.loader = new OnceLoader(
      fetch,
      (value) => {
        this.value = value;
        this.problem = null;
      },
      {
        failed: (error) => {
          this.problem = problemOf(error);
        },
      },
    );
    makeAutoObservable<KeyedLoad<T, P>>(this, { loader: false }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.loader.status;
  }
}

/**
 * Answers kept by key (what each shared link leads to, whether a subject has a tutor now), each
 * asked for on its own through a `OnceLoader`: once, again when forced or after a failure, the
 * newest answer winning. A failure keeps what the key last held and says why (`problemOf`).
 */
export class KeyedLoads<K, T, P = 'failed'> {
  private readonly loads = observable.map<K, KeyedLoad<T, P>>();

  constructor(
    private readonly fetch: (key: K) => Promise<T>,
    private readonly problemOf: (error: unknown) => P = () => 'failed' as P,
  ) {
    makeAutoObservable<KeyedLoads<K, T, P>, 'loads' | 'fetch' | 'problemOf'>(
      this,
      { loads: false, fetch: false, problemOf: false },
      { autoBind: true },
    );
  }

  get(key: K): KeyedLoad<T, P> | undefined {
    return this.loads.get(key);
  }

  /** Asks once for the key; `force` asks again. Resolves once its newest question is answered. */
  load(key: K, force = false): Promise<void> {
    let load = this.loads.get(key);
    if (!load) {
      load = new KeyedLoad(() => this.fetch(key), this.problemOf);
      this.loads.set(key, load);
    }
    return load.loader.load(force);
  }

  /** Forgets every key; answers still on their way are dropped. */
  clear(): void {
    for (const load of this.loads.values()) load.loader.reset();
    this.loads.clear();
  }
}
