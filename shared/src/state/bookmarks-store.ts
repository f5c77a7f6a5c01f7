import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../client/http-client.js';
import type { Pagination } from '../contracts/envelope.js';
import type { BookmarkList } from '../contracts/sessions.js';
import type { ClassroomStore } from './classroom-store.js';
import type { LoadStatus } from './once-loader.js';

export type Bookmark = BookmarkList['data'][number];

/**
 * The viewer's bookmarked messages (`GET /bookmarks`, ten a page, newest first) and the bookmark
 * switch: the student's Bookmarks tab and the switch under each message on the web, and in the
 * console, given a `studentId`, the tutor's bookmarks from that student's sessions in the side
 * panel. A message taken off the list stays on the page, marked as no longer kept, so a slip of
 * the finger can be undone with the same switch.
 */
export class BookmarksStore {
  items: Bookmark[] = [];
  /** Where the page on screen sits among the pages; null until a page has been read. */
  pagination: Pagination | null = null;
  state: LoadStatus = 'idle';
  /** The page on screen no longer matches the server (a bookmark changed in the chat). */
  stale = false;
  /** Messages whose bookmark is being changed now. */
  readonly saving = new Set<number>();
  /** The message whose bookmark could not be changed, to say so beside it. */
  failedMessage: number | null = null;
  // Pages can be asked for faster than they come (a pager pressed twice): the last one asked wins.
  private request = 0;

  constructor(
    private readonly api: ApiClient,
    private readonly classroom: Pick<ClassroomStore, 'messages' | 'setBookmark'>,
    private readonly studentId?: number,
  ) {
    makeAutoObservable<BookmarksStore, 'api' | 'classroom' | 'studentId' | 'request'>(
      this,
      { api: false, classroom: false, studentId: false, request: false },
      { autoBind: true },
    );
  }

  get page(): number {
    return this.pagination?.current_page ?? 1;
  }

  get totalPages(): number {
    return Math.max(1, this.pagination?.total_pages ?? 1);
  }

  /** The page on screen stays while another loads, and when loading fails, beside the error. */
  async load(page = this.page): Promise<void> {
    const request = ++this.request;
    this.state = 'loading';
    try {
      const found = await this.api.call('bookmarks', { query: { page, student_id: this.studentId } });
      runInAction(() => {
        if (request !== this.request) return;
        this.items = found.data;
        this.pagination = found.meta.pagination;
        this.state = 'loaded';
        this.stale = false;
      });
    } catch {
      runInAction(() => {
        if (request === this.request) this.state = 'error';
      });
    }
  }

  /** Opening the tab: the first time, after a failure, or after a bookmark changed elsewhere, the page is fetched. */
  open(): void {
    if (this.state === 'idle' || this.state === 'error' || this.stale) void this.load();
  }

  /** Keeps or forgets a message; false when the server did not take the change. */
  async setBookmark(sessionId: number, messageId: number, on: boolean): Promise<boolean> {
    if (this.saving.has(messageId)) return false;
    this.saving.add(messageId);
    this.failedMessage = null;
    try {
      const message = await this.classroom.setBookmark(sessionId, messageId, on);
      runInAction(() => {
        const listed = this.items.find((item) => item.message.id === messageId);
        if (listed) listed.message = { ...listed.message, bookmarked_at: message.bookmarked_at };
        else this.stale = true;
      });
      return true;
    } catch {
      runInAction(() => {
        this.failedMessage = messageId;
      });
      return false;
    } finally {
      runInAction(() => {
        this.saving.delete(messageId);
      });
    }
  }

  clear(): void {
    // An answer still on its way belongs to what is being cleared.
    this.request += 1;
    this.items = [];
    this.pagination = null;
    this.state = 'idle';
    this.stale = false;
    this.saving.clear();
    this.failedMessage = null;
  }
}
