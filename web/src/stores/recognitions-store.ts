import type { ApiClient } from '@lantern/shared/client/http-client';
import type { Recognition } from '@lantern/shared/contracts/assessments';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import { makeAutoObservable } from 'mobx';
import type { RootStore } from './root-store.js';

/** The student dashboard's loader opens the store (once) and starts its load. */
export function openRecognitions(stores: RootStore): RecognitionsStore {
  stores.recognitions ??= new RecognitionsStore(stores, stores.api);
  void stores.recognitions.load();
  return stores.recognitions;
}

/** What tutors recognised the student for after their sessions (`GET /recognitions`), newest first. */
export class RecognitionsStore {
  items: Recognition[] = [];
  private readonly loader: OnceLoader<Recognition[]>;

  constructor(
    private readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    this.loader = new OnceLoader(
      () => this.api.call('recognitions'),
      (items) => {
        this.items = items;
      },
    );
    makeAutoObservable<RecognitionsStore, 'root' | 'api' | 'loader'>(
      this,
      { root: false, api: false, loader: false },
      { autoBind: true },
    );
  }

  get status(): LoadStatus {
    return this.loader.status;
  }

  /** Students only: the API refuses every other role. `force` asks again (the retry button). */
  load(force = false): Promise<void> {
    if (this.root.user.current?.role !== 'student') return Promise.resolve();
    return this.loader.load(force);
  }

  clear(): void {
    this.loader.reset();
    this.items = [];
  }
}
