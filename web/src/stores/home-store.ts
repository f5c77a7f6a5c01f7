import type { ApiClient } from '@lantern/shared/client/http-client';
import type { Home, HomeOf } from '@lantern/shared/contracts/home';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.js';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** The current role's home page data (`GET /me/home`). */
export class HomeStore {
  status: LoadStatus = 'idle';
  data: Home | null = null;
  private request: Promise<void> | null = null;

  constructor(
    private readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<HomeStore, 'root' | 'api' | 'request'>(
      this,
      { root: false, api: false, request: false },
      { autoBind: true },
    );
  }

  /** The home data if it is of this role's kind (a role switch may still be on its way). */
  of<K extends Home['kind']>(kind: K): HomeOf<K> | null {
    const data = this.data;
    return data !== null && data.kind === kind ? (data as HomeOf<K>) : null;
  }

  /** Loads once per role; `force` reloads (the retry button). Concurrent callers share one request. */
  load(force = false): Promise<void> {
    if (!this.root.session.signedIn) return Promise.resolve();
    if (!force && (this.status === 'loaded' || this.request)) return this.request ?? Promise.resolve();
    this.status = 'loading';
    const request = this.fetch();
    this.request = request;
    return request;
  }

  private async fetch(): Promise<void> {
    try {
      const data = await this.api.call('meHome');
      runInAction(() => {
        this.data = data;
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

  clear(): void {
    this.status = 'idle';
    this.data = null;
    this.request = null;
  }
}
