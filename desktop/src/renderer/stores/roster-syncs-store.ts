import { ApiError } from '@lantern/shared/client/api-error';
import type { ApiClient } from '@lantern/shared/client/http-client';
import type { CreateRosterSync, RosterSync } from '@lantern/shared/contracts/roster-syncs';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RosteringFailure, RosteringStore } from './rostering-store.js';

/** A refused source: the catalogue's code, and which fields broke which rule. */
export interface SyncFailure extends RosteringFailure {
  fields: Record<string, string>;
}

const failureOf = (error: unknown): SyncFailure => {
  if (!(error instanceof ApiError)) return { code: 'network', message: '', fields: {} };
  const issues = (error.details as { issues?: { field: string; rule: string }[] } | undefined)?.issues ?? [];
  return {
    code: String(error.code),
    message: error.message,
    fields: Object.fromEntries(issues.map((issue) => [issue.field, issue.rule])),
  };
};

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
    this.saving = true;
    this.failure = null;
    try {
      await this.api.call('createRosterSync', { body });
      await this.list.load(true);
      return true;
    } catch (error) {
      runInAction(() => {
        this.failure = failureOf(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
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
