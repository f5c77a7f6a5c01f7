import { ApiError } from '@lantern/shared/client/api-error';
import type { ApiClient } from '@lantern/shared/client/http-client';
import type { StudentGroup } from '@lantern/shared/contracts/student-groups';
import type { TeacherStudentList } from '@lantern/shared/contracts/teacher-students';
import { OnceLoader, type LoadStatus } from '@lantern/shared/state/once-loader';
import { PagedRead } from '@lantern/shared/state/paged-read';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.js';

export function openStudentGroups(stores: RootStore): StudentGroupsStore {
  stores.studentGroups ??= new StudentGroupsStore(stores.api);
  return stores.studentGroups;
}

/** What a save came back with: nothing wrong, a refusal on one field (the 422's message), or a failure. */
export type SaveOutcome =
  { ok: true } | { ok: false; field: 'name' | 'user_ids' | null; message: string | null };

function outcomeOf(error: unknown): SaveOutcome {
  if (error instanceof ApiError && error.status === 422) {
    const issue = (error.details as { issues?: { field: string; message: string }[] } | undefined)
      ?.issues?.[0];
    const field = issue?.field === 'name' || issue?.field === 'user_ids' ? issue.field : null;
    return { ok: false, field, message: issue?.message.replace(/^\w+: /, '') ?? error.message };
  }
  return { ok: false, field: null, message: null };
}

/** The teacher's own student groups: made, renamed, filled and deleted from the groups page. */
export class StudentGroupsStore {
  readonly groups = new Map<number, StudentGroup>();
  /** Which group's change is on its way, so its buttons wait. */
  busy: number | 'new' | null = null;
  /** The teacher's students to choose members from, searched on their own (not the students page's search). */
  readonly candidates: PagedRead<TeacherStudentList>;
  candidateSearch = '';
  private readonly loader: OnceLoader<{ data: StudentGroup[] }>;

  constructor(private readonly api: ApiClient) {
    this.loader = new OnceLoader(
      () => this.api.call('studentGroups'),
      (list) => {
        this.groups.clear();
        for (const group of list.data) this.groups.set(group.id, group);
      },
    );
    this.candidates = new PagedRead((page) =>
      this.api.call('teacherStudents', {
        query: { page, ...(this.candidateSearch.trim() ? { search: this.candidateSearch.trim() } : {}) },
      }),
    );
    makeAutoObservable<StudentGroupsStore, 'api' | 'loader'>(
      this,
      { api: false, loader: false, candidates: false },
      { autoBind: true },
    );
  }

  get status(): LoadStatus {
    return this.loader.status;
  }

  /** By name, as the server sorts them. */
  get ordered(): StudentGroup[] {
    return [...this.groups.values()].sort(
      (a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id - b.id,
    );
  }

  load(force = false): Promise<void> {
    return this.loader.load(force);
  }

  /** The members dialog opened: the teacher's students from the first page, unsearched. */
  openCandidates(): void {
    this.candidateSearch = '';
    void this.candidates.load(1);
  }

  searchCandidates(search: string): void {
    this.candidateSearch = search;
    void this.candidates.load(1);
  }

  create(name: string): Promise<SaveOutcome> {
    return this.save('new', () => this.api.call('createStudentGroup', { body: { name } }));
  }

  rename(id: number, name: string): Promise<SaveOutcome> {
    return this.save(id, () => this.api.call('renameStudentGroup', { params: { id }, body: { name } }));
  }

  setMembers(id: number, userIds: readonly number[]): Promise<SaveOutcome> {
    return this.save(id, () =>
      this.api.call('setStudentGroupUsers', { params: { id }, body: { user_ids: [...userIds] } }),
    );
  }

  async remove(id: number): Promise<SaveOutcome> {
    this.busy = id;
    try {
      await this.api.call('deleteStudentGroup', { params: { id } });
      runInAction(() => this.groups.delete(id));
      return { ok: true };
    } catch (error) {
      return outcomeOf(error);
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  clear(): void {
    this.loader.reset();
    this.candidates.clear();
    this.candidateSearch = '';
    this.groups.clear();
    this.busy = null;
  }

  private async save(busy: number | 'new', call: () => Promise<StudentGroup>): Promise<SaveOutcome> {
    this.busy = busy;
    try {
      const group = await call();
      runInAction(() => this.groups.set(group.id, group));
      return { ok: true };
    } catch (error) {
      return outcomeOf(error);
    } finally {
      runInAction(() => (this.busy = null));
    }
  }
}
