import type { ApiClient } from '@lantern/shared/client/http-client';
import type { BookmarkList } from '@lantern/shared/contracts/sessions';
import type { ClassroomStore } from '@lantern/shared/state/classroom-store';
import type { LoadStatus } from '@lantern/shared/state/once-loader';
import { makeAutoObservable, runInAction } from 'mobx';

export type Bookmark = BookmarkList['data'][number];

/**
 * The student's bookmarked messages (`GET /bookmarks`, ten a page, newest first) for the
 * classroom's Bookmarks tab, and the bookmark switch on every message. A message taken off the
 * list there stays on the page, marked as no longer kept, so a slip of the finger can be undone.
 */
export class BookmarksStore {
  items: Bookmark[] = [];
  page = 1;
  totalPages = 1;
  state: LoadStatus = 'idle';
  /** The page on screen no longer matches the server (a bookmark changed in the chat). */
  stale = false;
  /** Messages whose bookmark is being changed now. */
  readonly saving = new Set<number>();
  /** The message whose bookmark could not be changed, to say so beside it. */
  failedMessage: number | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly classroom: ClassroomStore,
  ) {
    makeAutoObservable<BookmarksStore, 'api' | 'classroom'>(
      this,
      { api: false, classroom: false },
      { autoBind: true },
    );
  }

  async load(page = this.page): Promise<void> {
    this.state = 'loading';
    try {
      const found = await this.api.call('bookmarks', { query: { page } });
      runInAction(() => {
        this.items = found.data;
        this.page = found.meta.pagination.current_page;
        this.totalPages = Math.max(1, found.meta.pagination.total_pages);
        this.state = 'loaded';
        this.stale = false;
      });
    } catch {
      runInAction(() => {
        this.state = 'error';
      });
    }
  }

  /** Opening the tab: the first time, or after a bookmark changed elsewhere, the page is fetched. */
  open(): void {
    if (this.state === 'idle' || this.state === 'error' || this.stale) void this.load();
  }

  isBookmarked(sessionId: number, messageId: number): boolean {
    const inChat = this.classroom.messages.get(sessionId)?.find((message) => message.id === messageId);
    if (inChat) return inChat.bookmarked_at !== null;
    return this.items.some((item) => item.message.id === messageId && item.message.bookmarked_at !== null);
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
    this.items = [];
    this.page = 1;
    this.totalPages = 1;
    this.state = 'idle';
    this.stale = false;
    this.saving.clear();
    this.failedMessage = null;
  }
}
