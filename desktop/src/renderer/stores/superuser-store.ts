import type { ApiClient } from '@lantern/shared/client/http-client';
import type {
  ContentHold,
  ContentHoldState,
  ContentKind,
  ModeratedStudent,
} from '@lantern/shared/contracts/superuser';
import { ApiError } from '@lantern/shared/client/api-error';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import { makeAutoObservable, runInAction } from 'mobx';

/** The superuser's moderation: students found by name (to ban or let back), and held content. */
export class SuperuserStore {
  search = '';
  students: ModeratedStudent[] = [];
  /** The student whose ban is on its way to the server. */
  banning: number | null = null;
  /** The student whose onboarding is being relaunched, and how the last relaunch went. */
  resetting: number | null = null;
  resetOutcome: { student: ModeratedStudent; ok: boolean } | null = null;
  holds: ContentHold[] = [];
  holding = false;
  failure: string | null = null;
  /** The search typed last wins: an answer to an earlier one is dropped. */
  private readonly studentsLoader: OnceLoader<ModeratedStudent[]>;
  private readonly holdsLoader: OnceLoader<ContentHold[]>;

  constructor(private readonly api: ApiClient) {
    this.studentsLoader = new OnceLoader(
      () => this.api.call('searchStudents', { query: { search: this.search } }),
      (students) => {
        this.students = students;
      },
    );
    this.holdsLoader = new OnceLoader(
      () => this.api.call('contentHolds'),
      (holds) => {
        this.holds = holds;
      },
      // After a hold or a release the list is read again in place.
      { quiet: 'loading' },
    );
    makeAutoObservable<SuperuserStore, 'api' | 'studentsLoader' | 'holdsLoader'>(
      this,
      { api: false, studentsLoader: false, holdsLoader: false },
      { autoBind: true },
    );
  }

  get studentsState(): LoadStatus {
    return this.studentsLoader.status;
  }

  get holdsState(): LoadStatus {
    return this.holdsLoader.status;
  }

  async findStudents(search: string): Promise<void> {
    this.search = search.trim();
    if (this.search.length < 2) return;
    await this.studentsLoader.load(true);
  }

  /** The student goes through onboarding again at their next sign-in (interests and confidence cleared). */
  async resetOnboarding(student: ModeratedStudent): Promise<void> {
    this.resetting = student.id;
    this.resetOutcome = null;
    let ok = true;
    try {
      await this.api.call('resetLearnerProfile', { body: { student_id: student.id } });
    } catch {
      ok = false;
    }
    runInAction(() => {
      this.resetting = null;
      this.resetOutcome = { student, ok };
    });
  }

  async setBanned(student: ModeratedStudent, isBanned: boolean): Promise<void> {
    this.banning = student.id;
    this.failure = null;
    try {
      const updated = await this.api.call('banStudent', {
        params: { userId: student.id },
        body: { is_banned: isBanned },
      });
      runInAction(() => {
        this.students = this.students.map((row) => (row.id === updated.id ? updated : row));
      });
    } catch (error) {
      runInAction(() => {
        this.failure = error instanceof ApiError ? error.message : '';
      });
    } finally {
      runInAction(() => {
        this.banning = null;
      });
    }
  }

  loadHolds(): Promise<void> {
    return this.holdsLoader.load(true);
  }

  async hold(kind: ContentKind, id: number, state: ContentHoldState, reason: string): Promise<boolean> {
    this.holding = true;
    this.failure = null;
    try {
      await this.api.call('holdContent', { params: { kind, id }, body: { state, reason } });
      await this.loadHolds();
      return true;
    } catch (error) {
      runInAction(() => {
        this.failure = error instanceof ApiError ? error.message : '';
      });
      return false;
    } finally {
      runInAction(() => {
        this.holding = false;
      });
    }
  }

  async release(hold: ContentHold): Promise<void> {
    await this.api.call('releaseContent', { params: { kind: hold.kind, id: hold.target_id } });
    await this.loadHolds();
  }
}
