import { ApiError } from '@lantern/shared/client/api-error';
import type { SessionMessage, SessionUpdated, SessionView } from '@lantern/shared/contracts/sessions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChimeKind, NotifyRequest } from '../../common/desktop-api.js';
import { liveSession, sessionPage, sessionPerson } from './test-builders.js';
import { makeRoot, settle, tutorSignIn } from './test-support.js';

const NOW = 1_800_000_000;
const ME = 7;
const AVA = 21;
const BEN = 22;

function message(sessionId: number, seq: number, senderId: number | null, text = `m${seq}`): SessionMessage {
  return {
    id: sessionId * 100 + seq,
    session_id: sessionId,
    seq,
    client_id: `c-${sessionId}-${seq}`,
    sender_id: senderId,
    kind: 'text',
    text,
    created_at: NOW + seq,
    is_flagged: false,
    media: null,
    reactions: [],
    bookmarked_at: null,
  } as SessionMessage;
}

type Sent = [string, Record<string, unknown>];

/** A tutor signed in with a live socket that acknowledges every command. */
async function signedInTutor(open: SessionView[] = []) {
  /** Who the server says observes each session, when the tutor asks. */
  const watching = new Map<number, { id: number; first_name: string; last_name: string }[]>();
  const notified: NotifyRequest[] = [];
  const chimes: ChimeKind[] = [];
  const sent: Sent[] = [];
  const harness = makeRoot({
    ...tutorSignIn(NOW),
    logout: () => ({ ok: true }),
    currentShift: () => ({ shift: null, server_time: NOW }),
    transferOffers: () => ({ data: [], server_time: NOW }),
    userPreferences: () => ({ is_break_chimes_enabled: true }),
    sessions: (options) => sessionPage(options.query?.scope === 'history' ? [] : open),
    sessionMessages: () => ({ data: [], last_seq: 0 }),
  });
  harness.bridge.notify = async (request) => void notified.push(request);
  harness.bridge.playChime = async (kind) => void chimes.push(kind);
  const stop = harness.root.start();
  await harness.root.session.signIn({ username: 'tutor', password: 'x' });
  await settle();
  const socket = harness.realtime.last;
  Object.assign(socket, {
    connected: true,
    timeout: () => ({
      emitWithAck: async (name: string, payload: Record<string, unknown>) => {
        sent.push([name, payload]);
        if (name === 'classroom.message.send')
          return {
            ok: true,
            data: { ...message(Number(payload.session_id), 9, ME), client_id: payload.client_id },
          };
        if (name === 'classroom.observers.read')
          return { ok: true, data: { observers: watching.get(Number(payload.session_id)) ?? [] } };
        return { ok: true, data: {} };
      },
    }),
  });
  socket.emitFromServer('system.connection.established', { user_id: ME, role: 'tutor', server_time: NOW });
  await settle();
  const emit = (event: string, payload: unknown) => socket.emitFromServer(event, payload);
  const updated = (view: SessionView, cause: SessionUpdated['cause']) =>
    emit('classroom.session.updated', { session: view, cause, at: NOW });
  return {
    ...harness,
    stop,
    notified,
    chimes,
    sent,
    emit,
    updated,
    watching,
    store: harness.root.tutorClassroom,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('TutorClassroomStore', () => {
  it('should announce a new student with a notification that opens their chat, and a chime', async () => {
    const { store, updated, notified, chimes, api, stop } = await signedInTutor();
    expect(store.chats).toEqual([]);

    updated(liveSession(5), 'matched');
    await settle();
    expect(notified).toEqual([
      {
        title: 'New student: Ava — Math',
        body: 'How do I solve 2x + 3 = 11?',
        tag: 'session-5-matched',
        path: '/tutor/classroom?session=5',
      },
    ]);
    expect(chimes).toEqual(['message']);
    expect(store.chats.map((chat) => chat.id)).toEqual([5]);
    expect(store.selected?.id).toBe(5);
    // What the student wrote while waiting is fetched.
    expect(api.calls.filter((call) => call.name === 'sessionMessages').at(-1)?.options).toEqual({
      params: { id: 5 },
      query: { after_seq: 0 },
    });

    // The same student again (a repeated event) is not a new one.
    updated(liveSession(5), 'matched');
    expect(notified).toHaveLength(1);
    stop();
  });

  it('should count unread student messages, read the chat on screen at once and chime for the others', async () => {
    const ben = liveSession(6, { student: sessionPerson(BEN, 'Ben', 'Okafor'), requested_at: NOW - 30 });
    const { store, emit, chimes, sent, stop } = await signedInTutor([liveSession(5), ben]);
    expect(store.chats.map((chat) => chat.id)).toEqual([5, 6]);

    store.setViewing(5);
    emit('classroom.message.created', message(5, 1, AVA));
    emit('classroom.message.created', message(6, 1, BEN));
    emit('classroom.message.created', message(6, 2, BEN));
    await settle();
    expect(store.chats.map((chat) => chat.unread_count)).toEqual([0, 2]);
    expect(store.totalUnread).toBe(2);
    expect(sent).toContainEqual(['classroom.messages.mark-read', { session_id: 5, up_to_seq: 1 }]);
    expect(chimes).toEqual(['message', 'message']);
    expect(store.lastMessage(6)).toMatchObject({ text: 'm2' });

    // Going to Ben's chat reads it.
    store.stopViewing(5);
    store.setViewing(6);
    expect(store.totalUnread).toBe(0);
    stop();
  });

  it('should say "typing" once while the tutor types, stop after a pause or on sending, and keep each draft', async () => {
    const { store, sent, stop } = await signedInTutor([
      liveSession(5),
      liveSession(6, { requested_at: NOW }),
    ]);
    vi.useFakeTimers();
    const typing = () =>
      sent.filter(([name]) => name === 'classroom.typing.set').map(([, payload]) => payload);

    store.setDraft(5, 'x');
    store.setDraft(5, 'x =');
    store.setDraft(6, 'Hi Ben');
    expect(typing()).toEqual([
      { session_id: 5, is_typing: true },
      { session_id: 6, is_typing: true },
    ]);
    vi.advanceTimersByTime(3000);
    expect(typing().slice(2)).toEqual([
      { session_id: 5, is_typing: false },
      { session_id: 6, is_typing: false },
    ]);
    expect(store.draft(6)).toBe('Hi Ben');

    store.setDraft(5, 'x = 4');
    store.send(5);
    expect(store.draft(5)).toBe('');
    expect(typing().at(-1)).toEqual({ session_id: 5, is_typing: false });
    vi.useRealTimers();
    await settle();
    expect(sent).toContainEqual([
      'classroom.message.send',
      expect.objectContaining({ session_id: 5, text: 'x = 4' }),
    ]);
    stop();
  });

  it('should end a session, bring the next student forward, keep the ended chat until closed and put it in the history', async () => {
    const ben = liveSession(6, { student: sessionPerson(BEN, 'Ben', 'Okafor'), requested_at: NOW });
    const { store, api, updated, stop } = await signedInTutor([liveSession(5), ben]);
    const ended = liveSession(5, { status: 'ended', ended_at: NOW + 60, ended_by: ME });
    api.handlers.endSession = () => ended;
    store.select(5);

    expect(await store.end(5)).toBe(true);
    expect(store.selected?.id).toBe(6);
    expect(store.chats.map((chat) => [chat.id, chat.status])).toEqual([
      [6, 'matched'],
      [5, 'ended'],
    ]);
    // The server tells both people; the history has it at once.
    updated(ended, 'ended');
    expect(store.pastWith(AVA).map((past) => past.id)).toEqual([5]);
    store.close(5);
    expect(store.chats.map((chat) => chat.id)).toEqual([6]);
    stop();
  });

  it('should show why ending was refused and how the session stands', async () => {
    const { store, api, root, stop } = await signedInTutor([liveSession(5)]);
    api.handlers.endSession = () => {
      throw new ApiError(409, 'session_ended_by_other', 'The other person already ended this session');
    };
    api.handlers.session = () => liveSession(5, { status: 'ended', ended_at: NOW + 5, ended_by: AVA });

    expect(await store.end(5)).toBe(false);
    expect(store.endRefused).toBe(5);
    expect(root.classroom.endProblem?.code).toBe('session_ended_by_other');
    expect(store.chats[0]).toMatchObject({ status: 'ended', ended_by: AVA });
    stop();
  });

  it('should drop a session handed to a colleague, and keep an ended chat that the student ended', async () => {
    const { store, updated, stop } = await signedInTutor([
      liveSession(5),
      liveSession(6, { requested_at: NOW }),
    ]);
    updated(liveSession(6, { tutor: sessionPerson(30, 'Jordan', 'Lee') }), 'handed_off');
    expect(store.chats.map((chat) => chat.id)).toEqual([5]);

    updated(liveSession(5, { status: 'ended', ended_at: NOW + 60, ended_by: AVA }), 'ended');
    expect(store.chats.map((chat) => [chat.id, chat.status])).toEqual([[5, 'ended']]);
    // An ended chat takes no reply.
    store.setDraft(5, 'Bye');
    store.send(5);
    expect(store.draft(5)).toBe('Bye');
    stop();
  });

  it("should gather the history's pages and list one student's past sessions, latest first", async () => {
    const { store, api, stop } = await signedInTutor();
    const past = (id: number, studentId: number, endedAt: number) =>
      liveSession(id, {
        status: 'ended',
        ended_at: endedAt,
        ended_by: ME,
        student:
          studentId === AVA ? sessionPerson(AVA, 'Ava', 'Martinez') : sessionPerson(BEN, 'Ben', 'Okafor'),
      });
    api.handlers.sessions = (options) =>
      options.query?.page === 2
        ? sessionPage([past(1, AVA, NOW - 9000)], 2, 2)
        : sessionPage([past(3, AVA, NOW - 100), past(2, BEN, NOW - 500)], 1, 2);

    store.loadPastOnce();
    await settle();
    expect(store.morePast).toBe(true);
    await store.loadPast();
    expect(store.morePast).toBe(false);
    expect(store.pastWith(AVA).map((earlier) => earlier.id)).toEqual([3, 1]);
    expect(store.pastWith(BEN).map((earlier) => earlier.id)).toEqual([2]);
    stop();
  });

  it('should say who observes a chat: asked when it opens and on reconnecting, then followed live until they leave', async () => {
    const dana = { id: 40, first_name: 'Dana', last_name: 'Whitfield' };
    const { store, emit, updated, watching, sent, stop } = await signedInTutor([liveSession(5)]);
    watching.set(6, [dana]);
    expect(sent.filter(([name]) => name === 'classroom.observers.read')).toEqual([
      ['classroom.observers.read', { session_id: 5 }],
    ]);
    expect(store.observersOf(5)).toEqual([]);

    // A student arrives whom a manager already watches (the tutor took over the chat).
    updated(liveSession(6), 'handed_off');
    await settle();
    expect(store.observersOf(6)).toEqual([dana]);

    emit('classroom.observers.changed', { session_id: 5, observers: [dana], at: NOW });
    expect(store.observersOf(5)).toEqual([dana]);
    emit('classroom.observers.changed', { session_id: 5, observers: [], at: NOW });
    expect(store.observersOf(5)).toEqual([]);

    // A new socket asks again for every open chat: a leave missed while away is not kept.
    watching.set(6, []);
    emit('system.connection.established', { user_id: ME, role: 'tutor', server_time: NOW });
    await settle();
    expect(store.observersOf(6)).toEqual([]);
    stop();
  });
});
