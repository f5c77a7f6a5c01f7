import type { ApiClient } from '@lantern/shared/client/http-client';
import type { Subject } from '@lantern/shared/contracts/catalog';
import type { StudentStatus } from '@lantern/shared/contracts/learner-profile';
import {
  type ConfidenceLevel,
  type Interest,
  rateSubject,
  type SubjectConfidence,
  toggleInterest,
} from '@lantern/shared/domain/onboarding/learner-profile';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.js';

/** Created by the onboarding page's loader: its code stays off the sign-in page. */
export function openOnboarding(stores: RootStore): OnboardingStore {
  stores.onboarding ??= new OnboardingStore(stores.api);
  void stores.onboarding.load();
  return stores.onboarding;
}

/**
 * Onboarding's answers: the student's interests and how sure they feel in each subject of the
 * catalogue. What was saved before (a reload mid-way) comes back; each step is saved as it is left.
 */
export class OnboardingStore {
  subjects: Pick<Subject, 'id' | 'name'>[] = [];
  interests: Interest[] = [];
  ratings: SubjectConfidence[] = [];
  saving = false;
  saveFailed = false;
  private readonly loader: OnceLoader<[StudentStatus, Subject[]]>;

  constructor(private readonly api: ApiClient) {
    this.loader = new OnceLoader(
      () => Promise.all([this.api.call('studentStatus'), this.api.call('subjects')]),
      ([status, subjects]) => {
        this.interests = status.interests;
        this.ratings = status.subject_confidence;
        this.subjects = subjects.map(({ id, name }) => ({ id, name }));
      },
    );
    makeAutoObservable<OnboardingStore, 'api' | 'loader'>(
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

  levelOf(subjectId: number): ConfidenceLevel | null {
    return this.ratings.find((rating) => rating.subject_id === subjectId)?.level ?? null;
  }

  toggle(interest: Interest): void {
    this.interests = toggleInterest(this.interests, interest);
  }

  rate(subjectId: number, level: ConfidenceLevel): void {
    this.ratings = rateSubject(this.ratings, subjectId, level);
  }

  /** All the answers at once; false (and `saveFailed`) when the server did not take them. */
  async save(): Promise<boolean> {
    this.saving = true;
    this.saveFailed = false;
    try {
      await this.api.call('saveStudentStatus', {
        body: { interests: this.interests, subject_confidence: this.ratings },
      });
      return true;
    } catch {
      runInAction(() => (this.saveFailed = true));
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** Another person or a reset: the next onboarding starts from what the server has. */
  clear(): void {
    this.loader.reset();
    this.interests = [];
    this.ratings = [];
    this.saveFailed = false;
  }
}
