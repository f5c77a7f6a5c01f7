import { ApiError } from '@lantern/shared/client/api-error';
import type { ApiClient } from '@lantern/shared/client/http-client';
import type { StudentAssessmentList } from '@lantern/shared/contracts/assessments';
import type { StudentPastSessionList } from '@lantern/shared/contracts/session-records';
import { BookmarksStore } from '@lantern/shared/state/bookmarks-store';
import type { ClassroomStore } from '@lantern/shared/state/classroom-store';
import {
  TUTOR_COMMENT_MAX_LENGTH,
  type TutorComment,
  type TutorCommentList,
} from '@lantern/shared/contracts/tutor-comments';
import type { GroupMemberList } from '@lantern/shared/contracts/users';
import { PagedRead, type Paged } from '@lantern/shared/state/paged-read';
import { makeAutoObservable, runInAction } from 'mobx';

/** Why a note was not saved, for the form to say in words. */
export type CommentProblem = 'empty' | 'tooLong' | 'blocked' | 'gone' | 'failed';

/**
 * The text of a note being written or changed. A refused or failed save keeps the text, so
 * nothing typed is lost; the problem goes once the text is changed.
 */
export class CommentDraft {
  saving = false;
  problem: CommentProblem | null = null;

  constructor(public text = '') {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** What the server will count: the text without the spaces around it. */
  get length(): number {
    return this.text.trim().length;
  }

  get tooLong(): boolean {
    return this.length > TUTOR_COMMENT_MAX_LENGTH;
  }

  setText(text: string): void {
    this.text = text;
    this.problem = null;
  }

  /** Saves through `send`; true when it was saved. Empty or too long is said without asking. */
  async save(send: (text: string) => Promise<void>): Promise<boolean> {
    if (this.saving) return false;
    if (this.length === 0 || this.tooLong) {
      this.problem = this.length === 0 ? 'empty' : 'tooLong';
      return false;
    }
    this.saving = true;
    this.problem = null;
    try {
      await send(this.text.trim());
      runInAction(() => {
        this.saving = false;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.saving = false;
        this.problem = problemOf(error);
      });
      return false;
    }
  }
}

function problemOf(error: unknown): CommentProblem {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.code === 'message_blocked') return 'blocked';
  if (error.status === 404) return 'gone';
  const rule = error.validationIssues.find((issue) => issue.field === 'text')?.rule;
  if (rule === 'too_small') return 'empty';
  if (rule === 'too_big') return 'tooLong';
  return 'failed';
}

/**
 * The notes tutors left about one student: their pages (newest first), the note this tutor is
 * writing, and the one of theirs they are changing, if any.
 */
export class TutorComments {
  readonly pages: PagedRead<TutorCommentList>;
  readonly draft = new CommentDraft();
  editing: { id: number; draft: CommentDraft } | null = null;

  constructor(
    private readonly api: ApiClient,
    readonly studentId: number,
  ) {
    this.pages = new PagedRead((page) =>
      this.api.call('studentTutorComments', { params: { id: studentId }, query: { page } }),
    );
    makeAutoObservable<TutorComments, 'api'>(
      this,
      { api: false, pages: false, draft: false, studentId: false },
      { autoBind: true },
    );
  }

  /** Saves the new note, written during `sessionId`; the first page then shows it at the top. */
  async add(sessionId: number): Promise<boolean> {
    const saved = await this.draft.save(async (text) => {
      await this.api.call('createTutorComment', {
        body: { student_id: this.studentId, text, session_id: sessionId },
      });
    });
    if (!saved) return false;
    this.draft.setText('');
    void this.pages.load(1);
    return true;
  }

  startEdit(comment: TutorComment): void {
    this.editing = { id: comment.id, draft: new CommentDraft(comment.text) };
  }

  cancelEdit(): void {
    this.editing = null;
  }

  /** Saves the change and shows it where the note is, without reloading the page. */
  async saveEdit(): Promise<boolean> {
    const editing = this.editing;
    if (!editing) return false;
    return editing.draft.save(async (text) => {
      const updated = await this.api.call('updateTutorComment', {
        params: { id: editing.id },
        body: { text },
      });
      runInAction(() => {
        const shown = this.pages.result?.data;
        const index = shown?.findIndex((comment) => comment.id === updated.id) ?? -1;
        if (shown && index >= 0) shown[index] = updated;
        if (this.editing === editing) this.editing = null;
      });
    });
  }
}

/**
 * What the classroom's side panel reads about a student beyond the chat: their past sessions with
 * any tutor (10 a page), the assessments tutors sent about them (3 a page), the other students
 * of their classes (25 a page), the notes tutors left about them (10 a page) and the messages of
 * their sessions this tutor bookmarked (10 a page). Kept per student
 * while the tutor is signed in, so going back to a chat shows its student's pages at once, and a
 * note half written stays with its student.
 */
export class StudentRecordStore {
  private readonly sessions = new Map<number, PagedRead<StudentPastSessionList>>();
  private readonly assessments = new Map<number, PagedRead<StudentAssessmentList>>();
  private readonly members = new Map<number, PagedRead<GroupMemberList>>();
  private readonly comments = new Map<number, TutorComments>();
  private readonly bookmarks = new Map<number, BookmarksStore>();

  constructor(
    private readonly api: ApiClient,
    private readonly classroom: Pick<ClassroomStore, 'messages' | 'setBookmark'>,
  ) {}

  sessionsOf(studentId: number): PagedRead<StudentPastSessionList> {
    return this.held(this.sessions, studentId, (page) =>
      this.api.call('studentSessions', { params: { id: studentId }, query: { page } }),
    );
  }

  assessmentsOf(studentId: number): PagedRead<StudentAssessmentList> {
    return this.held(this.assessments, studentId, (page) =>
      this.api.call('studentAssessments', { params: { id: studentId }, query: { page } }),
    );
  }

  groupMembersOf(studentId: number): PagedRead<GroupMemberList> {
    return this.held(this.members, studentId, (page) =>
      this.api.call('studentGroupMembers', { params: { id: studentId }, query: { page } }),
    );
  }

  commentsOf(studentId: number): TutorComments {
    let comments = this.comments.get(studentId);
    if (!comments) {
      comments = new TutorComments(this.api, studentId);
      this.comments.set(studentId, comments);
    }
    return comments;
  }

  bookmarksOf(studentId: number): BookmarksStore {
    let bookmarks = this.bookmarks.get(studentId);
    if (!bookmarks) {
      bookmarks = new BookmarksStore(this.api, this.classroom, studentId);
      this.bookmarks.set(studentId, bookmarks);
    }
    return bookmarks;
  }

  /**
   * A star changed in the chat with this student. The panel shows beside the chat, so a list
   * already asked for reads its page again now rather than when its tab next opens.
   */
  bookmarkChanged(studentId: number): void {
    const bookmarks = this.bookmarks.get(studentId);
    if (bookmarks && bookmarks.state !== 'idle') void bookmarks.load();
  }

  clear(): void {
    this.sessions.clear();
    this.assessments.clear();
    this.members.clear();
    this.comments.clear();
    this.bookmarks.clear();
  }

  // The maps are plain (not observable): a panel asking for a student's pages while it renders
  // only creates them; what it observes is the pages themselves.
  private held<R extends Paged>(
    map: Map<number, PagedRead<R>>,
    studentId: number,
    fetchPage: (page: number) => Promise<R>,
  ): PagedRead<R> {
    let pages = map.get(studentId);
    if (!pages) {
      pages = new PagedRead(fetchPage);
      map.set(studentId, pages);
    }
    return pages;
  }
}
