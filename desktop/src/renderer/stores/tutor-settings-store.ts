import { ApiError } from '@lantern/shared/client/api-error';
import type { ApiClient } from '@lantern/shared/client/http-client';
import type { TutorReviewSettings } from '@lantern/shared/contracts/essay-review';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import { makeAutoObservable, runInAction } from 'mobx';

/** What a refused headshot says, by the server's code. */
export type OwnHeadshotRefusal =
  'upload_too_large' | 'upload_type_refused' | 'upload_image_unreadable' | 'refused';

interface TutorSettings {
  review: TutorReviewSettings;
  headshot: string | null;
}

/**
 * A tutor's own settings page: the essay zoom and AI summary hint (saved with the essay editor's
 * settings) and their headshot. A setting changes at once and is put back if the save is refused.
 */
export class TutorSettingsStore {
  review: TutorReviewSettings | null = null;
  headshot: string | null = null;
  saving: keyof TutorReviewSettings | null = null;
  /** The saves made so far, chained: each starts when the one before it has answered. */
  private saves: Promise<void> = Promise.resolve();
  /** The last save: which setting and whether it went through. */
  outcome: { key: keyof TutorReviewSettings; ok: boolean } | null = null;
  headshotSending = false;
  headshotOutcome: 'saved' | OwnHeadshotRefusal | null = null;
  private readonly loader: OnceLoader<TutorSettings>;

  constructor(private readonly api: ApiClient) {
    this.loader = new OnceLoader(
      async () => {
        const [review, { profile_image }] = await Promise.all([
          this.api.call('tutorReviewSettings'),
          this.api.call('ownHeadshot'),
        ]);
        return { review, headshot: profile_image };
      },
      ({ review, headshot }) => {
        this.review = review;
        this.headshot = headshot;
      },
    );
    makeAutoObservable<TutorSettingsStore, 'api' | 'loader' | 'saves'>(
      this,
      { api: false, loader: false, saves: false },
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
    this.review = null;
    this.headshot = null;
    this.outcome = null;
    this.headshotOutcome = null;
  }

  /**
   * Shows the change at once and saves it; saves go one at a time in the order made, so a change
   * made while another saves waits its turn instead of being dropped. A refused one flips back.
   */
  set<K extends keyof TutorReviewSettings>(key: K, value: TutorReviewSettings[K]): Promise<void> {
    if (!this.review) return Promise.resolve();
    const before = this.review[key];
    this.review = { ...this.review, [key]: value };
    this.outcome = null;
    const save = () => this.save(key, value, before);
    this.saves = this.saves.then(save, save);
    return this.saves;
  }

  private async save<K extends keyof TutorReviewSettings>(
    key: K,
    value: TutorReviewSettings[K],
    before: TutorReviewSettings[K],
  ): Promise<void> {
    runInAction(() => {
      this.saving = key;
    });
    let ok = true;
    try {
      await this.api.call('saveTutorReviewSettings', { body: { [key]: value } });
    } catch {
      ok = false;
    }
    runInAction(() => {
      if (!ok && this.review) this.review = { ...this.review, [key]: before };
      this.saving = null;
      this.outcome = { key, ok };
    });
  }

  async uploadHeadshot(file: File): Promise<void> {
    if (this.headshotSending) return;
    this.headshotSending = true;
    this.headshotOutcome = null;
    const form = new FormData();
    form.append('file', file, file.name);
    try {
      const { profile_image } = await this.api.upload('uploadOwnHeadshot', form);
      runInAction(() => {
        this.headshot = profile_image;
        this.headshotOutcome = 'saved';
      });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      runInAction(() => {
        this.headshotOutcome =
          code === 'upload_too_large' || code === 'upload_type_refused' || code === 'upload_image_unreadable'
            ? code
            : 'refused';
      });
    }
    runInAction(() => {
      this.headshotSending = false;
    });
  }
}
