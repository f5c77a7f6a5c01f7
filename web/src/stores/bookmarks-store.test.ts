import type { SessionMessage } from '@lantern/shared/contracts/sessions';
import { ApiError } from '@lantern/shared/client/api-error';
import { ClassroomStore } from '@lantern/shared/state/classroom-store';
import type { StateRoot } from '@lantern/shared/state/state-root';
import { FakeApi, FakeEnv } from '@lantern/shared/state/test-support';
import { describe, expect, it, vi } from 'vitest';
import { BookmarksStore } from './bookmarks-store.js';

const message = (id: number, bookmarked_at: number | null = 500): SessionMessage => ({
  id,
  session_id: 3,
  seq: id,
  client_id: `c-${id}`,
  sender_id: 9,
  kind: 'text',
  text: `Tip ${id}`,
  created_at: 400 + id,
  is_flagged: false,
  media: null,
  reactions: [],
  bookmarked_at,
});

const listed = (ids: number[], page = 1, totalPages = 2) => ({
  data: ids.map((id) => ({
    message: message(id),
    session: { id: 3, subject: { id: 1, name: 'Math' }, started_at: 300 },
  })),
  meta: {
    pagination: { total: 12, count: ids.length, per_page: 10, current_page: page, total_pages: totalPages },
  },
});

function setUp(api: FakeApi) {
  const root = {
    api,
    env: new FakeEnv(),
    user: { current: { id: 7, role: 'student' } },
    connection: { command: vi.fn(), on: vi.fn(() => () => undefined) },
  } as unknown as StateRoot;
  const classroom = new ClassroomStore(root);
  return { classroom, bookmarks: new BookmarksStore(api, classroom) };
}

describe('BookmarksStore', () => {
  it('should load a page of bookmarks with its place among the pages', async () => {
    const api = new FakeApi({ bookmarks: (options) => listed([12, 11], Number(options.query?.page), 2) });
    const { bookmarks } = setUp(api);
    bookmarks.open();
    await vi.waitFor(() => expect(bookmarks.state).toBe('loaded'));
    await bookmarks.load(2);
    expect(api.calls.at(-1)?.options.query).toEqual({ page: 2 });
    expect([bookmarks.page, bookmarks.totalPages]).toEqual([2, 2]);
    expect(bookmarks.items.map((item) => item.message.id)).toEqual([12, 11]);
  });

  it('should keep a bookmark taken off the list on the page, marked, so it can be put back', async () => {
    const api = new FakeApi({
      bookmarks: () => listed([12]),
      unbookmarkMessage: () => message(12, null),
      bookmarkMessage: () => message(12, 900),
    });
    const { bookmarks } = setUp(api);
    await bookmarks.load();
    expect(await bookmarks.setBookmark(3, 12, false)).toBe(true);
    expect(bookmarks.items[0]?.message.bookmarked_at).toBeNull();
    expect(bookmarks.isBookmarked(3, 12)).toBe(false);
    await bookmarks.setBookmark(3, 12, true);
    expect(bookmarks.items[0]?.message.bookmarked_at).toBe(900);
  });

  it('should say which bookmark did not change, and fetch the list again after a change in the chat', async () => {
    const api = new FakeApi({
      bookmarks: () => listed([12]),
      bookmarkMessage: () => {
        throw new ApiError(404, 'not_found', 'No such message');
      },
    });
    const { bookmarks, classroom } = setUp(api);
    await bookmarks.load();
    expect(await bookmarks.setBookmark(3, 40, true)).toBe(false);
    expect(bookmarks.failedMessage).toBe(40);

    classroom.applyMessageCreated(message(41, null));
    api.handlers.bookmarkMessage = () => message(41, 950);
    await bookmarks.setBookmark(3, 41, true);
    expect(classroom.messages.get(3)?.[0]?.bookmarked_at).toBe(950);
    expect(bookmarks.failedMessage).toBeNull();
    expect(bookmarks.stale).toBe(true);
    bookmarks.open();
    expect(api.called('bookmarks')).toBe(2);
  });
});
