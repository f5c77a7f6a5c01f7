import type { ApiClient } from '@lantern/shared/client/http-client';
import { ApiError } from '@lantern/shared/client/api-error';
import type {
  TeacherStudentDetail,
  TeacherStudentList,
  TeacherStudentSort,
} from '@lantern/shared/contracts/teacher-students';
import { type KeyedLoad, KeyedLoads } from '@lantern/shared/state/keyed-loads';
import { PagedRead } from '@lantern/shared/state/paged-read';
import { TranscriptsStore } from '@lantern/shared/state/transcripts-store';
import { saveInBrowser } from '@lantern/shared/ui/save-file';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { RootStore } from './root-store.js';

export function openTeacherStudents(stores: RootStore): TeacherStudentsStore {
  stores.teacherStudents ??= new TeacherStudentsStore(stores.api);
  return stores.teacherStudents;
}

export type SortDirection = 'asc' | 'desc';

/**
 * A teacher's students: the list across their sections (searched, sorted, 30 a page), one
 * student's sessions and essays, and the transcripts the teacher opens from there.
 */
export class TeacherStudentsStore {
  search = '';
  sort: TeacherStudentSort = 'name';
  direction: SortDirection = 'asc';
  readonly list: PagedRead<TeacherStudentList>;
  readonly transcripts: TranscriptsStore;
  /** Per essay: its annotated PDF on its way, or the last try failed. */
  readonly pdfs = observable.map<number, 'opening' | 'failed'>();
  private readonly students: KeyedLoads<number, TeacherStudentDetail, 'not_found' | 'failed'>;

  /**
   * `leader`: the same student pages for an administrator or district manager, read through
   * `/leader/students` (the list of this store stays unused there).
   */
  constructor(
    private readonly api: ApiClient,
    readonly area: 'teacher' | 'leader' = 'teacher',
  ) {
    this.list = new PagedRead((page) =>
      this.api.call('teacherStudents', {
        query: {
          page,
          ...(this.search.trim() ? { search: this.search.trim() } : {}),
          order_by: this.sort,
          order_by_dir: this.direction,
        },
      }),
    );
    this.students = new KeyedLoads(
      (id) => this.api.call(area === 'teacher' ? 'teacherStudent' : 'leaderStudent', { params: { id } }),
      (error) => (error instanceof ApiError && error.status === 404 ? 'not_found' : 'failed'),
    );
    this.transcripts = new TranscriptsStore(api);
    makeAutoObservable<TeacherStudentsStore, 'api' | 'students'>(
      this,
      { api: false, area: false, students: false, list: false, transcripts: false, pdfs: false },
      { autoBind: true },
    );
  }

  /** The list as it was left: the page, search and order the teacher had. */
  openList(): void {
    this.list.open();
  }

  /** A new search starts again at the first page. */
  setSearch(search: string): void {
    this.search = search;
    void this.list.load(1);
  }

  /** The same column again turns the order round; another starts ascending (latest first for activity). */
  sortBy(sort: TeacherStudentSort): void {
    if (this.sort === sort) this.direction = this.direction === 'asc' ? 'desc' : 'asc';
    else {
      this.sort = sort;
      this.direction = sort === 'name' ? 'asc' : 'desc';
    }
    void this.list.load(1);
  }

  goToPage(page: number): void {
    void this.list.load(page);
  }

  student(id: number): KeyedLoad<TeacherStudentDetail, 'not_found' | 'failed'> | undefined {
    return this.students.get(id);
  }

  loadStudent(id: number, force = false): Promise<void> {
    return this.students.load(id, force);
  }

  /** The reviewed essay's PDF with the tutor's annotations, saved the way a browser saves a file. */
  async openReviewedPdf(studentId: number, essayId: number): Promise<void> {
    if (this.pdfs.get(essayId) === 'opening') return;
    this.pdfs.set(essayId, 'opening');
    try {
      const file = await this.api.download(
        this.area === 'teacher' ? 'teacherStudentEssayPdf' : 'leaderStudentEssayPdf',
        { params: { id: studentId, essayId } },
      );
      saveInBrowser(file.blob, file.name ?? `essay-${essayId}.pdf`);
      runInAction(() => this.pdfs.delete(essayId));
    } catch {
      runInAction(() => this.pdfs.set(essayId, 'failed'));
    }
  }

  clear(): void {
    this.pdfs.clear();
    this.list.clear();
    this.students.clear();
    this.transcripts.clear();
    this.search = '';
    this.sort = 'name';
    this.direction = 'asc';
  }
}
