import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../client/api-error.js';
import type { ApiClient } from '../client/http-client.js';
import type { NotificationOption, Profile, UpdateProfile } from '../contracts/profile.js';
import { type LoadStatus, OnceLoader } from './once-loader.js';

/** A student's switches in settings: the three notifications and the app sounds. */
export type SettingSwitch = NotificationOption | 'app_sounds';

/** What the last change met: the switch or field it was for, and whether it went through. */
export interface SettingOutcome {
  key: SettingSwitch | 'profile';
  ok: boolean;
  /** For a refused profile change: the fields the API named. */
  fields?: string[];
}

/**
 * The signed-in person's profile and settings (`/me/profile`). Switches flip at once and save;
 * a refused save flips the switch back and says so (`outcome`), as the spec's optimistic toggles.
 */
export class ProfileStore {
  profile: Profile | null = null;
  /** The switches whose save is under way. */
  saving = new Set<SettingSwitch | 'profile'>();
  outcome: SettingOutcome | null = null;
  private readonly loader: OnceLoader<Profile>;

  constructor(private readonly api: ApiClient) {
    this.loader = new OnceLoader(
      () => this.api.call('profile'),
      (profile) => {
        this.profile = profile;
      },
    );
    makeAutoObservable<ProfileStore, 'api' | 'loader'>(
      this,
      { api: false, loader: false },
      { autoBind: true },
    );
  }

  get status(): LoadStatus {
    return this.loader.status;
  }

  load(force = false): Promise<void> {
    return this.loader.load(force);
  }

  clear(): void {
    this.loader.reset();
    this.profile = null;
    this.saving.clear();
    this.outcome = null;
  }

  /** Flips the switch at once, then saves; a refusal puts it back. */
  async setSwitch(key: SettingSwitch, on: boolean): Promise<void> {
    const student = this.profile?.student;
    if (!student || this.saving.has(key)) return;
    const before = student[key];
    student[key] = on;
    this.saving.add(key);
    this.outcome = null;
    let ok = true;
    try {
      if (key === 'app_sounds') await this.api.call('setAppSounds', { body: { app_sounds: on } });
      else await this.api.call('setNotificationOptions', { body: { [key]: on } });
    } catch {
      ok = false;
    }
    runInAction(() => {
      if (!ok && this.profile?.student) this.profile.student[key] = before;
      this.saving.delete(key);
      this.outcome = { key, ok };
    });
  }

  /** Name, avatar or grade; the answer is the saved profile. Returns whether it was saved. */
  async update(change: UpdateProfile): Promise<boolean> {
    if (this.saving.has('profile')) return false;
    this.saving.add('profile');
    this.outcome = null;
    let outcome: SettingOutcome;
    try {
      const saved = await this.api.call('updateProfile', { body: change });
      runInAction(() => {
        this.profile = saved;
      });
      outcome = { key: 'profile', ok: true };
    } catch (error) {
      const fields = error instanceof ApiError ? error.validationIssues.map((issue) => issue.field) : [];
      outcome = { key: 'profile', ok: false, fields };
    }
    runInAction(() => {
      this.saving.delete('profile');
      this.outcome = outcome;
    });
    return outcome.ok;
  }

  dismissOutcome(): void {
    this.outcome = null;
  }
}
