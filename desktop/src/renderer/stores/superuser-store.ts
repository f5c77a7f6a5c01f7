import type { ApiClient } from '@lantern/shared/client/http-client';
import type {
  ContentHold,
  ContentHoldState,
  ContentKind,
  ModeratedStudent,
} from '@lantern/shared/contracts/superuser';
import { ApiError } from '@lantern/shared/client/api-error';
import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadState } from './home-store.js';

/** The superuser's moderation: students found by name (to ban or let back), and held content. */
export class SuperuserStore {
  search = '';
  students: ModeratedStudent[] = [];
  studentsState: LoadState = 'idle';
  /** The student whose ban is on its way to the server. */
  banning: number | null = null;
  holds: ContentHold[] = [];
  holdsState: LoadState = 'idle';
  holding = false;
  failure: string | null = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<SuperuserStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  async findStudents(search: string): Promise<void> {
    this.search = search.trim();
    if (this.search.length < 2) return;
    this.studentsState = 'loading';
    try {
      const students = await this.api.call('searchStudents', { query: { search: this.search } });
      runInAction(() => {
        this.students = students;
        this.studentsState = 'loaded';
      });
    } catch {
      runInAction(() => {
        this.studentsState = 'error';
      });
    }
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

  async loadHolds(): Promise<void> {
    if (this.holdsState !== 'loaded') this.holdsState = 'loading';
    try {
      const holds = await this.api.call('contentHolds');
      runInAction(() => {
        this.holds = holds;
        this.holdsState = 'loaded';
      });
    } catch {
      runInAction(() => {
        this.holdsState = 'error';
      });
    }
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
