import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/api-error.js';
import type { SessionTranscript, TranscriptMessage } from '../contracts/session-records.js';
import { FakeApi } from './test-support.js';
import { TranscriptsStore } from './transcripts-store.js';

const person = { id: 1, first_name: 'Ava', last_name: 'Reyes', user_type_id: 1 };
const message = (seq: number): TranscriptMessage => ({
  id: seq,
  session_id: 5,
  seq,
  client_id: `c${seq}`,
  sender_id: 1,
  kind: 'text',
  text: `Line ${seq}`,
  created_at: 1_800_000_000 + seq,
  is_flagged: false,
  media: null,
  reactions: [],
  bookmarked_at: null,
  sender: { id: 1, role: 'student', first_name: 'Ava', last_name: 'Reyes' },
});
const page = (seqs: number[], next: number | null, board: boolean): SessionTranscript => ({
  session: {
    id: 5,
    status: 'ended',
    chat_type: 'tutor',
    student: person,
    tutor: null,
    former_tutors: [],
    subject: { id: 1, name: 'Math' },
    topic: null,
    question: 'Fractions?',
    requested_at: 1_800_000_000,
    matched_at: null,
    ended_at: 1_800_000_100,
    ended_by: 1,
  },
  messages: seqs.map(message),
  next_after_seq: next,
  whiteboard: board ? [] : null,
});

describe('the transcripts store', () => {
  it('should read the first page, then the next one after the messages held, until none is left', async () => {
    const api = new FakeApi({
      sessionTranscript: (options) =>
        (options.query?.after_seq ?? 0) === 0 ? page([1, 2], 2, true) : page([3], null, false),
    });
    const store = new TranscriptsStore(api);
    await store.open(5);
    expect(store.get(5)).toMatchObject({ status: 'loaded', nextAfterSeq: 2, whiteboard: [] });
    await store.more(5);
    expect(api.calls.at(-1)!.options.query).toEqual({ after_seq: 2 });
    expect(store.get(5)!.messages.map((held) => held.seq)).toEqual([1, 2, 3]);
    expect(store.get(5)!.nextAfterSeq).toBeNull();
    await store.more(5);
    expect(api.called('sessionTranscript')).toBe(2);
  });

  it('should tell a session held by a superuser from one that is not the reader’s', async () => {
    const refusals: Record<number, ApiError> = {
      6: new ApiError(403, 'content_held', 'held'),
      7: new ApiError(404, 'not_found', 'No such session'),
      8: new ApiError(503, 'service_unavailable', 'down'),
    };
    const api = new FakeApi({
      sessionTranscript: (options) => {
        throw refusals[Number(options.params?.id)]!;
      },
    });
    const store = new TranscriptsStore(api);
    for (const id of [6, 7, 8]) await store.open(id);
    expect([6, 7, 8].map((id) => store.get(id)!.problem)).toEqual(['held', 'not_found', 'failed']);
  });

  it('should keep the pages held when a later one fails, and try that one again', async () => {
    let fail = true;
    const api = new FakeApi({
      sessionTranscript: (options) => {
        if ((options.query?.after_seq ?? 0) === 0) return page([1], 1, true);
        if (fail) throw new ApiError(503, 'service_unavailable', 'down');
        return page([2], null, false);
      },
    });
    const store = new TranscriptsStore(api);
    await store.open(5);
    await store.more(5);
    expect([store.get(5)!.more, store.get(5)!.nextAfterSeq]).toEqual(['error', 1]);
    expect(store.get(5)!.messages).toHaveLength(1);
    fail = false;
    await store.more(5);
    expect(store.get(5)!.messages.map((held) => held.seq)).toEqual([1, 2]);
  });
});
