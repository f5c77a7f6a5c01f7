import type { ApiClient } from '../client/http-client.js';
import type { FeatureFlag as FlagRow } from '../contracts/feature-flags.js';
import { type FeatureFlag, type FlagState, isFeatureFlag, isFlagOn } from '../domain/feature-flags/flags.js';
import { makeAutoObservable, runInAction } from 'mobx';
import { type LoadStatus, OnceLoader } from './once-loader.js';
import type { StateRoot } from './state-root.js';

/** Feature flags from the API (public), switched live by superusers. */
export class FlagsStore {
  rows = new Map<string, FlagRow>();
  /** Keys whose switch is on its way to the server. */
  saving = new Set<string>();
  failedKey: string | null = null;
  private readonly loader: OnceLoader<FlagRow[]>;

  // Flags need no sibling store; the root is taken anyway so every store is built the same way.
  constructor(
    _root: StateRoot,
    private readonly api: ApiClient,
  ) {
    this.loader = new OnceLoader(
      () => this.api.call('featureFlags'),
      (rows) => {
        this.rows = new Map(rows.map((row) => [row.key, row]));
      },
    );
    makeAutoObservable<FlagsStore, 'api' | 'loader'>(this, { api: false, loader: false }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.loader.status;
  }

  get ordered(): FlagRow[] {
    return [...this.rows.values()].sort((a, b) => a.key.localeCompare(b.key));
  }

  get state(): FlagState {
    const state: Partial<Record<FeatureFlag, boolean>> = {};
    for (const row of this.rows.values()) if (isFeatureFlag(row.key)) state[row.key] = row.enabled;
    return state;
  }

  isOn(flag: FeatureFlag): boolean {
    return isFlagOn(this.state, flag);
  }

  get maintenance(): boolean {
    return this.isOn('maintenance-mode');
  }

  /** Loads once; later calls wait for the same answer. A failure leaves every flag at its default. */
  load(force = false): Promise<void> {
    return this.loader.load(force);
  }

  async setEnabled(key: string, enabled: boolean): Promise<void> {
    this.saving.add(key);
    this.failedKey = null;
    try {
      const row = await this.api.call('setFeatureFlag', { params: { key }, body: { enabled } });
      runInAction(() => this.rows.set(row.key, row));
    } catch {
      runInAction(() => {
        this.failedKey = key;
      });
    } finally {
      runInAction(() => this.saving.delete(key));
    }
  }

  /** A switch made elsewhere, pushed over the socket; it counts even if the list never loaded. */
  applyUpdate(key: string, enabled: boolean): void {
    const row = this.rows.get(key);
    if (row) this.rows.set(key, { ...row, enabled });
    else if (isFeatureFlag(key)) this.rows.set(key, { key, enabled, description: '', updated_at: 0 });
  }
}
