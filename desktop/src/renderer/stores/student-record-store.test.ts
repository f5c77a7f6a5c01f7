import { ApiError } from '@lantern/shared/client/api-error';
import type { ApiClient } from '@lantern/shared/client/http-client';
import type { BookmarkList } from '@lantern/shared/contracts/sessions';
import type { StudentPastSession, StudentPastSessionList } from '@lantern/shared/contracts/session-records';
import {
  TUTOR_COMMENT_MAX_LENGTH,
  type TutorComment,
  type TutorCommentList,
} from '@lantern/shared/contracts/tutor-comments';
import { describe, expect, it } from 'vitest';
import { StudentRecordStore } from './student-record-store.js';

const past = (id: number): StudentPastSession => ({
  id,
  status: 'ended',
  chat_type: 'tutor',
  subject: { id: 1, name: 'Math' },
  topic: null,
  question: `Question ${id}`,
  tutor: null,
  with_you: false,
  requested_at: 1_800_000_000,
  matched_at: null,
  ended_at: 1_800_000_600,
});

const listOf = (page: number, ids: number[]): StudentPastSessionList => ({
  data: ids.map(past),
  meta: { pagination: { total: 12, count: ids.length, per_page: 10, current_page: page, total_pages: 2 } },
});

/** An API whose answers the test releases one by one, in any order, or fails. */
function heldApi() {
  const calls: {
    name: string;
    input: { params: { id: number }; query: { page: number } };
    answer(value: unknown): void;
    fail(): void;
    reject(error: Error): void;
  }[] = [];
  const api = {
    call: (name: string, input: { params: { id: number }; query: { page: number } }) =>
      new Promise((resolve, reject) => {
        calls.push({ name, input, answer: resolve, fail: () => reject(new Error('offline')), reject });
      }),
  } as unknown as ApiClient;
  return { api, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The chat, for the tests that change no bookmark. */
const noChat = { messages: new Map(), setBookmark: () => Promise.reject(new Error('no chat here')) };

const bookmarked = (id: number, at: number | null): BookmarkList['data'][number] => ({
  message: {
    id,
    session_id: 7,
    seq: id,
    client_id: `c${id}`,
    sender_id: 21,
    kind: 'text',
    text: `Message ${id}`,
    created_at: 1_800_000_000,
    is_flagged: false,
    media: null,
    reactions: [],
    bookmarked_at: at,
  },
  session: { id: 7, subject: { id: 1, name: 'Math' }, started_at: 1_800_000_000 },
});

describe('StudentRecordStore', () => {
  it('should load the first page when a tab opens, keep it on screen while the next loads, and drop a late answer', async () => {
    const { api, calls } = heldApi();
    const store = new StudentRecordStore(api, noChat);
    const sessions = store.sessionsOf(21);
    expect(store.sessionsOf(21)).toBe(sessions);
    expect(sessions.state).toBe('idle');

    sessions.open();
    expect(sessions.state).toBe('loading');
    expect(calls[0]).toMatchObject({
      name: 'studentSessions',
      input: { params: { id: 21 }, query: { page: 1 } },
    });
    calls[0]!.answer(listOf(1, [1, 2]));
    await settle();
    expect(sessions.state).toBe('loaded');
    expect([sessions.page, sessions.totalPages]).toEqual([1, 2]);

    void sessions.load(2);
    void sessions.load(1);
    expect(sessions.result?.data.map((session) => session.id)).toEqual([1, 2]);
    calls[2]!.answer(listOf(1, [1, 2, 3]));
    calls[1]!.answer(listOf(2, [11, 12]));
    await settle();
    expect(sessions.page).toBe(1);
    expect(sessions.result?.data.map((session) => session.id)).toEqual([1, 2, 3]);
  });

  it('should keep the page shown when a load fails, and load that page again when the tab reopens', async () => {
    const { api, calls } = heldApi();
    const store = new StudentRecordStore(api, noChat);
    const members = store.groupMembersOf(21);
    void members.load(2);
    calls[0]!.answer({ groups: [], data: [], meta: listOf(2, []).meta });
    await settle();
    void members.load(1);
    calls[1]!.fail();
    await settle();
    expect(members.state).toBe('error');
    expect(members.page).toBe(2);

    members.open();
    expect(calls[2]).toMatchObject({ name: 'studentGroupMembers', input: { query: { page: 2 } } });
  });

  it('should keep each student’s pages apart, and forget them all on clear', () => {
    const { api, calls } = heldApi();
    const store = new StudentRecordStore(api, noChat);
    store.assessmentsOf(21).open();
    store.assessmentsOf(22).open();
    expect(calls.map((call) => [call.name, call.input.params.id])).toEqual([
      ['studentAssessments', 21],
      ['studentAssessments', 22],
    ]);
    const before = store.assessmentsOf(21);
    store.clear();
    expect(store.assessmentsOf(21)).not.toBe(before);
    expect(store.assessmentsOf(21).state).toBe('idle');
  });
});

const comment = (id: number, text: string, byYou = true): TutorComment => ({
  id,
  student_id: 21,
  session_id: null,
  author: { id: 7, first_name: 'Tess', last_name: 'Tutor' },
  by_you: byYou,
  text,
  created_at: 1_800_000_000 + id,
  edited_at: null,
});

const commentsPage = (comments: TutorComment[]): TutorCommentList => ({
  data: comments,
  meta: {
    pagination: {
      total: comments.length,
      count: comments.length,
      per_page: 10,
      current_page: 1,
      total_pages: 1,
    },
  },
});

describe('StudentRecordStore tutor comments', () => {
  it('should save a new note trimmed, with the session it was written in, then show the first page again', async () => {
    const { api, calls } = heldApi();
    const comments = new StudentRecordStore(api, noChat).commentsOf(21);
    comments.draft.setText('  Prefers worked examples ');
    const adding = comments.add(90);
    expect(comments.draft.saving).toBe(true);
    expect(calls[0]).toMatchObject({
      name: 'createTutorComment',
      input: { body: { student_id: 21, text: 'Prefers worked examples', session_id: 90 } },
    });
    calls[0]!.answer(comment(1, 'Prefers worked examples'));
    expect(await adding).toBe(true);
    expect([comments.draft.text, comments.draft.saving, comments.draft.problem]).toEqual(['', false, null]);
    expect(calls[1]).toMatchObject({ name: 'studentTutorComments', input: { query: { page: 1 } } });
  });

  it('should keep the typed note when saving fails, and say why', async () => {
    const { api, calls } = heldApi();
    const comments = new StudentRecordStore(api, noChat).commentsOf(21);
    comments.draft.setText('Working on fractions');
    const offline = comments.add(90);
    calls[0]!.fail();
    expect(await offline).toBe(false);
    expect([comments.draft.text, comments.draft.problem]).toEqual(['Working on fractions', 'failed']);

    const blocked = comments.add(90);
    calls[1]!.reject(new ApiError(422, 'message_blocked', 'blocked', { categories: ['violence'] }));
    expect(await blocked).toBe(false);
    expect([comments.draft.text, comments.draft.problem]).toEqual(['Working on fractions', 'blocked']);

    const tooLong = comments.add(90);
    calls[2]!.reject(
      new ApiError(400, 'validation_failed', 'text: too long', {
        issues: [{ field: 'text', rule: 'too_big', message: 'text: too long' }],
      }),
    );
    await tooLong;
    expect(comments.draft.problem).toBe('tooLong');
    // Typing again clears what was said about the old text.
    comments.draft.setText('Working on fractions with Ms. Chen');
    expect(comments.draft.problem).toBeNull();
  });

  it('should say an empty or too long note is refused without sending it', async () => {
    const { api, calls } = heldApi();
    const comments = new StudentRecordStore(api, noChat).commentsOf(21);
    comments.draft.setText('   ');
    expect(await comments.add(90)).toBe(false);
    expect(comments.draft.problem).toBe('empty');
    comments.draft.setText(` ${'x'.repeat(TUTOR_COMMENT_MAX_LENGTH)} `);
    expect([comments.draft.length, comments.draft.tooLong]).toEqual([TUTOR_COMMENT_MAX_LENGTH, false]);
    comments.draft.setText('x'.repeat(TUTOR_COMMENT_MAX_LENGTH + 1));
    expect(await comments.add(90)).toBe(false);
    expect(comments.draft.problem).toBe('tooLong');
    expect(calls).toEqual([]);
  });

  it('should put an edited note in its place on the page, and keep the change when the edit fails', async () => {
    const { api, calls } = heldApi();
    const comments = new StudentRecordStore(api, noChat).commentsOf(21);
    comments.pages.open();
    calls[0]!.answer(commentsPage([comment(2, 'Newer', false), comment(1, 'Likes diagrams')]));
    await settle();

    comments.startEdit(comments.pages.result!.data[1]!);
    comments.editing!.draft.setText('Likes diagrams and colours');
    const failing = comments.saveEdit();
    calls[1]!.fail();
    expect(await failing).toBe(false);
    expect(comments.editing?.draft).toMatchObject({ text: 'Likes diagrams and colours', problem: 'failed' });

    const saving = comments.saveEdit();
    expect(calls[2]).toMatchObject({
      name: 'updateTutorComment',
      input: { params: { id: 1 }, body: { text: 'Likes diagrams and colours' } },
    });
    calls[2]!.answer({ ...comment(1, 'Likes diagrams and colours'), edited_at: 1_800_000_100 });
    expect(await saving).toBe(true);
    expect(comments.editing).toBeNull();
    expect(comments.pages.result!.data.map((shown) => [shown.text, shown.edited_at])).toEqual([
      ['Newer', null],
      ['Likes diagrams and colours', 1_800_000_100],
    ]);
    expect(calls).toHaveLength(3);
  });

  it("should read the tutor's bookmarks of each student apart, and read a page again when a star changes in the chat", async () => {
    const { api, calls } = heldApi();
    const changes: [number, number, boolean][] = [];
    const chat = {
      messages: new Map(),
      setBookmark: (sessionId: number, messageId: number, on: boolean) => {
        changes.push([sessionId, messageId, on]);
        return Promise.resolve(bookmarked(messageId, on ? 1_800_000_900 : null).message);
      },
    };
    const store = new StudentRecordStore(api, chat);
    const bookmarks = store.bookmarksOf(21);
    expect(store.bookmarksOf(21)).toBe(bookmarks);
    expect(store.bookmarksOf(22)).not.toBe(bookmarks);
    store.bookmarkChanged(21);
    expect(calls).toHaveLength(0);

    bookmarks.open();
    expect(calls[0]).toMatchObject({ name: 'bookmarks', input: { query: { page: 1, student_id: 21 } } });
    calls[0]!.answer({
      data: [bookmarked(3, 1_800_000_300), bookmarked(2, 1_800_000_200)],
      meta: { pagination: { total: 12, count: 2, per_page: 10, current_page: 2, total_pages: 2 } },
    });
    await settle();

    await bookmarks.setBookmark(7, 3, false);
    expect(changes).toEqual([[7, 3, false]]);
    expect(bookmarks.items.map((shown) => shown.message.bookmarked_at)).toEqual([null, 1_800_000_200]);
    expect(calls).toHaveLength(1);

    store.bookmarkChanged(21);
    expect(calls[1]).toMatchObject({ name: 'bookmarks', input: { query: { page: 2, student_id: 21 } } });
    store.clear();
    expect(store.bookmarksOf(21)).not.toBe(bookmarks);
  });
});
