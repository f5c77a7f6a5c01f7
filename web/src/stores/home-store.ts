import type { ApiClient } from '@lantern/shared/client/http-client';
import type { Home, HomeOf } from '@lantern/shared/contracts/home';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import { makeAutoObservable } from 'mobx';
import type { RootStore } from './root-store.js';

/** The current role's home page data (`GET /me/home`). */
export class HomeStore {
  data: Home | null = null;
  private readonly loader: OnceLoader<Home>;

  constructor(
    private readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    this.loader = new OnceLoader(
      () => this.api.call('meHome'),
      (data) => {
        this.data = data;
      },
    );
    makeAutoObservable<HomeStore, 'root' | 'api' | 'loader'>(
      this,
      { root: false, api: false, loader: false },
      { autoBind: true },
    );
  }

  get status(): LoadStatus {
    return this.loader.status;
  }

  /** The home data if it is of this role's kind (a role switch may still be on its way). */
  of<K extends Home['kind']>(kind: K): HomeOf<K> | null {
    const data = this.data;
    return data !== null && data.kind === kind ? (data as HomeOf<K>) : null;
  }

  /** Loads once per role; `force` reloads (the retry button). Concurrent callers share one request. */
  load(force = false): Promise<void> {
    if (!this.root.session.signedIn) return Promise.resolve();
    return this.loader.load(force);
  }

  clear(): void {
    this.loader.reset();
    this.data = null;
  }
}
