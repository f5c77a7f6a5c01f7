import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../client/http-client.js';
import type { Pagination } from '../contracts/envelope.js';
import type { BookmarkList } from '../contracts/sessions.js';
import type { ClassroomStore } from './classroom-store.js';
import type { LoadStatus } from './once-loader.js';
import { PagedRead } from './paged-read.js';

export type Bookmark = BookmarkList['data'][number];

/**
 * The viewer's bookmarked messages (`GET /bookmarks`, ten a page, newest first) and the bookmark
 * switch: the student's Bookmarks tab and the switch under each message on the web, and in the
 * console, given a `studentId`, the tutor's bookmarks from that student's sessions in the side
 * panel. A message taken off the list stays on the page, marked as no longer kept, so a slip of
 * the finger can be undone with the same switch.
 */
export class BookmarksStore {
  readonly pages: PagedRead<BookmarkList>;
  /** The page on screen no longer matches the server (a bookmark changed in the chat). */
  stale = false;
  /** Messages whose bookmark is being changed now. */
  readonly saving = new Set<number>();
  /** The message whose bookmark could not be changed, to say so beside it. */
  failedMessage: number | null = null;

  constructor(
    api: ApiClient,
    private readonly classroom: Pick<ClassroomStore, 'setBookmark'>,
    studentId?: number,
  ) {
    this.pages = new PagedRead((page) => api.call('bookmarks', { query: { page, student_id: studentId } }));
    makeAutoObservable<BookmarksStore, 'classroom'>(
      this,
      { pages: false, classroom: false },
      { autoBind: true },
    );
  }

  get items(): Bookmark[] {
    return this.pages.result?.data ?? [];
  }

  get pagination(): Pagination | null {
    return this.pages.pagination;
  }

  get state(): LoadStatus {
    return this.pages.state;
  }

  get page(): number {
    return this.pages.page;
  }

  get totalPages(): number {
    return this.pages.totalPages;
  }

  async load(page = this.page): Promise<void> {
    await this.pages.load(page);
    runInAction(() => {
      if (this.pages.state === 'loaded') this.stale = false;
    });
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
    this.pages.clear();
    this.stale = false;
    this.saving.clear();
    this.failedMessage = null;
  }
}
