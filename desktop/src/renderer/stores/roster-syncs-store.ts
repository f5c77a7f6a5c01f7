import { ApiError } from '@lantern/shared/client/api-error';
import type { ApiClient } from '@lantern/shared/client/http-client';
import type { CreateRosterSync, RosterSync, UpdateRosterSync } from '@lantern/shared/contracts/roster-syncs';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RosteringFailure, RosteringStore } from './rostering-store.js';

/** A refused source: the catalogue's code, and which fields broke which rule. */
export interface SyncFailure extends RosteringFailure {
  fields: Record<string, string>;
}

const failureOf = (error: unknown): SyncFailure => {
  if (!(error instanceof ApiError)) return { code: 'network', message: '', fields: {} };
  return {
    code: String(error.code),
    message: error.message,
    // The rule in words ("must be an http or https address"), not its code ("custom").
    fields: Object.fromEntries(error.validationIssues.map((issue) => [issue.field, issue.message])),
  };
};

/** A form's save of a source: `saving` while it runs, its refusal in `failure`; true when taken. */
async function saveSource(
  form: { saving: boolean; failure: SyncFailure | null },
  call: () => Promise<unknown>,
): Promise<boolean> {
  runInAction(() => {
    form.saving = true;
    form.failure = null;
  });
  try {
    await call();
    return true;
  } catch (error) {
    runInAction(() => {
      form.failure = failureOf(error);
    });
    return false;
  } finally {
    runInAction(() => {
      form.saving = false;
    });
  }
}

/**
 * The roster APIs (OneRoster REST, Clever) a superuser has set up: listed with their last run,
 * added, and synced now; the run opens in the page's rostering store, which follows it.
 */
export class RosterSyncsStore {
  syncs: RosterSync[] = [];
  saving = false;
  /** The source whose "sync now" is on its way. */
  starting: number | null = null;
  failure: SyncFailure | null = null;
  private readonly list: OnceLoader<RosterSync[]>;
  private readonly api: ApiClient;
  private readonly rostering: RosteringStore;

  constructor(api: ApiClient, rostering: RosteringStore) {
    this.api = api;
    this.rostering = rostering;
    this.list = new OnceLoader(
      () => this.api.call('rosterSyncs'),
      (syncs) => {
        this.syncs = syncs;
      },
      { quiet: 'loading' },
    );
    makeAutoObservable<RosterSyncsStore, 'list' | 'api' | 'rostering'>(
      this,
      { list: false, api: false, rostering: false },
      { autoBind: true },
    );
  }

  get listState(): LoadStatus {
    return this.list.status;
  }

  async load(): Promise<void> {
    await this.list.load(true);
  }

  /** Adds a source; true when it was taken. */
  async create(body: CreateRosterSync): Promise<boolean> {
    const taken = await saveSource(this, () => this.api.call('createRosterSync', { body }));
    if (taken) await this.list.load(true);
    return taken;
  }

  /** Starts a run (or finds the one open) and puts it on screen, followed until it ends. */
  async syncNow(id: number): Promise<void> {
    this.starting = id;
    this.failure = null;
    try {
      const run = await this.api.call('runRosterSync', { params: { id } });
      await this.rostering.open(run.id);
      void this.rostering.load();
      void this.list.load(true);
    } catch (error) {
      runInAction(() => {
        this.failure = failureOf(error);
      });
    } finally {
      runInAction(() => {
        this.starting = null;
      });
    }
  }
}

/**
 * One roster API on its own page to change: its name, address, credentials (a new secret
 * replaces the stored one, which is never shown), schedule and safety share.
 */
export class RosterSyncEditorStore {
  sync: RosterSync | null = null;
  saving = false;
  saved = false;
  failure: SyncFailure | null = null;
  private readonly loader: OnceLoader<RosterSync[]>;

  constructor(
    private readonly api: ApiClient,
    readonly syncId: number,
  ) {
    // The list is the only read of sources: a handful a deployment, each without its secret.
    this.loader = new OnceLoader(
      () => this.api.call('rosterSyncs'),
      (syncs) => {
        this.sync = syncs.find((sync) => sync.id === syncId) ?? null;
      },
    );
    makeAutoObservable<RosterSyncEditorStore, 'api' | 'loader'>(
      this,
      { api: false, loader: false },
      { autoBind: true },
    );
  }

  get state(): LoadStatus {
    return this.loader.status;
  }

  load(): Promise<void> {
    return this.loader.load(true);
  }

  async update(body: UpdateRosterSync): Promise<boolean> {
    this.saved = false;
    const taken = await saveSource(this, async () => {
      const sync = await this.api.call('updateRosterSync', { params: { id: this.syncId }, body });
      runInAction(() => {
        this.sync = sync;
      });
    });
    runInAction(() => {
      this.saved = taken;
    });
    return taken;
  }
}
