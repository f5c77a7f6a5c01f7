import { ApiError } from '@lantern/shared/client/api-error';
import type { ApiClient } from '@lantern/shared/client/http-client';
import type { Pagination } from '@lantern/shared/contracts/envelope';
import {
  STUDENT_GROUP_SEARCH_QUERY_MIN,
  type StudentGroup,
  type StudentGroupCandidate,
} from '@lantern/shared/contracts/student-groups';
import { OnceLoader, type LoadStatus } from '@lantern/shared/state/once-loader';
import { PagedRead } from '@lantern/shared/state/paged-read';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.js';

export function openStudentGroups(stores: RootStore): StudentGroupsStore {
  stores.studentGroups ??= new StudentGroupsStore(stores.api, () => stores.user.current?.role ?? null);
  return stores.studentGroups;
}

/** Students offered as members: a search's answer, or a teacher's own list (no school, no grade). */
export type Candidate = Pick<StudentGroupCandidate, 'id' | 'first_name' | 'last_name' | 'username'> &
  Partial<Pick<StudentGroupCandidate, 'school_name'>>;
export interface CandidatePage {
  data: Candidate[];
  meta: { pagination: Pagination };
}
const NO_CANDIDATES: CandidatePage = {
  data: [],
  meta: { pagination: { total: 0, count: 0, per_page: 25, current_page: 1, total_pages: 1 } },
};

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

/**
 * The signed-in person's own student groups (a teacher's, an administrator's, a district
 * manager's): made, renamed, filled and deleted from the groups page.
 */
export class StudentGroupsStore {
  readonly groups = new Map<number, StudentGroup>();
  /** Which group's change is on its way, so its buttons wait. */
  busy: number | 'new' | null = null;
  /**
   * Students to choose members from: those a search names (among the students the person reaches),
   * or with no search a teacher's own students; other roles reach too many to list unsearched, so
   * they are shown the group's members.
   */
  readonly candidates: PagedRead<CandidatePage>;
  candidateSearch = '';
  /** The group whose students are being chosen: with no search, a leader is shown its members. */
  private candidateGroup: number | null = null;
  private readonly loader: OnceLoader<{ data: StudentGroup[] }>;

  constructor(
    private readonly api: ApiClient,
    private readonly role: () => string | null,
  ) {
    this.loader = new OnceLoader(
      () => this.api.call('studentGroups'),
      (list) => {
        this.groups.clear();
        for (const group of list.data) this.groups.set(group.id, group);
      },
    );
    this.candidates = new PagedRead((page) => this.candidatePage(page));
    makeAutoObservable<StudentGroupsStore, 'api' | 'loader' | 'role' | 'candidateGroup'>(
      this,
      { api: false, loader: false, role: false, candidates: false, candidateGroup: false },
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

  /** Whether the search is long enough to ask for (the server refuses shorter ones). */
  get searchReady(): boolean {
    return this.candidateSearch.trim().length >= STUDENT_GROUP_SEARCH_QUERY_MIN;
  }

  /** Whether there is anything to show before a search: only a teacher's own students are listed. */
  get listsUnsearched(): boolean {
    return this.role() === 'teacher';
  }

  /** The members dialog opened: a teacher's students from the first page, or the group's members. */
  openCandidates(groupId: number): void {
    this.candidateGroup = groupId;
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

  private candidatePage(page: number): Promise<CandidatePage> {
    const search = this.candidateSearch.trim();
    if (search.length >= STUDENT_GROUP_SEARCH_QUERY_MIN)
      return this.api.call('searchGroupUsers', { params: { query: search }, query: { page } });
    // A teacher's own list takes any search, even a letter.
    if (this.listsUnsearched)
      return this.api.call('teacherStudents', { query: { page, ...(search ? { search } : {}) } });
    if (this.candidateGroup !== null)
      return this.api.call('studentGroupUsers', { params: { id: this.candidateGroup }, query: { page } });
    return Promise.resolve(NO_CANDIDATES);
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
