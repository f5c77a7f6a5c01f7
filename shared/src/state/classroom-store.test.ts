import { describe, expect, it, vi } from 'vitest';
import type { SessionMessage, SessionView } from '../contracts/sessions.js';
import type { ChatUploads } from './chat-uploads.js';
import { bindClassroomEvents, ClassroomStore } from './classroom-store.js';
import type { CommandResult } from './connection-store.js';
import type { StateRoot } from './state-root.js';
import { FakeApi, FakeEnv, sessionView } from './test-support.js';

const ME = 7;
const TUTOR = 9;

const session = (overrides: Partial<SessionView> = {}) =>
  sessionView({
    student: { id: ME, first_name: 'Ava', last_name: 'Martinez', user_type_id: 1 },
    tutor: { id: TUTOR, first_name: 'Sam', last_name: 'Patel', user_type_id: 1 },
    ...overrides,
  });

const stored = (seq: number, client_id: string, sender_id = ME, text = `message ${seq}`): SessionMessage => ({
  id: seq * 10,
  session_id: 1,
  seq,
  client_id,
  sender_id,
  kind: 'text',
  text,
  created_at: 200 + seq,
  is_flagged: false,
  media: null,
  reactions: [],
  bookmarked_at: null,
});

function setUp(
  command: (name: string, payload: unknown) => Promise<CommandResult<'classroom.message.send'>>,
) {
  const api = new FakeApi({
    sessions: () => ({
      data: [session()],
      meta: { pagination: { total: 1, count: 1, per_page: 10, current_page: 1, total_pages: 1 } },
    }),
    sessionMessages: () => ({ data: [], last_seq: 0 }),
  });
  const env = new FakeEnv();
  const connection = { command: vi.fn(command), on: vi.fn(() => () => undefined) };
  const root = {
    api,
    env,
    user: { current: { id: ME, role: 'student' } },
    connection,
  } as unknown as StateRoot;
  let next = 0;
  const store = new ClassroomStore(root, () => `client-${(next += 1)}`);
  store.sessions.set(1, session());
  return { store, api, env, connection, root };
}

describe('ClassroomStore', () => {
  it('should show a message at once, then the stored copy once, however many times it arrives', async () => {
    let answer!: (result: CommandResult<'classroom.message.send'>) => void;
    const { store } = setUp(() => new Promise((resolve) => (answer = resolve)));

    store.send(1, '  Is x = 4?  ');
    expect(store.timeline(1)).toEqual([expect.objectContaining({ text: 'Is x = 4?', status: 'sending' })]);

    // The server's event can beat the acknowledgement.
    store.applyMessageCreated(stored(1, 'client-1'));
    answer({ ok: true, data: stored(1, 'client-1') });
    await vi.waitFor(() => expect(store.outbox.size).toBe(0));
    expect(store.timeline(1)).toEqual([stored(1, 'client-1')]);
  });

  it('should keep a message with no answer, marked not sent, across a reload, and send it again on reconnect by itself', async () => {
    const { store, env, root } = setUp(async () => ({
      ok: false,
      error: { code: 'timeout', message: 'No answer from the server in time' },
    }));
    store.send(1, 'Is x = 4?');
    await vi.waitFor(() => expect([...store.outbox.values()][0]?.status).toBe('failed'));
    expect(env.storage.get(`lantern.classroom.outbox.${ME}`)).toContain('Is x = 4?');

    // A reload: a new store finds the message and sends it when the connection is back.
    const connection = root.connection as unknown as { command: ReturnType<typeof vi.fn> };
    connection.command.mockImplementation(async (_name: string, payload: { client_id: string }) => ({
      ok: true,
      data: stored(1, payload.client_id),
    }));
    const reloaded = new ClassroomStore(root);
    expect(reloaded.timeline(1)).toEqual([
      expect.objectContaining({ client_id: 'client-1', status: 'sending' }),
    ]);
    reloaded.resync();
    await vi.waitFor(() => expect(reloaded.outbox.size).toBe(0));
    expect(reloaded.timeline(1)).toEqual([stored(1, 'client-1')]);
    expect(env.storage.get(`lantern.classroom.outbox.${ME}`)).toBe('[]');
  });

  it('should send a message again by itself while the server is briefly unavailable, still showing it as sending', async () => {
    vi.useFakeTimers();
    try {
      const answers: CommandResult<'classroom.message.send'>[] = [
        { ok: false, error: { code: 'service_unavailable', message: 'Briefly unavailable' } },
        { ok: false, error: { code: 'service_unavailable', message: 'Briefly unavailable' } },
        { ok: true, data: stored(1, 'client-1') },
      ];
      const { store, connection } = setUp(async () => answers.shift()!);
      store.send(1, 'Is x = 4?');
      await vi.advanceTimersByTimeAsync(0);
      expect([...store.outbox.values()][0]?.status).toBe('sending');
      await vi.advanceTimersByTimeAsync(2000);
      expect([...store.outbox.values()][0]?.status).toBe('sending');
      await vi.advanceTimersByTimeAsync(2000);
      expect(store.outbox.size).toBe(0);
      expect(store.timeline(1)).toEqual([stored(1, 'client-1')]);
      expect(connection.command).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('should name the tutor who handed the session on, so the earlier messages stay theirs', () => {
    const { store } = setUp(() => new Promise(() => undefined));
    const colleague = { id: 12, first_name: 'Iris', last_name: 'Novak', user_type_id: 1 };
    const sam = { id: TUTOR, first_name: 'Sam', last_name: 'Patel', user_type_id: 1 };
    store.applySessionUpdated({
      session: session({ tutor: colleague, former_tutors: [sam] }),
      cause: 'handed_off',
      at: 300,
    });

    expect(store.tutorOf(1, TUTOR)?.first_name).toBe('Sam');
    expect(store.tutorOf(1, 12)?.first_name).toBe('Iris');
    expect(store.tutorOf(1, 99)).toBeNull();
  });

  it('should send again, once the connection is back, the files that failed for want of one', () => {
    const { store, root, connection } = setUp(() => new Promise(() => undefined));
    const retried: string[] = [];
    const uploads = {
      pending: new Map([
        ['lost', { client_id: 'lost', status: 'failed' }],
        ['refused', { client_id: 'refused', status: 'refused' }],
        ['going', { client_id: 'going', status: 'sending' }],
      ]),
      retry: (clientId: string) => void retried.push(clientId),
    } as unknown as Pick<ChatUploads, 'pending' | 'retry'>;
    bindClassroomEvents(root, store, uploads);
    const calls = connection.on.mock.calls as unknown as [string, (payload: unknown) => void][];
    for (const [event, listener] of calls) if (event === 'system.connection.established') listener({});
    expect(retried).toEqual(['lost']);
  });

  it('should ask only for the messages after the last one held when catching up', async () => {
    const { store, api } = setUp(async () => ({ ok: false, error: { code: 'offline', message: '' } }));
    for (const seq of [1, 2, 3]) store.applyMessageCreated(stored(seq, `held-${seq}`, TUTOR));
    api.handlers.sessionMessages = (options) => {
      expect(options.query).toEqual({ after_seq: 3 });
      return { data: [stored(5, 'c', TUTOR), stored(4, 'b')], last_seq: 5 };
    };
    await store.catchUp(1);
    const seqs = () => store.timeline(1).map((message) => ('seq' in message ? message.seq : null));
    expect(seqs()).toEqual([1, 2, 3, 4, 5]);

    // Then from the fifth: everything up to it is held.
    api.handlers.sessionMessages = (options) => {
      expect(options.query).toEqual({ after_seq: 5 });
      return { data: [], last_seq: 5 };
    };
    await store.catchUp(1);
  });

  it('should catch up the messages it missed even when a later one arrived first', async () => {
    const { store, api } = setUp(async () => ({ ok: false, error: { code: 'offline', message: '' } }));
    store.applyMessageCreated(stored(1, 'before-the-cut', TUTOR));
    // Back from a network cut: the answer to a file sent meanwhile comes before the catch-up.
    store.applyMessageCreated(stored(4, 'my-picture'));
    api.handlers.sessionMessages = (options) => {
      expect(options.query).toEqual({ after_seq: 1 });
      return {
        data: [stored(2, 'during-1', TUTOR), stored(3, 'during-2', TUTOR), stored(4, 'my-picture')],
        last_seq: 4,
      };
    };
    await store.catchUp(1);
    expect(store.timeline(1).map((message) => ('seq' in message ? message.seq : null))).toEqual([1, 2, 3, 4]);
  });

  it("should count the other person's new messages as unread until they are marked read", async () => {
    const { store, connection } = setUp(async () => ({ ok: true, data: stored(1, 'x') }));
    store.applyMessageCreated(stored(1, 'a', TUTOR));
    store.applyMessageCreated(stored(2, 'b', ME));
    // A line of the system's own ("the session ended") is nobody's to read.
    store.applyMessageCreated({ ...stored(3, 'c', ME), sender_id: null, kind: 'system' });
    expect(store.sessions.get(1)?.unread_count).toBe(1);
    store.markRead(1);
    expect(store.sessions.get(1)?.unread_count).toBe(0);
    expect(connection.command).toHaveBeenCalledWith('classroom.messages.mark-read', {
      session_id: 1,
      up_to_seq: 3,
    });
  });

  it('should learn how a session it held as open ended while the socket was away', async () => {
    const { store, api } = setUp(async () => ({ ok: false, error: { code: 'offline', message: '' } }));
    store.sessions.set(2, session({ id: 2, requested_at: 120 }));
    api.handlers.session = (options) => {
      expect(options.params).toEqual({ id: 2 });
      return session({ id: 2, status: 'ended', ended_at: 300, ended_by: TUTOR });
    };
    await store.load();
    expect(store.sessions.get(2)).toMatchObject({ status: 'ended', ended_by: TUTOR });
    expect(store.openSessions.map((open) => open.id)).toEqual([1]);
  });

  it('should not ask for sessions on connecting for a role that has none', async () => {
    const { store, api, root } = setUp(async () => ({ ok: false, error: { code: 'offline', message: '' } }));
    (root.user as { current: { role: string } }).current.role = 'tutor-manager';
    store.resync();
    await Promise.resolve();
    expect(api.called('sessions')).toBe(0);
  });

  it("should show the AI tutor's answer as it is written, then the stored message in its place", () => {
    const { store } = setUp(async () => ({ ok: true, data: stored(1, 'x') }));
    store.applyAiDraft({ session_id: 1, stream_id: 'stream-1', text: 'Good question', at: 1 });
    expect(store.aiDrafts.get(1)?.text).toBe('Good question');
    store.applyMessageCreated(stored(2, 'stream-1', TUTOR, 'Good question! What have you tried?'));
    expect(store.aiDrafts.has(1)).toBe(false);
    store.applyAiFailed({ session_id: 1, at: 2 });
    expect(store.aiFailed.has(1)).toBe(true);
  });

  it('should mark a message moderation refused as blocked, never to be sent again', async () => {
    const { store, connection } = setUp(async () => ({
      ok: false,
      error: { code: 'message_blocked', message: 'not sent', details: { categories: ['violence'] } },
    }));
    store.send(1, 'I will kill you');
    await vi.waitFor(() => expect([...store.outbox.values()][0]?.status).toBe('blocked'));
    store.resync();
    await vi.waitFor(() => expect(store.state).toBe('loaded'));
    await new Promise((done) => setTimeout(done, 10));
    expect(connection.command).toHaveBeenCalledTimes(1);
  });

  it("should show everyone's reactions as the server answers, and say when it did not take one", async () => {
    const { store, connection } = setUp(async () => ({ ok: true, data: stored(1, 'x') }));
    store.applyMessageCreated(stored(1, 'a', TUTOR));
    // The reaction command answers with everyone's reactions (not a message, as sending does).
    connection.command.mockImplementationOnce(
      async () => ({ ok: true, data: { reactions: [{ emoji: '🎉', user_ids: [ME] }] } }) as never,
    );
    expect(await store.react(1, 10, '🎉', true)).toBe(true);
    expect(store.messages.get(1)?.[0]?.reactions).toEqual([{ emoji: '🎉', user_ids: [ME] }]);

    connection.command.mockImplementationOnce(async () => ({
      ok: false,
      error: { code: 'timeout', message: 'No answer' },
    }));
    expect(await store.react(1, 10, '🎉', false)).toBe(false);
    expect(store.messages.get(1)?.[0]?.reactions).toEqual([{ emoji: '🎉', user_ids: [ME] }]);
  });

  it('should draw a stroke at once, keep one copy when the server echoes it, and hide what came before a clear', () => {
    const { store } = setUp(async () => ({ ok: true, data: stored(1, 'x') }));
    store.draw(1, { colour: 'blue', size: 'small', points: [[0.1, 0.1]] });
    const mine = store.boards.get(1)![0]!;
    store.applyStroke({ ...mine, drawn_at: 5 });
    expect(store.visibleStrokes(1)).toHaveLength(1);
    store.applyStroke({ ...mine, stroke_id: 'c', kind: 'clear', colour: null, size: null, points: [] });
    expect(store.visibleStrokes(1)).toEqual([]);
  });

  it('should hold a watched session as the observation found it, keep what was heard meanwhile once, and let it go after', async () => {
    const { store, api } = setUp(async () => ({ ok: true, data: stored(1, 'x') }));
    const stroke = (stroke_id: string) => ({
      stroke_id,
      session_id: 2,
      user_id: TUTOR,
      kind: 'stroke' as const,
      colour: 'red' as const,
      size: 'small' as const,
      points: [[0.1, 0.1]] as [number, number][],
      drawn_at: 300,
    });
    const watched = session({ id: 2, unread_count: 0 });
    // Heard between joining the room and the answer: a message and a stroke the answer holds too, and one it does not.
    store.applyMessageCreated({ ...stored(3, 'c', TUTOR), session_id: 2 });
    store.applyStroke(stroke('s2'));
    store.applyStroke(stroke('s3'));

    store.watch({
      session: watched,
      messages: [1, 2, 3].map((seq) => ({
        ...stored(seq, `m${seq}`, TUTOR),
        session_id: 2,
        client_id: `c${seq}`,
      })),
      earlier_messages: false,
      whiteboard: [stroke('s1'), stroke('s2')],
      started_at: 250,
    });

    expect(store.timeline(2).map((message) => 'seq' in message && message.seq)).toEqual([1, 2, 3]);
    expect(store.boards.get(2)?.map((drawn) => drawn.stroke_id)).toEqual(['s1', 's2', 's3']);
    await store.loadBoard(2);
    expect(api.called('whiteboard')).toBe(0);

    store.unwatch(2);
    expect([store.sessions.has(2), store.messages.has(2), store.boards.has(2)]).toEqual([
      false,
      false,
      false,
    ]);
    // A session taken part in is never let go as a watched one.
    store.unwatch(1);
    expect(store.sessions.has(1)).toBe(true);
  });

  it('should send a message that failed for want of a connection again by itself once the connection is back', async () => {
    let online = false;
    const { store } = setUp(async (_name, payload) =>
      online
        ? { ok: true, data: stored(1, (payload as { client_id: string }).client_id) }
        : { ok: false, error: { code: 'offline', message: 'Not connected' } },
    );
    store.send(1, 'Sent while the network was down');
    await vi.waitFor(() => expect([...store.outbox.values()][0]?.status).toBe('failed'));
    online = true;
    store.resync();
    await vi.waitFor(() => expect(store.outbox.size).toBe(0));
    expect(store.timeline(1).map((message) => message.client_id)).toEqual(['client-1']);
  });
});
