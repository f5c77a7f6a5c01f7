import type { ApiClient } from '@lantern/shared/client/http-client';
import {
  DEFAULT_USER_PREFERENCES,
  type UpdateUserPreferences,
  type UserPreferences,
} from '@lantern/shared/contracts/preferences';
import { OnceLoader } from '@lantern/shared/state/once-loader';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.js';

/**
 * The signed-in person's saved preferences (break chimes). Until they load, and if they cannot,
 * the defaults apply: a tutor whose preferences failed to load still hears the chimes.
 */
export class PreferencesStore {
  values: UserPreferences = { ...DEFAULT_USER_PREFERENCES };
  /** The preference whose save is under way, so its switch shows it. */
  saving: keyof UserPreferences | null = null;
  /** The last save failed; the switch is back where it was. */
  saveFailed = false;
  /** A failure leaves the defaults standing; the next sign-in tries again. */
  private readonly loader: OnceLoader<UserPreferences>;

  constructor(
    private readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    this.loader = new OnceLoader(
      () => this.api.call('userPreferences', { params: { id: this.root.user.current?.id ?? 0 } }),
      (values) => {
        this.values = values;
      },
    );
    makeAutoObservable<PreferencesStore, 'root' | 'api' | 'loader'>(this, {
      root: false,
      api: false,
      loader: false,
    });
  }

  /** The signed-in person's; an answer for someone signed in before is dropped. */
  load(): Promise<void> {
    if (this.root.user.current === null) return Promise.resolve();
    return this.loader.load(true);
  }

  /** Flips at once, then saves; a refused save flips it back and says so. */
  async set<K extends keyof UserPreferences>(key: K, value: UserPreferences[K]): Promise<void> {
    const userId = this.root.user.current?.id;
    if (userId === undefined || this.saving !== null) return;
    const before = this.values[key];
    this.values = { ...this.values, [key]: value };
    this.saving = key;
    this.saveFailed = false;
    try {
      const change = { [key]: value } as UpdateUserPreferences;
      const saved = await this.api.call('setUserPreferences', { params: { id: userId }, body: change });
      runInAction(() => {
        this.values = saved;
      });
    } catch {
      runInAction(() => {
        this.values = { ...this.values, [key]: before };
        this.saveFailed = true;
      });
    } finally {
      runInAction(() => {
        this.saving = null;
      });
    }
  }

  clear(): void {
    this.values = { ...DEFAULT_USER_PREFERENCES };
    this.saving = null;
    this.saveFailed = false;
    this.loader.reset();
  }
}
