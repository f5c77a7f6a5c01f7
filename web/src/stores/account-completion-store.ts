import type { ApiClient } from '@lantern/shared/client/http-client';
import { ApiError } from '@lantern/shared/client/api-error';
import type { GradeOption } from '@lantern/shared/contracts/learner-profile';
import type { CurrentUser } from '@lantern/shared/contracts/users';
import { type AccountFailure, failuresOf } from '@lantern/shared/state/account-store';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.js';

export function openAccountCompletion(stores: RootStore): AccountCompletionStore {
  stores.accountCompletion ??= new AccountCompletionStore(stores, stores.api);
  return stores.accountCompletion;
}

/**
 * The steps a student finishes before going on: a library account's own e-mail and password, an
 * LMS student's name and grade. A saved step updates the signed-in user, so the guards let them go.
 */
export class AccountCompletionStore {
  grades: GradeOption[] = [];
  saving = false;
  private readonly gradesLoader: OnceLoader<GradeOption[]>;

  constructor(
    private readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    this.gradesLoader = new OnceLoader(
      () => this.api.call('grades'),
      (grades) => {
        this.grades = grades;
      },
    );
    makeAutoObservable<AccountCompletionStore, 'root' | 'api' | 'gradesLoader'>(
      this,
      { root: false, api: false, gradesLoader: false },
      { autoBind: true },
    );
  }

  get gradesStatus(): LoadStatus {
    return this.gradesLoader.status;
  }

  loadGrades(force = false): Promise<void> {
    return this.gradesLoader.load(force);
  }

  /** Null when saved; otherwise what the server refused, in words the apps have. */
  completeLibrary(email: string, password: string, confirmation: string): Promise<AccountFailure[] | null> {
    return this.run(() =>
      this.api.call('completeLibraryAccount', {
        body: { email: email.trim(), password, password_confirmation: confirmation },
      }),
    );
  }

  completeProfile(
    firstName: string,
    lastName: string,
    gradeId: number | null,
  ): Promise<AccountFailure[] | null> {
    return this.run(() =>
      this.api.call('completeProfile', {
        body: { first_name: firstName, last_name: lastName, grade_id: gradeId },
      }),
    );
  }

  private async run(call: () => Promise<CurrentUser>): Promise<AccountFailure[] | null> {
    this.saving = true;
    try {
      const user = await call();
      runInAction(() => this.root.user.set(user));
      return null;
    } catch (error) {
      // Nothing left to complete (saved from another tab): take the account as it is now and go on.
      if (error instanceof ApiError && error.code === 'conflict') {
        const user = await this.api.call('me').catch(() => null);
        if (user) {
          runInAction(() => this.root.user.set(user));
          return null;
        }
      }
      return failuresOf(error);
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}
