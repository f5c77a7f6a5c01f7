import type { ApiClient } from '@lantern/shared/client/http-client';
import type { Recognition } from '@lantern/shared/contracts/assessments';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import { makeAutoObservable } from 'mobx';
import type { RootStore } from './root-store.js';

/**
 * The student dashboard's loader opens the store (once) and asks for the recognitions on every
 * visit: a tutor may have recognised the student since the last one (the end of a session).
 */
export function openRecognitions(stores: RootStore): RecognitionsStore {
  stores.recognitions ??= new RecognitionsStore(stores, stores.api);
  void stores.recognitions.refresh();
  return stores.recognitions;
}

/** What tutors recognised the student for after their sessions (`GET /recognitions`), newest first. */
export class RecognitionsStore {
  items: Recognition[] = [];
  /** An answer came once: what it holds stays on screen while the next visit asks again. */
  hasLoaded = false;
  private readonly loader: OnceLoader<Recognition[]>;

  constructor(
    private readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    this.loader = new OnceLoader(
      () => this.api.call('recognitions'),
      (items) => {
        this.items = items;
        this.hasLoaded = true;
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

  /** Asks again, or joins the request already on its way. */
  refresh(): Promise<void> {
    return this.load(this.status === 'loaded' || this.status === 'error');
  }

  clear(): void {
    this.loader.reset();
    this.items = [];
    this.hasLoaded = false;
  }
}
