import type { ApiClient } from '@lantern/shared/client/http-client';
import type { StudentAssessmentList } from '@lantern/shared/contracts/assessments';
import type { Pagination } from '@lantern/shared/contracts/envelope';
import type { StudentPastSessionList } from '@lantern/shared/contracts/sessions';
import type { GroupMemberList } from '@lantern/shared/contracts/users';
import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadState } from './home-store.js';

interface Paged {
  meta: { pagination: Pagination };
}

/**
 * One paged read of a student's record. The page on screen stays while another loads, so the
 * panel does not jump; a failed load keeps it too, beside the error.
 */
export class RecordPages<R extends Paged> {
  result: R | null = null;
  state: LoadState = 'idle';
  private request = 0;

  constructor(private readonly fetchPage: (page: number) => Promise<R>) {
    makeAutoObservable<RecordPages<R>, 'fetchPage' | 'request'>(
      this,
      { fetchPage: false, request: false },
      { autoBind: true },
    );
  }

  get page(): number {
    return this.result?.meta.pagination.current_page ?? 1;
  }

  get totalPages(): number {
    return this.result?.meta.pagination.total_pages ?? 1;
  }

  /**
   * The tab came into view: its first page the first time, the page shown again after that (a
   * session may have ended, or an assessment been sent, since).
   */
  open(): void {
    if (this.state !== 'loading') void this.load(this.page);
  }

  async load(page: number): Promise<void> {
    const request = ++this.request;
    this.state = 'loading';
    try {
      const result = await this.fetchPage(page);
      runInAction(() => {
        if (request !== this.request) return;
        this.result = result;
        this.state = 'loaded';
      });
    } catch {
      runInAction(() => {
        if (request === this.request) this.state = 'error';
      });
    }
  }
}

/**
 * What the classroom's side panel reads about a student beyond the chat: their past sessions with
 * any tutor (10 a page), the assessments tutors sent about them (3 a page) and the other students
 * of their classes (25 a page). Kept per student while the tutor is signed in, so going back to a
 * chat shows its student's pages at once.
 */
export class StudentRecordStore {
  private readonly sessions = new Map<number, RecordPages<StudentPastSessionList>>();
  private readonly assessments = new Map<number, RecordPages<StudentAssessmentList>>();
  private readonly members = new Map<number, RecordPages<GroupMemberList>>();

  constructor(private readonly api: ApiClient) {}

  sessionsOf(studentId: number): RecordPages<StudentPastSessionList> {
    return this.held(this.sessions, studentId, (page) =>
      this.api.call('studentSessions', { params: { id: studentId }, query: { page } }),
    );
  }

  assessmentsOf(studentId: number): RecordPages<StudentAssessmentList> {
    return this.held(this.assessments, studentId, (page) =>
      this.api.call('studentAssessments', { params: { id: studentId }, query: { page } }),
    );
  }

  groupMembersOf(studentId: number): RecordPages<GroupMemberList> {
    return this.held(this.members, studentId, (page) =>
      this.api.call('studentGroupMembers', { params: { id: studentId }, query: { page } }),
    );
  }

  clear(): void {
    this.sessions.clear();
    this.assessments.clear();
    this.members.clear();
  }

  // The maps are plain (not observable): a panel asking for a student's pages while it renders
  // only creates them; what it observes is the pages themselves.
  private held<R extends Paged>(
    map: Map<number, RecordPages<R>>,
    studentId: number,
    fetchPage: (page: number) => Promise<R>,
  ): RecordPages<R> {
    let pages = map.get(studentId);
    if (!pages) {
      pages = new RecordPages(fetchPage);
      map.set(studentId, pages);
    }
    return pages;
  }
}
