import type { ApiClient } from '@lantern/shared/client/http-client';
import {
  type FeatureFlag,
  type FlagState,
  isFeatureFlag,
  isFlagOn,
} from '@lantern/shared/domain/feature-flags/flags';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.js';

/** Feature flags as the server has them, kept current by `feature-flags.flag.updated`. */
export class FlagsStore {
  readonly values = new Map<FeatureFlag, boolean>();

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<FlagsStore, 'api'>(this, { root: false, api: false });
  }

  /** The shape the shared rules (navigation, view-as) read. */
  get state(): FlagState {
    return Object.fromEntries(this.values);
  }

  isOn(flag: FeatureFlag): boolean {
    return isFlagOn(this.state, flag);
  }

  /** A failed load keeps every flag at its default (off), which shows the least. */
  async load(): Promise<void> {
    try {
      const flags = await this.api.call('featureFlags');
      runInAction(() => {
        this.values.clear();
        for (const flag of flags) this.set(flag.key, flag.enabled);
      });
    } catch {
      // Defaults stay in force; the next sign-in or flag event tries again.
    }
  }

  set(key: string, enabled: boolean): void {
    // Keys this build does not know about gate nothing here.
    if (isFeatureFlag(key)) this.values.set(key, enabled);
  }
}
