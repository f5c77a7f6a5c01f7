import type { ApiClient } from '@lantern/shared/client/http-client';
import type { StudentPastSession, StudentPastSessionList } from '@lantern/shared/contracts/sessions';
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
  }[] = [];
  const api = {
    call: (name: string, input: { params: { id: number }; query: { page: number } }) =>
      new Promise((resolve, reject) => {
        calls.push({ name, input, answer: resolve, fail: () => reject(new Error('offline')) });
      }),
  } as unknown as ApiClient;
  return { api, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('StudentRecordStore', () => {
  it('should load the first page when a tab opens, keep it on screen while the next loads, and drop a late answer', async () => {
    const { api, calls } = heldApi();
    const store = new StudentRecordStore(api);
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
    const store = new StudentRecordStore(api);
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
    const store = new StudentRecordStore(api);
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
