import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/api-error.js';
import type { BookmarkList, SessionMessage } from '../contracts/sessions.js';
import { BookmarksStore } from './bookmarks-store.js';
import { ClassroomStore } from './classroom-store.js';
import type { StateRoot } from './state-root.js';
import { FakeApi, FakeEnv, settle } from './test-support.js';

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

const listed = (ids: number[], page = 1, totalPages = 2): BookmarkList => ({
  data: ids.map((id) => ({
    message: message(id),
    session: { id: 3, subject: { id: 1, name: 'Math' }, started_at: 300 },
  })),
  meta: {
    pagination: { total: 12, count: ids.length, per_page: 10, current_page: page, total_pages: totalPages },
  },
});

function setUp(api: FakeApi, studentId?: number) {
  const root = {
    api,
    env: new FakeEnv(),
    user: { current: { id: 7, role: 'student' } },
    connection: { command: vi.fn(), on: vi.fn(() => () => undefined) },
  } as unknown as StateRoot;
  const classroom = new ClassroomStore(root);
  return { classroom, bookmarks: new BookmarksStore(api, classroom, studentId) };
}

describe('BookmarksStore', () => {
  it('should load a page of bookmarks with its place among the pages', async () => {
    const api = new FakeApi({ bookmarks: (options) => listed([12, 11], Number(options.query?.page), 2) });
    const { bookmarks } = setUp(api);
    bookmarks.open();
    await vi.waitFor(() => expect(bookmarks.state).toBe('loaded'));
    await bookmarks.load(2);
    expect(api.calls.at(-1)?.options.query).toEqual({ page: 2 });
    expect([bookmarks.page, bookmarks.totalPages, bookmarks.pagination?.total]).toEqual([2, 2, 12]);
    expect(bookmarks.items.map((item) => item.message.id)).toEqual([12, 11]);
  });

  it("should ask only for one student's bookmarks when given the student", async () => {
    const api = new FakeApi({ bookmarks: () => listed([12]) });
    const { bookmarks } = setUp(api, 21);
    bookmarks.open();
    await vi.waitFor(() => expect(bookmarks.state).toBe('loaded'));
    expect(api.calls.at(-1)?.options.query).toEqual({ page: 1, student_id: 21 });
  });

  it('should keep the page on screen while another loads, drop a late answer, and keep the page when a load fails', async () => {
    const answers: ((list: BookmarkList) => void)[] = [];
    const api = new FakeApi({ bookmarks: () => new Promise((resolve) => answers.push(resolve)) });
    const { bookmarks } = setUp(api);
    bookmarks.open();
    answers[0]!(listed([12, 11], 1));
    await settle();

    void bookmarks.load(2);
    void bookmarks.load(1);
    expect(bookmarks.items.map((item) => item.message.id)).toEqual([12, 11]);
    answers[2]!(listed([13, 12, 11], 1));
    await settle();
    answers[1]!(listed([2, 1], 2));
    await settle();
    expect(bookmarks.page).toBe(1);
    expect(bookmarks.items.map((item) => item.message.id)).toEqual([13, 12, 11]);

    api.handlers.bookmarks = () => {
      throw new Error('offline');
    };
    await bookmarks.load(2);
    expect([bookmarks.state, bookmarks.page, bookmarks.items.length]).toEqual(['error', 1, 3]);
    api.handlers.bookmarks = () => listed([2, 1], 2);
    bookmarks.open();
    await vi.waitFor(() => expect(bookmarks.state).toBe('loaded'));
    expect(api.calls.at(-1)?.options.query).toEqual({ page: 1 });
  });

  it('should keep a bookmark taken off the list on the page, marked, so it can be put back', async () => {
    const api = new FakeApi({
      bookmarks: () => listed([12]),
      unbookmarkMessage: () => message(12, null),
      bookmarkMessage: () => message(12, 900),
    });
    const { bookmarks } = setUp(api);
    await bookmarks.load();
    const taking = bookmarks.setBookmark(3, 12, false);
    expect(bookmarks.saving.has(12)).toBe(true);
    expect(await bookmarks.setBookmark(3, 12, true)).toBe(false);
    expect(await taking).toBe(true);
    expect(bookmarks.saving.size).toBe(0);
    expect(api.calls.at(-1)).toMatchObject({
      name: 'unbookmarkMessage',
      options: { params: { id: 3, messageId: 12 } },
    });
    expect(bookmarks.items[0]?.message.bookmarked_at).toBeNull();
    expect(bookmarks.stale).toBe(false);

    await bookmarks.setBookmark(3, 12, true);
    expect(bookmarks.items[0]?.message.bookmarked_at).toBe(900);
    bookmarks.open();
    expect(api.called('bookmarks')).toBe(1);
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

  it('should forget the list on clear, and an answer still on its way', async () => {
    let answer: (list: BookmarkList) => void = () => undefined;
    const api = new FakeApi({ bookmarks: () => new Promise((resolve) => (answer = resolve)) });
    const { bookmarks } = setUp(api);
    bookmarks.open();
    bookmarks.clear();
    answer(listed([12]));
    await settle();
    expect([bookmarks.state, bookmarks.items, bookmarks.pagination]).toEqual(['idle', [], null]);
  });
});
